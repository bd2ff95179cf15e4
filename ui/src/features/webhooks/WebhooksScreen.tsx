import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { formatUtc, LIST_DATE_TIME } from '../../shared/format/date';
import { useLocale, useT } from '../../shared/i18n';
import type { ScreenProps } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { Alert, Button, Card, Loading, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { DeliveryLog } from './DeliveryLog';
import { EndpointForm } from './EndpointForm';
import {
  createEndpoint,
  deleteEndpoint,
  enableEndpoint,
  endOldSecret,
  endpointState,
  endpointsQuery,
  readLogEndpoint,
  rotateSecret,
  updateEndpoint,
  withLogEndpoint,
  type Endpoint,
  type EndpointInput,
} from './api';

const STATE_BADGE = { active: 'text-bg-success', inactive: 'text-bg-secondary', disabled: 'text-bg-danger' } as const;

/**
 * /app/admin/webhooks (docs/webhooks.md): the webhook endpoints (URL, company, event types, state), the form that adds
 * or edits one, the secret shown once after adding or rotating, the reason an endpoint was disabled with a way to
 * enable it again, and the delivery log of the endpoint chosen (`?log=<id>`) with "Send again".
 */
export function WebhooksScreen({ menu }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const endpoints = useQuery(endpointsQuery);
  const [editing, setEditing] = useState<Endpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const logId = readLogEndpoint(search);
  const title = t(menu ?? 'menu.webhooks');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'webhook'] });

  async function save(input: EndpointInput) {
    if (editing && editing !== 'new') {
      await updateEndpoint(editing.id, input);
      toast.success(t('webhooks.saved'));
    } else {
      const made = await createEndpoint(input);
      setSecret({ url: made.endpoint.url, secret: made.secret });
    }
    setEditing(null);
    await refresh();
  }
  async function act(run: () => Promise<unknown>, message: string) {
    await run();
    toast.success(message);
    await refresh();
  }
  async function rotate(e: Endpoint) {
    const rotated = await rotateSecret(e.id);
    setSecret({ url: rotated.endpoint.url, secret: rotated.secret });
    await refresh();
  }
  const openLog = (id: number | null) => navigate({ pathname, search: withLogEndpoint(search, id) }, { preventScrollReset: true });
  const logEndpoint = endpoints.data?.find((e) => e.id === logId);

  return (
    <div data-testid="webhooks-screen">
      <div className="d-flex align-items-center mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <Button disabled={!mounted} onClick={() => setEditing('new')} data-testid="webhook-add">
          {t('webhooks.add')}
        </Button>
      </div>
      <p className="text-body-secondary">{t('webhooks.intro')}</p>
      {secret ? (
        <Alert variant="warning" className="mb-3">
          <p className="mb-1">{t('webhooks.secretOnce', { url: secret.url })}</p>
          <code className="user-select-all d-block text-break" data-testid="webhook-secret">
            {secret.secret}
          </code>
          <Button size="sm" variant="outline-secondary" className="mt-2" onClick={() => setSecret(null)}>
            {t('webhooks.secretDone')}
          </Button>
        </Alert>
      ) : null}
      {editing ? <EndpointForm key={editing === 'new' ? 'new' : editing.id} endpoint={editing === 'new' ? undefined : editing} onSave={save} onCancel={() => setEditing(null)} /> : null}
      {endpoints.data ? (
        <Card className="mb-3">
          {endpoints.data.length === 0 ? (
            <p className="mb-0" data-testid="webhooks-empty">
              {t('webhooks.empty')}
            </p>
          ) : (
            <div className="table-responsive">
              <table className="table align-middle mb-0" data-testid="webhooks-list" aria-label={title}>
                <thead>
                  <tr>
                    <th scope="col">{t('webhooks.fields.url')}</th>
                    <th scope="col">{t('webhooks.fields.company')}</th>
                    <th scope="col">{t('webhooks.fields.eventTypes')}</th>
                    <th scope="col">{t('webhooks.fields.state')}</th>
                    <th scope="col">{t('webhooks.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {endpoints.data.map((e) => {
                    const state = endpointState(e);
                    return (
                      <tr key={e.id} data-testid="webhook-row">
                        <td className="text-break">
                          <code>{e.url}</code>
                          {e.description ? <div className="small text-body-secondary">{e.description}</div> : null}
                        </td>
                        <td>{e.companyName ?? t('webhooks.allCompanies')}</td>
                        <td className="small">{e.eventTypes.length ? e.eventTypes.join(', ') : t('webhooks.allTypes')}</td>
                        <td>
                          <span className={`badge ${STATE_BADGE[state]}`} data-testid="webhook-state">
                            {t(`webhooks.states.${state}`)}
                          </span>
                          {e.disabledReason ? (
                            <div className="small text-danger text-break mt-1" data-testid="webhook-disabled-reason">
                              {e.disabledReason}
                              {e.disabledAt ? ` (${formatUtc(e.disabledAt, locale, LIST_DATE_TIME)})` : null}
                            </div>
                          ) : null}
                          {e.oldSecretUntil ? <div className="small text-body-secondary mt-1">{t('webhooks.oldSecretUntil', { at: formatUtc(e.oldSecretUntil, locale, LIST_DATE_TIME) })}</div> : null}
                        </td>
                        <td>
                          <div className="d-flex flex-wrap gap-1">
                            <Button size="sm" variant="outline-primary" disabled={!mounted} onClick={() => openLog(e.id)} data-testid="webhook-open-log">
                              {t('webhooks.openLog')}
                            </Button>
                            <Button size="sm" variant="outline-secondary" disabled={!mounted} onClick={() => setEditing(e)} data-testid="webhook-edit">
                              {t('webhooks.edit')}
                            </Button>
                            {e.disabledReason ? (
                              <Button size="sm" variant="outline-primary" disabled={!mounted} onClick={() => void act(() => enableEndpoint(e.id), t('webhooks.enabled'))} data-testid="webhook-enable">
                                {t('webhooks.enable')}
                              </Button>
                            ) : null}
                            <Button size="sm" variant="outline-secondary" disabled={!mounted} onClick={() => void rotate(e)} data-testid="webhook-rotate">
                              {t('webhooks.rotate')}
                            </Button>
                            {e.oldSecretUntil ? (
                              <Button size="sm" variant="outline-secondary" disabled={!mounted} onClick={() => void act(() => endOldSecret(e.id), t('webhooks.oldSecretEnded'))} data-testid="webhook-end-old">
                                {t('webhooks.endOldSecret')}
                              </Button>
                            ) : null}
                            <Button size="sm" variant="outline-danger" disabled={!mounted} onClick={() => setDeleting(e)} data-testid="webhook-delete">
                              {t('common.delete')}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      ) : endpoints.isError ? (
        <Alert variant="danger">{t('webhooks.loadFailed')}</Alert>
      ) : (
        <Loading />
      )}
      {logEndpoint ? (
        <>
          <Button size="sm" variant="link" className="px-0" onClick={() => openLog(null)} data-testid="webhook-close-log">
            {t('webhooks.closeLog')}
          </Button>
          <DeliveryLog key={logEndpoint.id} endpoint={logEndpoint} />
        </>
      ) : null}
      {deleting ? (
        <ConfirmModal
          title={t('webhooks.deleteTitle')}
          message={t('webhooks.deleteMessage', { url: deleting.url })}
          onConfirm={async () => {
            await deleteEndpoint(deleting.id);
            if (logId === deleting.id) openLog(null);
            await refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
