import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCurrentProfile } from '../../shared/auth';
import { myDivisionsQuery } from '../../shared/company/api';
import { useT } from '../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { Alert, Card, Loading } from '../../shared/ui';
import { assetQuery, type Asset } from './api';
import { AssetDocuments } from './AssetDocuments';
import { AssetForm, type AdminFormSection } from './AssetForm';
import { INVENTORY_PATH, assetPath } from './paths';

/**
 * /app/inventory/add and /app/inventory/edit/{inventoryId} (docs/inventory.md): the asset form, and on edit its
 * documents. The server primes the divisions and, on edit, the asset and its documents.
 */
export function AssetEdit() {
  return <AssetEditScreen list={INVENTORY_PATH} view={assetPath} />;
}

export interface AssetEditScreenProps {
  /** The list (back from an add) and the view (back from an edit, and after a save). */
  list: string;
  view: (id: number) => string;
  /** The admin's own fields, made from the asset once it is loaded. */
  useAdminSection?: (asset: Asset | null) => AdminFormSection | undefined;
}

const noSection = () => undefined;

/** The asset form screen, for the customer's routes or the admin's. */
export function AssetEditScreen({ list, view, useAdminSection = noSection }: AssetEditScreenProps) {
  const t = useT();
  const onLinkClick = useLinkClick();
  const profile = useCurrentProfile();
  const { inventoryId } = useParams();
  const adding = inventoryId === undefined;
  const divisions = useQuery(myDivisionsQuery);
  const asset = useQuery({ ...assetQuery(inventoryId ?? ''), enabled: !adding });
  const admin = useAdminSection(asset.data ?? null);
  if (useNotFoundRedirect(asset.error)) return null;

  let body;
  if (divisions.data && (adding || asset.data)) {
    const own = profile?.companyDivisionId ?? null;
    // An asset stays with its company (the admin reads every company's divisions).
    const choices = asset.data ? divisions.data.filter((d) => d.companyId === asset.data.companyId) : divisions.data;
    const defaultDivisionId = divisions.data.some((d) => d.id === own) ? own : divisions.data.length === 1 ? divisions.data[0].id : null;
    body = (
      <>
        <Card className="edit-card mb-3">
          <h1 className="card-title h4 mb-3">{adding ? t('inventory.edit.addTitle') : t('inventory.edit.editTitle')}</h1>
          <AssetForm key={asset.data?.id ?? 'new'} asset={asset.data ?? null} divisions={choices} defaultDivisionId={defaultDivisionId} viewPath={view} admin={admin} />
        </Card>
        {asset.data ? (
          <AssetDocuments asset={asset.data} canUpload />
        ) : (
          <p className="text-body-secondary" data-testid="documents-after-save">
            {t('inventory.edit.documentsAfterSave')}
          </p>
        )}
      </>
    );
  } else if (divisions.isError || asset.isError) {
    body = <Alert>{t('inventory.edit.loadFailed')}</Alert>;
  } else {
    body = <Loading />;
  }

  const back = asset.data ? view(asset.data.id) : list;
  return (
    <div className="asset-edit" data-testid="asset-edit">
      <p className="mb-2">
        <a href={back} onClick={onLinkClick} data-testid="asset-back">
          {asset.data ? t('inventory.edit.backToAsset') : t('inventory.back')}
        </a>
      </p>
      {body}
    </div>
  );
}
