import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatUtc, LIST_DATE_TIME } from '../../shared/format/date';
import { useLocale, useT, type Translate } from '../../shared/i18n';
import type { Locale } from '../../shared/payload';
import { NONE } from '../../shared/labels';
import { DataTable, ListPage, useServerList, type DataColumn, type ListUrlOptions } from '../../shared/list';
import { toast } from '../../shared/toast';
import { Button, useMounted } from '../../shared/ui';
import { logApi, logBase, sendAgain, type Attempt, type Endpoint } from './api';

/** The server's sorts of GET /api/admin/webhook/{id}/log (features/webhooks/log.rs). */
const LIST_OPTIONS: ListUrlOptions = { sortable: ['at', 'event', 'status', 'duration'], defaultSort: { column: 'at', dir: 'desc' } };
const rowKey = (a: Attempt) => a.id;

function columns(t: Translate, locale: Locale, again: (a: Attempt) => void, busy: boolean): DataColumn<Attempt>[] {
  return [
    { id: 'at', header: 'webhooks.log.at', cell: (a) => formatUtc(a.at, locale, LIST_DATE_TIME), sortable: true, className: 'text-nowrap' },
    {
      id: 'event',
      header: 'webhooks.log.event',
      cell: (a) => (
        <>
          <code>{a.eventType}</code> <span className="text-body-secondary small">#{a.eventId}</span>
        </>
      ),
      sortable: true,
    },
    { id: 'attempt', header: 'webhooks.log.attempt', cell: (a) => a.attempt, className: 'text-end' },
    {
      id: 'status',
      header: 'webhooks.log.status',
      cell: (a) => <span className={`badge ${a.success ? 'text-bg-success' : 'text-bg-danger'}`} data-testid="webhook-log-status">{a.responseStatus ?? t('webhooks.log.noAnswer')}</span>,
      sortable: true,
    },
    { id: 'duration', header: 'webhooks.log.duration', cell: (a) => t('webhooks.log.ms', { ms: a.durationMs }), sortable: true, className: 'text-end text-nowrap' },
    { id: 'error', header: 'webhooks.log.error', cell: (a) => (a.error ? <span className="text-break small">{a.error}</span> : NONE) },
    {
      id: 'again',
      header: 'webhooks.actions',
      cell: (a) => (
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => again(a)} aria-label={t('webhooks.log.sendAgainOne', { id: a.eventId })} data-testid="webhook-send-again">
          {t('webhooks.log.sendAgain')}
        </Button>
      ),
    },
  ];
}

/** An endpoint's delivery log, a page at a time (the URL's list parameters), each attempt with "Send again". */
export function DeliveryLog({ endpoint }: { endpoint: Endpoint }) {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const { list, data, isError, isStale } = useServerList<Attempt>({ base: logBase(endpoint.id), path: logApi(endpoint.id), options: LIST_OPTIONS });

  async function again(a: Attempt) {
    await sendAgain(a.deliveryId);
    toast.success(t('webhooks.log.sent', { id: a.eventId }));
    await queryClient.invalidateQueries({ queryKey: logBase(endpoint.id) });
  }
  const cols = useMemo(() => columns(t, locale, (a) => void again(a), !mounted), [t, locale, mounted]); // eslint-disable-line react-hooks/exhaustive-deps
  const title = t('webhooks.log.title', { url: endpoint.url });

  return (
    <ListPage title={title} testId="webhook-log" data={data} isError={isError}>
      {(page) => (
        <DataTable
          page={page}
          list={list}
          stale={isStale}
          columns={cols}
          rowKey={rowKey}
          rowTestId="webhook-log-row"
          testId="webhook-log-list"
          label={title}
          empty={{ text: t('webhooks.log.empty') }}
          toolbar={
            <Button size="sm" variant="outline-secondary" onClick={() => void queryClient.invalidateQueries({ queryKey: logBase(endpoint.id) })} data-testid="webhook-log-refresh">
              {t('webhooks.log.refresh')}
            </Button>
          }
        />
      )}
    </ListPage>
  );
}
