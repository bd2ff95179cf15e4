import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { readDraft, removeFromDraft, writeDraft } from '../../shared/assignment';
import { formatUtc } from '../../shared/format/date';
import { formatCount, formatMoney, formatVolume, formatWeight } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { ConditionReportHistory } from '../../shared/conditionReports';
import { HistoryTimeline } from '../../shared/history';
import { Alert, Button, Card, Loading, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { PhotoPlaceholder } from '../../shared/ui/PhotoPlaceholder';
import { rotationTransform, weightInLb } from '../../shared/units';
import { assetQuery, deleteAsset, photoSrc, refreshInventoryData, type Asset } from './api';
import { deleteBlock, type DeleteBlock } from './assetActions';
import { AssetDocuments } from './AssetDocuments';
import { MeasurementTable } from './MeasurementTable';
import { INVENTORY_PATH, assetEditPath, assignmentPath } from './paths';
import { NONE } from '../../shared/labels';

const DELETE_BLOCK_TEXT: Record<DeleteBlock, string> = {
  assignment: 'inventory.view.deleteOnAssignment',
  storage: 'inventory.view.deleteHasStorage',
};

/** The routes an asset view links to: the customer's own, or the admin's (features/inventory/admin). */
export interface AssetViewPaths {
  list: string;
  edit: (id: number) => string;
  assignment: (id: number) => string;
}

const CUSTOMER_PATHS: AssetViewPaths = { list: INVENTORY_PATH, edit: assetEditPath, assignment: assignmentPath };

export function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="col-sm-5 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-7" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

function StorageHistory({ asset }: { asset: Asset }) {
  const t = useT();
  const locale = useLocale();
  if (asset.storage.length === 0) return <p className="text-body-secondary small mb-0">{t('inventory.view.noStorage')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-0" data-testid="asset-storage">
        <thead>
          <tr>
            <th scope="col">{t('inventory.storage.inOn')}</th>
            <th scope="col">{t('inventory.storage.outOn')}</th>
            <th scope="col">{t('inventory.storage.location')}</th>
          </tr>
        </thead>
        <tbody>
          {asset.storage.map((s, i) => (
            <tr key={i}>
              <td>{formatUtc(s.inOn, locale)}</td>
              <td>{s.outOn ? formatUtc(s.outOn, locale) : NONE}</td>
              <td>{s.location ?? NONE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The entry the asset is in storage under now (the earliest without an out date), if any. */
export function openStorageEntry(asset: Pick<Asset, 'storage'>): Asset['storage'][number] | null {
  return asset.storage.find((s) => s.outOn === null) ?? null;
}

function AssetDetails({ asset, paths, extra }: { asset: Asset; paths: AssetViewPaths; extra?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const onLinkClick = useLinkClick();
  const grossLb = weightInLb(asset.grossWeight);
  const open = asset.inStorage ? openStorageEntry(asset) : null;
  return (
    <dl className="row mb-0" data-testid="asset-details">
      {extra}
      <Detail label={t('inventory.fields.artist')}>{asset.artist ?? NONE}</Detail>
      <Detail label={t('inventory.fields.theirRef')} testId="asset-their-ref">
        {asset.theirRef ?? NONE}
      </Detail>
      <Detail label={t('inventory.fields.ref')}>{asset.ref ?? NONE}</Detail>
      <Detail label={t('inventory.fields.division')}>{asset.companyDivision}</Detail>
      <Detail label={t('inventory.fields.pieces')}>{formatCount(asset.pieces, locale)}</Detail>
      <Detail label={t('inventory.fields.value')} testId="asset-value">
        {formatMoney(asset.value, asset.valueCurrency, locale) || NONE}
      </Detail>
      <Detail label={t('inventory.fields.status')}>
        <span className="d-inline-flex flex-wrap gap-1">
          {asset.inStorage ? <span className="badge text-bg-info">{t('inventory.inStorage')}</span> : null}
          {asset.hasAssignment ? <span className="badge text-bg-primary">{t('inventory.onAssignment')}</span> : null}
          {asset.hidden ? <span className="badge text-bg-secondary">{t('inventory.hidden')}</span> : null}
          {!asset.inStorage && !asset.hasAssignment && !asset.hidden ? NONE : null}
        </span>
      </Detail>
      {open ? (
        <>
          <Detail label={t('inventory.view.inStorageSince')} testId="asset-storage-since">
            {formatUtc(open.inOn, locale)}
          </Detail>
          <Detail label={t('inventory.view.storageLocation')} testId="asset-storage-location">
            {open.location ?? NONE}
          </Detail>
        </>
      ) : null}
      {open || asset.daysInStorageOutstanding > 0 ? (
        <Detail label={t('inventory.view.daysInStorage')} testId="asset-storage-days">
          {formatCount(asset.daysInStorageOutstanding, locale)}
        </Detail>
      ) : null}
      <Detail label={t('inventory.view.assignment')} testId="asset-assignment">
        {asset.assignmentId !== null ? (
          <a href={paths.assignment(asset.assignmentId)} onClick={onLinkClick} data-testid="asset-assignment-link">
            {t('inventory.view.openAssignment')}
          </a>
        ) : (
          NONE
        )}
      </Detail>
      <Detail label={t('inventory.view.grossWeight')}>{formatWeight({ value: grossLb, unit: 'lb' }, locale) || NONE}</Detail>
      <Detail label={t('inventory.view.grossVolume')}>{formatVolume(asset.grossVolume, locale) || NONE}</Detail>
      <Detail label={t('inventory.view.added')}>{formatUtc(asset.createdAt, locale)}</Detail>
    </dl>
  );
}

/**
 * /app/inventory/{inventoryId} (docs/inventory.md): the asset's details, photo, measurements converted, storage
 * history, documents, a link to its assignment, edit and delete. An id the server does not know goes to /404.
 */
export function AssetView() {
  return <AssetViewScreen paths={CUSTOMER_PATHS} />;
}

export interface AssetViewScreenProps {
  paths: AssetViewPaths;
  /** More details at the top of the list (the admin's: owner company, hidden). */
  extraDetails?: (asset: Asset) => ReactNode;
  /** After a delete, beside taking the asset out of the draft (the admin's lists). */
  onDeleted?: (id: number) => void;
}

/** The asset view, for the customer's routes or the admin's. */
export function AssetViewScreen({ paths, extraDetails, onDeleted }: AssetViewScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const onLinkClick = useLinkClick();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const { inventoryId = '' } = useParams();
  const { data: asset, isError, error } = useQuery(assetQuery(inventoryId));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  if (useNotFoundRedirect(error)) return null;

  async function onDelete() {
    if (!asset) return;
    await deleteAsset(asset.id);
    // A deleted asset cannot go on an assignment: out of the draft too.
    writeDraft(removeFromDraft(readDraft(), asset.id));
    onDeleted?.(asset.id);
    toast.success(t('inventory.toast.deleted'));
    navigate(paths.list);
    await refreshInventoryData(queryClient, asset.id);
  }

  const back = (
    <p className="mb-2">
      <a href={paths.list} onClick={onLinkClick} data-testid="asset-back">
        {t('inventory.back')}
      </a>
    </p>
  );
  if (!asset) return <div data-testid="asset-view">{back}{isError ? <Alert>{t('inventory.view.loadFailed')}</Alert> : <Loading />}</div>;
  // What the server would refuse (it still does, for anything this screen did not know).
  const blocked = deleteBlock(asset);

  return (
    <div className="asset-view" data-testid="asset-view">
      {back}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto" data-testid="asset-title">
          {asset.title}
        </h1>
        <a className="btn btn-primary" href={paths.edit(asset.id)} onClick={onLinkClick} data-testid="asset-edit-link">
          {t('inventory.view.edit')}
        </a>
        <Button
          variant="outline-danger"
          disabled={!mounted || blocked !== null}
          aria-describedby={blocked ? 'asset-delete-reason' : undefined}
          onClick={() => setConfirmingDelete(true)}
          data-testid="asset-delete"
        >
          {t('inventory.view.delete')}
        </Button>
        {/* A disabled button cannot be focused and says nothing: the reason is written beside it. */}
        {blocked ? (
          <p id="asset-delete-reason" className="small text-body-secondary w-100 text-end mb-0" data-testid="asset-delete-reason">
            {t(DELETE_BLOCK_TEXT[blocked])}
          </p>
        ) : null}
      </div>
      <div className="row g-3 mb-3">
        <div className="col-lg-4">
          <Card>
            <div className="d-flex align-items-center justify-content-center overflow-hidden" style={{ minHeight: 200 }} data-testid="asset-photo">
              {asset.photo ? (
                <img src={photoSrc(asset.photo, 'photo')} alt={t('inventory.photoAlt')} className="img-fluid" style={{ transform: rotationTransform(asset.photoRotation) }} />
              ) : (
                <PhotoPlaceholder size={200} label={t('inventory.photo.none')} caption />
              )}
            </div>
          </Card>
        </div>
        <div className="col-lg-8">
          <Card>
            <AssetDetails asset={asset} paths={paths} extra={extraDetails?.(asset)} />
          </Card>
        </div>
      </div>
      <Card className="mb-3">
        <h2 className="h5 card-title">{t('inventory.view.netMeasurements')}</h2>
        <MeasurementTable measurements={asset.netMeasurements} testId="asset-net-measurements" label={t('inventory.view.netMeasurements')} />
        {asset.grossMeasurements.length > 0 ? (
          <>
            <h2 className="h5 card-title mt-3">{t('inventory.view.grossMeasurements')}</h2>
            <MeasurementTable measurements={asset.grossMeasurements} testId="asset-gross-measurements" label={t('inventory.view.grossMeasurements')} />
          </>
        ) : null}
      </Card>
      <Card className="mb-3">
        <h2 className="h5 card-title">{t('inventory.view.storage')}</h2>
        <StorageHistory asset={asset} />
      </Card>
      <AssetDocuments asset={asset} canUpload={false} />
      <div className="mt-3">
        <ConditionReportHistory assetId={asset.id} />
      </div>
      <div className="mt-3">
        <HistoryTimeline subject="inventory" id={String(asset.id)} />
      </div>
      {confirmingDelete ? (
        <ConfirmModal
          title={t('inventory.view.deleteTitle')}
          message={t('inventory.view.deleteMessage', { title: asset.title })}
          onConfirm={onDelete}
          onClose={() => setConfirmingDelete(false)}
        />
      ) : null}
    </div>
  );
}
