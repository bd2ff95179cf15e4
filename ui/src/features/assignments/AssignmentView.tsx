import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { addressLine, type Address } from '../../shared/address';
import { ageFormatter, statusIcon, StatusIcon, statusIconLabels, statusLabel } from '../../shared/assignment';
import { isAdmin, useCurrentProfile } from '../../shared/auth';
import { formatUtc } from '../../shared/format/date';
import { formatCount, formatVolume, formatWeight } from '../../shared/format/number';
import { useLocale, useT, type Translate } from '../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { Alert, Button, Card, Loading, Progress, useMounted } from '../../shared/ui';
import { AssignmentAssets } from './AssignmentAssets';
import { AssignmentDocuments } from './AssignmentDocuments';
import { assignmentQuery, type Assignment } from './api';
import { ASSIGNMENTS_PATH } from './paths';
import { ShipmentSummaryModal } from './ShipmentSummaryModal';
import { NONE } from '../../shared/labels';
import { HistoryTimeline } from '../../shared/history';

/**
 * /app/assignment/{assignmentId} (SPEC §2): status with its icon, progress bar, dates, addresses, assets
 * (each opens its inventory view), documents and the shipment summary. The server primes the assignment;
 * an id it does not know, or another company's, moves to /404.
 */
export function AssignmentView() {
  const t = useT();
  const onLinkClick = useLinkClick();
  const { assignmentId = '' } = useParams();
  const { data: assignment, isError, error } = useQuery(assignmentQuery(assignmentId));
  const missing = useNotFoundRedirect(error);

  let body;
  if (missing) return null;
  if (assignment) body = <AssignmentDetails assignment={assignment} />;
  else if (isError) body = <Alert>{t('assignment.view.loadFailed')}</Alert>;
  else body = <Loading />;

  return (
    <div className="assignment-view" data-testid="assignment-view">
      <p className="mb-2">
        <a href={ASSIGNMENTS_PATH} onClick={onLinkClick} data-testid="back-to-assignments">
          {t('assignment.back')}
        </a>
      </p>
      {body}
    </div>
  );
}

function addressBlock(address: Address | null, inStorage: boolean, t: Translate): ReactNode {
  return (
    <>
      {address ? addressLine(address) : NONE}
      {inStorage ? <span className="badge text-bg-secondary ms-2">{t('assignment.view.inStorage')}</span> : null}
    </>
  );
}

function AssignmentDetails({ assignment: a }: { assignment: Assignment }) {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const admin = isAdmin(useCurrentProfile());
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

  return (
    <>
      <Card className="mb-3">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="card-title h4 mb-0 me-2" data-testid="assignment-ref">
            {a.ref}
          </h1>
          <span className="badge text-bg-light border d-inline-flex align-items-center gap-2 fs-6 fw-normal" data-testid="assignment-status" data-status={a.status}>
            <StatusIcon name={icon} label={statusIconLabels(t)[icon]} />
            {statusLabel(a.status, t)}
          </span>
          {a.completed ? <span className="badge text-bg-success">{t('assignment.view.completed')}</span> : null}
          <Button variant="outline-primary" size="sm" className="ms-auto" disabled={!mounted} onClick={() => setShowingShipments(true)} data-testid="assignment-shipments">
            {t('assignment.shipments.open')}
          </Button>
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
        <AssignmentAssets assets={a.assets} />
      </Card>
      <Card className="mb-3">
        <h2 className="card-title h5 mb-3">{t('assignment.view.documents')}</h2>
        <AssignmentDocuments assignment={a} />
      </Card>
      <HistoryTimeline subject="assignment" id={String(a.id)} />
      {showingShipments ? <ShipmentSummaryModal assignmentId={String(a.id)} assignmentRef={a.ref} onClose={() => setShowingShipments(false)} /> : null}
    </>
  );
}
