import { useQuery } from '@tanstack/react-query';
import { addressLine } from '../../shared/address';
import { formatUtc } from '../../shared/format/date';
import { useLocale, useT } from '../../shared/i18n';
import { Alert, Button, Loading } from '../../shared/ui';
import { Modal } from '../../shared/ui/Modal';
import { shipmentsQuery, type ShipmentSummary } from './api';
import { NONE } from '../../shared/labels';
import { LegsTable } from '../../shared/shipment/LegsTable';

export interface ShipmentSummaryModalProps {
  assignmentId: string;
  assignmentRef: string;
  onClose: () => void;
}

/** The shipments carrying this assignment (GET /api/assignment/shipment/{id}), asked for when opened. */
export function ShipmentSummaryModal({ assignmentId, assignmentRef, onClose }: ShipmentSummaryModalProps) {
  const t = useT();
  const { data: shipments, isError } = useQuery(shipmentsQuery(assignmentId));

  let body;
  if (shipments) {
    body =
      shipments.length === 0 ? (
        <p className="mb-0" data-testid="shipments-none">
          {t('assignment.shipments.none')}
        </p>
      ) : (
        shipments.map((s) => <ShipmentBlock key={s.id} shipment={s} />)
      );
  } else if (isError) body = <Alert className="mb-0">{t('assignment.shipments.loadFailed')}</Alert>;
  else body = <Loading className="mb-0" />;

  return (
    <Modal
      title={t('assignment.shipments.title', { ref: assignmentRef })}
      onClose={onClose}
      size="lg"
      testId="shipment-summary"
      footer={
        <Button variant="outline-secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {body}
    </Modal>
  );
}

function ShipmentBlock({ shipment: s }: { shipment: ShipmentSummary }) {
  const t = useT();
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatUtc(value, locale) : NONE);
  const moment = (on: string | null, at: string | null) => (on && at ? `${date(on)} ${at}` : date(on));
  return (
    <section className="mb-3" data-testid="shipment">
      <dl className="row mb-2">
        <dt className="col-sm-4">{t('assignment.shipments.ref')}</dt>
        <dd className="col-sm-8" data-testid="shipment-ref">
          {s.ref}
        </dd>
        <dt className="col-sm-4">{t('assignment.shipments.mode')}</dt>
        <dd className="col-sm-8" data-testid="shipment-mode">
          {s.mode}
        </dd>
        <dt className="col-sm-4">{t('assignment.shipments.commencementOn')}</dt>
        <dd className="col-sm-8" data-testid="shipment-commencement">
          {moment(s.commencementOn, s.commencementAt)}
        </dd>
        <dt className="col-sm-4">{t('assignment.shipments.conclusionOn')}</dt>
        <dd className="col-sm-8" data-testid="shipment-conclusion">
          {moment(s.conclusionOn, s.conclusionAt)}
        </dd>
        <dt className="col-sm-4">{t('assignment.fields.origin')}</dt>
        <dd className="col-sm-8" data-testid="shipment-origin">
          {s.origin ? addressLine(s.origin) : NONE}
        </dd>
        <dt className="col-sm-4">{t('assignment.fields.destination')}</dt>
        <dd className="col-sm-8" data-testid="shipment-destination">
          {s.destination ? addressLine(s.destination) : NONE}
        </dd>
      </dl>
      {s.legs.length > 0 ? (
        <LegsTable legs={s.legs} caption={t('assignment.shipments.legs')} />
      ) : (
        <p className="small text-body-secondary mb-0">{t('assignment.shipments.noLegs')}</p>
      )}
    </section>
  );
}
