import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatUtc } from '../../shared/format/date';
import { useLocale, useT } from '../../shared/i18n';
import { Alert, Button, Card, Field, Loading } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { createTrackingLink, revokeTrackingLink, trackingLinksQuery, trackingUrl, type TrackingLink } from './trackingLinkCalls';

const DEFAULT_DAYS = 14;

/**
 * The assignment's tracking links (docs/tracking.md), for its customer and the admin: asked for only when
 * opened (no page carries them), made with a label and a number of days, shown once with a copy button, and
 * revoked with a confirmation.
 */
export function TrackingLinks({ assignmentId }: { assignmentId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section data-testid="tracking-links">
      <Card className="mb-3">
      <h2 className="card-title h5 mb-2">{t('assignment.trackingLinks.title')}</h2>
      <p className="text-body-secondary small">{t('assignment.trackingLinks.intro')}</p>
      {open ? (
        <TrackingLinksBody assignmentId={assignmentId} />
      ) : (
        <Button variant="outline-primary" size="sm" onClick={() => setOpen(true)} data-testid="tracking-links-show">
          {t('assignment.trackingLinks.show')}
        </Button>
      )}
      </Card>
    </section>
  );
}

function TrackingLinksBody({ assignmentId }: { assignmentId: number }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const query = trackingLinksQuery(assignmentId);
  const { data: links, isError } = useQuery(query);
  const [label, setLabel] = useState('');
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<TrackingLink | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const created = await createTrackingLink(assignmentId, label, Number(days));
      setMade(trackingUrl(window.location.origin, created.path));
      setCopied(false);
      setLabel('');
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
    } finally {
      setBusy(false);
    }
  }

  async function copy(url: string) {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  }

  async function revoke(link: TrackingLink) {
    await revokeTrackingLink(assignmentId, link.id);
    setRevoking(null);
    await queryClient.invalidateQueries({ queryKey: query.queryKey });
  }

  let list;
  if (links) {
    list =
      links.length === 0 ? (
        <p className="mb-0 text-body-secondary" data-testid="tracking-links-none">
          {t('assignment.trackingLinks.none')}
        </p>
      ) : (
        <ul className="list-group list-group-flush" data-testid="tracking-links-list">
          {links.map((link) => (
            <li key={link.id} className="list-group-item px-0 d-flex flex-wrap align-items-center gap-2" data-testid="tracking-link">
              <span className="fw-semibold">{link.label ?? `#${link.id}`}</span>
              <span className="small text-body-secondary">
                {link.revokedAt ? t('assignment.trackingLinks.revoked') : link.open ? t('assignment.trackingLinks.expires', { date: formatUtc(link.expiresAt, locale) }) : t('assignment.trackingLinks.expired')}
              </span>
              {link.open ? (
                <Button variant="outline-danger" size="sm" className="ms-auto" onClick={() => setRevoking(link)} data-testid="tracking-link-revoke">
                  {t('assignment.trackingLinks.revoke')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      );
  } else if (isError) list = <Alert className="mb-0">{t('assignment.trackingLinks.loadFailed')}</Alert>;
  else list = <Loading className="mb-0" />;

  return (
    <>
      <form className="row g-2 align-items-end mb-3" onSubmit={(e) => void create(e)} data-testid="tracking-link-form">
        <div className="col-sm-6">
          <Field id="tracking-link-label" label={t('assignment.trackingLinks.label')} help={t('assignment.trackingLinks.labelHint')} value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />
        </div>
        <div className="col-sm-3">
          <Field id="tracking-link-days" label={t('assignment.trackingLinks.days')} type="number" min={1} max={90} value={days} onChange={(e) => setDays(e.target.value)} required />
        </div>
        <div className="col-sm-3">
          <Button type="submit" disabled={busy} data-testid="tracking-link-create">
            {t('assignment.trackingLinks.create')}
          </Button>
        </div>
      </form>
      {made ? (
        <div className="alert alert-success" data-testid="tracking-link-made">
          <p className="mb-2">{t('assignment.trackingLinks.created')}</p>
          <div className="input-group">
            <input className="form-control" readOnly value={made} aria-label={t('assignment.trackingLinks.title')} data-testid="tracking-link-url" onFocus={(e) => e.target.select()} />
            <Button variant="outline-secondary" onClick={() => void copy(made)}>
              {copied ? t('assignment.trackingLinks.copied') : t('assignment.trackingLinks.copy')}
            </Button>
          </div>
        </div>
      ) : null}
      {list}
      {revoking ? (
        <ConfirmModal
          title={t('assignment.trackingLinks.revokeTitle')}
          message={t('assignment.trackingLinks.revokeMessage')}
          confirmLabel={t('assignment.trackingLinks.revoke')}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
          testId="tracking-link-revoke-confirm"
        />
      ) : null}
    </>
  );
}
