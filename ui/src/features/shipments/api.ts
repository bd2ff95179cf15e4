import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';

/** What the draft shows of an assignment found by its reference (the answer is the admin list's row). */
export interface AssignmentByRef {
  id: number;
  ref: string;
  companyName: string;
  status: string;
  progress: number;
  completed: boolean;
}

/**
 * GET /api/admin/assignment/ref/{ref}: the assignment with this reference, as a list row; an unknown one is a
 * 404 'Invalid Assignment Reference' (SPEC §5), which the caller shows in place.
 */
export function assignmentByRefQuery(ref: string) {
  return queryOptions({
    queryKey: ['admin', 'assignment', 'ref', ref] as const,
    queryFn: () => apiFetch<AssignmentByRef>(`/api/admin/assignment/ref/${encodeURIComponent(ref)}`, { callerShowsError: isNotFound }),
    staleTime: staleFor(MINUTE),
    retry: false,
  });
}
