import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { statusLabel } from '../../shared/assignment/status';
import { connectLive } from '../../shared/events/connection';
import { formatUtc } from '../../shared/format/date';
import { useLocale, useT } from '../../shared/i18n';
import { NONE } from '../../shared/labels/none';
import { usePayload } from '../../shared/payload';
import { useNotFoundRedirect } from '../../shared/routing';
import { Alert, Card, Loading, Progress } from '../../shared/ui';
import { cx } from '../../shared/ui/cx';
import { trackingEventsUrl, trackingQuery, type TrackedShipment } from './api';

/** How long the "updated" cue stays after a live change. */
const CUE_MS = 4000;

/**
 * /track/{token} (docs/tracking.md): one assignment's progress for someone without an account, from a link its
 * customer or the provider shared. Server-rendered with its data; after hydration it keeps one live connection
 * and reads the link again after each change. Ref, status, progress, dates and legs only. A link that does not
 * work (unknown, expired, revoked) is the 404 page.
 */
export function TrackingPage() {
  const t = useT();
  const locale = useLocale();
  const { brand, eventsAfter } = usePayload();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const { data, isError, error } = useQuery(trackingQuery(token));
  const missing = useNotFoundRedirect(error);
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connection = connectLive(() => {
      void queryClient.invalidateQueries({ queryKey: ['track', token] });
      setUpdated(true);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => setUpdated(false), CUE_MS);
    }, trackingEventsUrl(token), eventsAfter);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      connection.close();
    };
  }, [queryClient, token, eventsAfter]);
  if (missing) return null;
  const date = (value: string | null | undefined) => (value ? formatUtc(value, locale) : NONE);

  let body;
  if (data) {
    body = (
      <>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h1 className="h3 mb-0" data-testid="tracking-ref">
            {data.ref}
          </h1>
          <span className={cx('badge text-bg-light border fs-6 fw-normal', updated && 'live-changed')} data-testid="tracking-status" data-status={data.status}>
            {statusLabel(data.status, t)}
          </span>
          {data.completed ? <span className="badge text-bg-success">{t('tracking.completed')}</span> : null}
        </div>
        <Progress value={data.progress} label={t('tracking.progress')} className="mb-3" />
        <dl className="row mb-3" data-testid="tracking-dates">
          <dt className="col-6 col-sm-3">{t('tracking.pickupOn')}</dt>
          <dd className="col-6 col-sm-3">{date(data.pickupOn)}</dd>
          <dt className="col-6 col-sm-3">{t('tracking.deliverOn')}</dt>
          <dd className="col-6 col-sm-3">{date(data.deliverOn)}</dd>
        </dl>
        {data.shipments.length === 0 ? (
          <p className="text-body-secondary" data-testid="tracking-no-shipments">
            {t('tracking.noShipments')}
          </p>
        ) : (
          data.shipments.map((s) => <ShipmentLegs key={s.ref} shipment={s} />)
        )}
        <p className="small text-body-secondary mb-0">{t('tracking.expires', { date: date(data.expiresAt) })}</p>
      </>
    );
  } else if (isError) body = <Alert>{t('tracking.loadFailed')}</Alert>;
  else body = <Loading />;

  return (
    <main className="container py-4 tracking-page" data-testid="tracking-page">
      <p className="text-body-secondary mb-2">{t('tracking.title', { brand })}</p>
      <Card className="shadow-sm">{body}</Card>
      <div role="status" aria-live="polite" className="visually-hidden" data-testid="tracking-announcement">
        {updated && data ? t('tracking.updated', { ref: data.ref, status: statusLabel(data.status, t), progress: data.progress }) : ''}
      </div>
    </main>
  );
}

function ShipmentLegs({ shipment: s }: { shipment: TrackedShipment }) {
  const t = useT();
  const locale = useLocale();
  const date = (value: string | null | undefined) => (value ? formatUtc(value, locale) : NONE);
  return (
    <section className="mb-3" data-testid="tracking-shipment">
      <h2 className="h6">{t('tracking.shipment', { ref: s.ref, mode: s.mode })}</h2>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={t('tracking.legs')}>
        <table className="table table-sm mb-0">
          <thead>
            <tr>
              <th scope="col">{t('tracking.from')}</th>
              <th scope="col">{t('tracking.departs')}</th>
              <th scope="col">{t('tracking.to')}</th>
              <th scope="col">{t('tracking.arrives')}</th>
            </tr>
          </thead>
          <tbody>
            {s.legs.map((leg, i) => (
              <tr key={i} data-testid="tracking-leg">
                <td>{leg.pod ?? NONE}</td>
                <td>{date(leg.etdOn)}</td>
                <td>{leg.poa ?? NONE}</td>
                <td>{date(leg.etaOn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
