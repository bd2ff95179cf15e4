import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { formatUtc, LIST_DATE_TIME } from '../../shared/format/date';
import { useLocale, useT, type Translate } from '../../shared/i18n';
import type { Locale } from '../../shared/payload';
import { NONE } from '../../shared/labels';
import { DataTable, ListPage, useServerList, type DataColumn, type ListUrlOptions } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { Button, SelectField, useMounted } from '../../shared/ui';
import { JOB_API, JOB_LIST, JOB_STATUSES, jobApiFilters, jobSummaryQuery, readJobStatus, retryJob, withJobStatus, type Job, type JobStatus } from './api';

/** The server's sorts of GET /api/admin/job (features/jobs/records.rs). */
const LIST_OPTIONS: ListUrlOptions = { sortable: ['created', 'runAt', 'kind', 'attempts'], defaultSort: { column: 'created', dir: 'desc' } };

const rowKey = (j: Job) => j.id;
const BADGE: Readonly<Record<JobStatus, string>> = { pending: 'text-bg-secondary', running: 'text-bg-info', done: 'text-bg-success', failed: 'text-bg-danger' };

/** A kind's name in the language shown; a kind this build has no words for shows as the server names it. */
function kindLabel(t: Translate, kind: string): string {
  const key = `jobs.kinds.${kind}`;
  const label = t(key);
  return label === key ? kind : label;
}

function columns(t: Translate, locale: Locale, retry: (j: Job) => void, busy: boolean): DataColumn<Job>[] {
  return [
    { id: 'created', header: 'jobs.fields.created', cell: (j) => formatUtc(j.createdAt, locale, LIST_DATE_TIME), sortable: true, className: 'text-nowrap' },
    { id: 'kind', header: 'jobs.fields.kind', cell: (j) => kindLabel(t, j.kind), sortable: true },
    { id: 'status', header: 'jobs.fields.status', cell: (j) => <span className={`badge ${BADGE[j.status]}`}>{t(`jobs.statuses.${j.status}`)}</span> },
    { id: 'attempts', header: 'jobs.fields.attempts', cell: (j) => t('jobs.attemptsOf', { attempts: j.attempts, max: j.maxAttempts }), sortable: true, className: 'text-end text-nowrap' },
    { id: 'runAt', header: 'jobs.fields.runAt', cell: (j) => formatUtc(j.runAt, locale, LIST_DATE_TIME), sortable: true, className: 'text-nowrap' },
    { id: 'lastError', header: 'jobs.fields.lastError', cell: (j) => (j.lastError ? <span className="text-break small" data-testid="job-error">{j.lastError}</span> : NONE) },
    {
      id: 'retry',
      header: 'jobs.actions',
      cell: (j) =>
        j.status === 'failed' ? (
          <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => retry(j)} aria-label={t('jobs.retryOne', { id: j.id })} data-testid="job-retry">
            {t('jobs.retry')}
          </Button>
        ) : null,
    },
  ];
}

/**
 * /app/admin/jobs (docs/jobs.md): the background jobs' counts by status, and the jobs a page at a time (filtered by
 * status in the URL), the newest first, each with its last error; a failed one can be retried.
 */
export function JobsList({ menu }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const status = readJobStatus(search);
  const { list, data, isError, isStale } = useServerList<Job>({ base: JOB_LIST, path: JOB_API, options: LIST_OPTIONS, filters: jobApiFilters(status) });
  const summary = useQuery(jobSummaryQuery).data;
  const title = t(menu ?? 'menu.jobs');

  async function retry(job: Job) {
    await retryJob(job.id);
    toast.success(t('jobs.retried', { id: job.id }));
    await queryClient.invalidateQueries({ queryKey: ['admin', 'job'] });
  }
  const cols = useMemo(() => columns(t, locale, (j) => void retry(j), !mounted), [t, locale, mounted]); // eslint-disable-line react-hooks/exhaustive-deps

  const toolbar = (
    <>
      <ul className="list-inline mb-1 me-3" aria-label={t('jobs.summary')} data-testid="jobs-summary">
        {JOB_STATUSES.map((s) => (
          <li key={s} className="list-inline-item">
            <span className={`badge ${BADGE[s]}`} data-testid={`jobs-count-${s}`}>
              {t(`jobs.statuses.${s}`)}: {summary ? summary[s] : NONE}
            </span>
          </li>
        ))}
      </ul>
      <SelectField id="jobs-status" className="mb-1" label={t('jobs.fields.status')} value={status} disabled={!mounted} onChange={(e) => navigate({ pathname, search: withJobStatus(search, e.target.value as JobStatus | '') }, { preventScrollReset: true })} data-testid="jobs-status">
        <option value="">{t('jobs.allStatuses')}</option>
        {JOB_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`jobs.statuses.${s}`)}
          </option>
        ))}
      </SelectField>
    </>
  );

  return (
    <ListPage title={title} testId="jobs-screen" data={data} isError={isError}>
      {(page) => <DataTable page={page} list={list} stale={isStale} columns={cols} rowKey={rowKey} rowTestId="job-row" testId="jobs-list" label={title} empty={{ text: t('jobs.empty') }} toolbar={toolbar} />}
    </ListPage>
  );
}
