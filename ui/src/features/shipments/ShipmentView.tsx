import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { addressLine } from '../../shared/address';
import { statusLabel } from '../../shared/assignment';
import { downloadFile } from '../../shared/api/download';
import { formatUtc } from '../../shared/format/date';
import { useLocale, useT } from '../../shared/i18n';
import { NONE } from '../../shared/labels';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { LegsTable } from '../../shared/shipment/LegsTable';
import { Alert, Button, Card, Loading, Switch, useMounted } from '../../shared/ui';
import { packingListPath, shipmentQuery, type Shipment } from './api';
import { AssetPrintList } from './AssetPrintList';
import { modeLabel } from './modeLabel';
import { SHIPMENTS_PATH, adminAssignmentPath, shipmentEditPath } from './paths';
import { ShipmentDocuments } from './ShipmentDocuments';

/**
 * /app/admin/shipment/{shipmentId} (docs/shipments.md): the shipment with its legs, addresses and
 * assignments (each opening the admin's assignment view), its documents, the packing list PDF, and the
 * printable asset list toggle: on, the list shows and printing gives the list alone (app/print.css).
 */
export function ShipmentView() {
  const t = useT();
  const onLinkClick = useLinkClick();
  const mounted = useMounted();
  const { shipmentId = '' } = useParams();
  const { data: shipment, isError, error } = useQuery(shipmentQuery(shipmentId));
  const [printable, setPrintable] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const missing = useNotFoundRedirect(error);
  if (missing) return null;

  let body;
  if (shipment) {
    body = (
      <>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3 d-print-none">
          <h1 className="h3 mb-0 me-auto" data-testid="shipment-ref">
            {t('shipment.view.title', { ref: shipment.ref })}
          </h1>
          <Switch id="shipment-printable" label={t('shipment.view.printable')} checked={printable} disabled={!mounted} onChange={setPrintable} data-testid="shipment-printable" />
          {printable ? (
            <Button size="sm" variant="outline-secondary" onClick={() => window.print()} data-testid="shipment-print">
              {t('shipment.view.print')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline-primary"
            disabled={!mounted || downloading}
            onClick={async () => {
              setDownloading(true);
              await downloadFile(packingListPath(shipment.id));
              setDownloading(false);
            }}
            data-testid="shipment-packing-list"
          >
            {t('shipment.view.packingList')}
          </Button>
          <a className="btn btn-primary btn-sm" href={shipmentEditPath(shipment.id)} onClick={onLinkClick} data-testid="shipment-edit">
            {t('shipment.view.edit')}
          </a>
        </div>
        {printable ? <AssetPrintList shipment={shipment} /> : null}
        <div className={printable ? 'd-print-none' : undefined} data-testid="shipment-details">
          <ShipmentDetails shipment={shipment} />
          <Card className="mb-3">
            <h2 className="h5 card-title mb-3">{t('shipment.view.documents')}</h2>
            <ShipmentDocuments shipment={shipment} />
          </Card>
        </div>
      </>
    );
  } else if (isError) body = <Alert>{t('shipment.view.loadFailed')}</Alert>;
  else body = <Loading />;

  return (
    <div className="shipment-view" data-testid="shipment-view">
      <p className="mb-2 d-print-none">
        <a href={SHIPMENTS_PATH} onClick={onLinkClick} data-testid="back-to-shipments">
          {t('shipment.view.back')}
        </a>
      </p>
      {body}
    </div>
  );
}

function ShipmentDetails({ shipment: s }: { shipment: Shipment }) {
  const t = useT();
  const locale = useLocale();
  const onLinkClick = useLinkClick();
  const mode = modeLabel(t);
  const date = (iso: string | null) => (iso ? formatUtc(iso, locale) : NONE);
  const moment = (on: string | null, at: string | null) => (on ? `${date(on)}${at ? ` ${at}` : ''}` : NONE);
  return (
    <>
      <Card className="mb-3">
        <dl className="row mb-0">
          <dt className="col-sm-3">{t('shipment.fields.mode')}</dt>
          <dd className="col-sm-9" data-testid="shipment-mode">
            {mode(s.mode)}
          </dd>
          <dt className="col-sm-3">{t('shipment.fields.commencementOn')}</dt>
          <dd className="col-sm-9">{moment(s.commencementOn, s.commencementAt)}</dd>
          <dt className="col-sm-3">{t('shipment.fields.conclusionOn')}</dt>
          <dd className="col-sm-9">{moment(s.conclusionOn, s.conclusionAt)}</dd>
          <dt className="col-sm-3">{t('shipment.fields.origin')}</dt>
          <dd className="col-sm-9">{s.origin ? addressLine(s.origin) : NONE}</dd>
          <dt className="col-sm-3">{t('shipment.fields.destination')}</dt>
          <dd className="col-sm-9">{s.destination ? addressLine(s.destination) : NONE}</dd>
          <dt className="col-sm-3">{t('shipment.fields.completed')}</dt>
          <dd className="col-sm-9" data-testid="shipment-completed-state">
            {t(s.completed ? 'shipment.fields.completedYes' : 'shipment.fields.completedNo')}
          </dd>
        </dl>
      </Card>
      <Card className="mb-3">
        <h2 className="h5 card-title mb-3">{t('assignment.shipments.legs')}</h2>
        {s.legs.length === 0 ? (
          <p className="small text-body-secondary mb-0">{t('assignment.shipments.noLegs')}</p>
        ) : (
          <LegsTable legs={s.legs} numbered />
        )}
      </Card>
      <Card className="mb-3">
        <h2 className="h5 card-title mb-3">{t('shipment.fields.assignments')}</h2>
        <div className="table-responsive" tabIndex={0} role="region" aria-label={t('shipment.fields.assignments')}>
          <table className="table table-sm mb-0" data-testid="shipment-view-assignments">
            <thead>
              <tr>
                <th scope="col">{t('assignment.fields.ref')}</th>
                <th scope="col">{t('assignment.fields.company')}</th>
                <th scope="col">{t('assignment.fields.division')}</th>
                <th scope="col">{t('assignment.fields.status')}</th>
                <th scope="col" className="text-end">
                  {t('assignment.fields.assets')}
                </th>
              </tr>
            </thead>
            <tbody>
              {s.assignments.map((a) => (
                <tr key={a.id} data-testid="shipment-view-assignment">
                  <td>
                    <a href={adminAssignmentPath(a.id)} onClick={onLinkClick}>
                      {a.ref}
                    </a>
                  </td>
                  <td>{a.companyName}</td>
                  <td>{a.companyDivision}</td>
                  <td>{statusLabel(a.status, t)}</td>
                  <td className="text-end">{a.assetCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
