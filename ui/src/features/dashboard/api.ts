import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { staleFor } from '../../shared/api/query';

/** GET /api/stats/ (docs/dashboard.md), camelCase as the server sends it. */
export interface DashboardStats {
  assetCount: number;
  assignmentCount: number;
  assetsInTransit: number;
  assetsInStorage: number;
  recentAssignments: RecentAssignment[];
  /** One entry per status, in the workflow's order, zero counts included. */
  assignmentStatuses: StatusCount[];
}

export interface RecentAssignment {
  id: number;
  ref: string;
  status: string;
  progress: number;
  completed: boolean;
  companyId: number;
  companyName: string;
  companyDivisionId: number;
  divisionName: string;
  /** ISO instant. */
  createdAt: string;
  assets: RecentAsset[];
}

export interface RecentAsset {
  id: number;
  title: string;
  artist: string | null;
  theirRef: string | null;
}

export interface StatusCount {
  status: string;
  count: number;
}

/** The server primes this query in the page payload under the key ["stats"]. */
export const statsQuery = queryOptions({
  queryKey: ['stats'] as const,
  queryFn: () => apiFetch<DashboardStats>('/api/stats/'),
  staleTime: staleFor(60 * 1000),
});

export function useStats() {
  return useQuery(statsQuery);
}
