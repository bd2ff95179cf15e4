import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto } from '../../shared/api/schemas';
import type { ListFilters } from '../../shared/list';

/** A background job as /api/admin/job carries it (server: features/jobs/dto.rs). */
export type Job = Dto<'JobDto'>;
export type JobSummary = Dto<'JobSummaryDto'>;
export type JobStatus = Job['status'];

/** The list's query key starts so (the server's page loader primes `[...JOB_LIST, queryString]`). */
export const JOB_LIST = ['admin', 'job', 'list'] as const;
export const JOB_API = '/api/admin/job';
export const JOB_STATUSES: readonly JobStatus[] = ['pending', 'running', 'done', 'failed'];

export const jobSummaryQuery = queryOptions({
  queryKey: ['admin', 'job', 'summary'] as const,
  queryFn: () => apiFetch<JobSummary>('/api/admin/job/summary'),
  staleTime: staleFor(MINUTE / 6),
});

/** The status filter in the URL (`status=failed`); anything else is every status, as the server's page loader reads it. */
export function readJobStatus(search: string): JobStatus | '' {
  const status = new URLSearchParams(search).get('status') ?? '';
  return (JOB_STATUSES as readonly string[]).includes(status) ? (status as JobStatus) : '';
}

/** As the API takes it, in the order the server's page loader writes it (`JobFilters::query_pairs`). */
export function jobApiFilters(status: JobStatus | ''): ListFilters {
  return status ? [['status', status]] : [];
}

/** The query string ('?…') with the status changed: other parameters kept, back to the first page. */
export function withJobStatus(search: string, status: JobStatus | ''): string {
  const params = new URLSearchParams(search);
  if (status) params.set('status', status);
  else params.delete('status');
  params.set('page', '1');
  return `?${params.toString()}`;
}

export function retryJob(id: number): Promise<Job> {
  return apiFetch<Job>(`/api/admin/job/${id}/retry`, { method: 'POST' });
}
