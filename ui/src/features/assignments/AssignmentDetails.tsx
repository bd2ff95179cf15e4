import { useState, type ReactNode } from 'react';
import { addressLine, type Address } from '../../shared/address';
import { ageFormatter, statusIcon, StatusIcon, statusIconLabels, statusLabel } from '../../shared/assignment';
import { isAdmin, useCurrentProfile } from '../../shared/auth';
import { liveCue, useChangedAssignments } from '../../shared/events/changed';
import { formatUtc } from '../../shared/format/date';
import { formatCount, formatVolume, formatWeight } from '../../shared/format/number';
import { useLocale, useT, type Translate } from '../../shared/i18n';
import { useLinkClick } from '../../shared/routing';
import { Button, Card, Progress, useMounted } from '../../shared/ui';
import { cx } from '../../shared/ui/cx';
import { AssignmentAssets } from './AssignmentAssets';
import { AssignmentDocuments } from './AssignmentDocuments';
import type { Assignment } from './api';
import { assetPath } from './paths';
import { ShipmentSummaryModal } from './ShipmentSummaryModal';
import { TrackingLinks } from './TrackingLinks';
import { NONE } from '../../shared/labels';
import { HistoryTimeline } from '../../shared/history';
import { shipmentRef } from '../../shared/shipment/ref';

export interface AssignmentDetailsProps {
  assignment: Assignment;
  /** Where an asset opens: the customer's inventory view unless told (the admin's goes to /app/admin/inventory). */
  assetHref?: (assetId: number) => string;
  /** When given, the shipments carrying the assignment are listed as links there (the admin's view). */
  shipmentHref?: (shipmentId: string) => string;
  /** Beside the status: the admin's Edit button. */
  actions?: ReactNode;
  /** The documents card's content; the customer's upload and list unless told. */
  documents?: ReactNode;
}

function addressBlock(address: Address | null, inStorage: boolean, t: Translate): ReactNode {
  return (
    <>
      {address ? addressLine(address) : NONE}
      {inStorage ? <span className="badge text-bg-secondary ms-2">{t('assignment.view.inStorage')}</span> : null}
    </>
  );
}

/**
 * The assignment as its views show it (the customer's and the admin's): status with its icon, progress bar,
 * dates, addresses, assets, documents, the shipment summary and the history.
 */
export function AssignmentDetails({ assignment: a, assetHref = assetPath, shipmentHref, actions, documents }: AssignmentDetailsProps) {
  const t = useT();
  const changed = useChangedAssignments();
  const locale = useLocale();
  const mounted = useMounted();
  const admin = isAdmin(useCurrentProfile());
  const onLinkClick = useLinkClick();
  const [showingShipments, setShowingShipments] = useState(false);
  const icon = statusIcon(a.status, a.progress);
  const date = (value: string | null) => (value ? formatUtc(value, locale) : NONE);

  const rows: Array<[string, ReactNode, string]> = [
    ...(admin ? [[t('assignment.fields.company'), a.companyName, 'company'] as [string, ReactNode, string]] : []),
    [t('assignment.fields.division'), a.companyDivision, 'division'],
    [t('assignment.fields.createdAt'), `${formatUtc(a.createdAt, locale)} (${ageFormatter(t)(a.age)})`, 'created'],
    [t('assignment.fields.pickupOn'), date(a.pickupOn), 'pickup'],
    [t('assignment.fields.deliverOn'), date(a.deliverOn), 'deliver'],
    [t('assignment.fields.origin'), addressBlock(a.origin, a.originStorage, t), 'origin'],
    [t('assignment.fields.destination'), addressBlock(a.destination, a.destinationStorage, t), 'destination'],
    [t('assignment.fields.poNumber'), a.poNumber ?? NONE, 'po'],
    [t('assignment.fields.pieces'), formatCount(a.pieces, locale), 'pieces'],
    [t('assignment.fields.grossWeight'), formatWeight(a.grossWeight, locale) || NONE, 'weight'],
    [t('assignment.fields.grossVolume'), formatVolume(a.grossVolume, locale) || NONE, 'volume'],
  ];
  if (shipmentHref) {
    const shipments = Object.entries(a.shipments);
    const links = shipments.map(([id, mode], i) => (
      <span key={id}>
        {i > 0 ? ', ' : null}
        <a href={shipmentHref(id)} onClick={onLinkClick} data-testid="assignment-shipment-link">
          {`${shipmentRef(id)} (${mode})`}
        </a>
      </span>
    ));
    rows.push([t('adminAssignment.view.shipments'), shipments.length > 0 ? links : NONE, 'shipments']);
  }

  return (
    <>
      <Card className="mb-3">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="card-title h4 mb-0 me-2" data-testid="assignment-ref">
            {a.ref}
          </h1>
          <span className={cx('badge text-bg-light border d-inline-flex align-items-center gap-2 fs-6 fw-normal', liveCue(changed, a.id))} data-testid="assignment-status" data-status={a.status}>
            <StatusIcon name={icon} label={statusIconLabels(t)[icon]} />
            {statusLabel(a.status, t)}
          </span>
          {a.completed ? <span className="badge text-bg-success">{t('assignment.view.completed')}</span> : null}
          <div className="ms-auto d-flex flex-wrap gap-2">
            {actions}
            <Button variant="outline-primary" size="sm" disabled={!mounted} onClick={() => setShowingShipments(true)} data-testid="assignment-shipments">
              {t('assignment.shipments.open')}
            </Button>
          </div>
        </div>
        <Progress value={a.progress} label={t('assignment.fields.progress')} className="mb-3" />
        <dl className="row mb-0" data-testid="assignment-details">
          {rows.map(([label, value, key]) => (
            <div key={key} className="col-md-6 d-flex" data-field={key}>
              <dt className="w-50 fw-semibold">{label}</dt>
              <dd className="w-50 mb-2">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="mb-3">
        <h2 className="card-title h5 mb-3">{t('assignment.view.assets')}</h2>
        <AssignmentAssets assets={a.assets} assetHref={assetHref} />
      </Card>
      <Card className="mb-3">
        <h2 className="card-title h5 mb-3">{t('assignment.view.documents')}</h2>
        {documents ?? <AssignmentDocuments assignment={a} />}
      </Card>
      <TrackingLinks assignmentId={a.id} />
      <HistoryTimeline subject="assignment" id={String(a.id)} />
      {showingShipments ? <ShipmentSummaryModal assignmentId={String(a.id)} assignmentRef={a.ref} onClose={() => setShowingShipments(false)} /> : null}
    </>
  );
}
