import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { staleFor } from '../../shared/api/query';
import type { Dto } from '../../shared/api/schemas';

/** GET /api/stats/ (docs/dashboard.md), camelCase as the server sends it. */
export type DashboardStats = Dto<'StatsDto'>;

export type RecentAssignment = Dto<'RecentAssignmentDto'>;

export type RecentAsset = Dto<'RecentAssetDto'>;

export type StatusCount = Dto<'StatusCountDto'>;

/** The server primes this query in the page payload under the key ["stats"]. */
export const statsQuery = queryOptions({
  queryKey: ['stats'] as const,
  queryFn: () => apiFetch<DashboardStats>('/api/stats/'),
  staleTime: staleFor(60 * 1000),
});

export function useStats() {
  return useQuery(statsQuery);
}
