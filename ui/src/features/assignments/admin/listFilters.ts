import type { ListFilters } from '../../../shared/list';
import { assignmentApiFilters, readFilters, type AssignmentFilters } from '../listFilters';

/**
 * The admin list's filters (docs/assignments.md): the customer list's `company` and `division`, and
 * `completed=1` to include completed assignments (left out: the open ones only, the call's default).
 */
export interface AdminAssignmentFilters extends AssignmentFilters {
  includeCompleted: boolean;
}

export function readAdminFilters(search: string): AdminAssignmentFilters {
  const params = new URLSearchParams(search);
  return { ...readFilters(search), includeCompleted: params.get('completed') === '1' };
}

/** The query string ('?…') with the toggle changed: other parameters kept, back to the first page. */
export function withIncludeCompleted(search: string, includeCompleted: boolean): string {
  const params = new URLSearchParams(search);
  if (includeCompleted) params.set('completed', '1');
  else params.delete('completed');
  params.set('page', '1');
  return `?${params.toString()}`;
}

/** As GET /api/admin/assignment/ takes them, in the order the server's page loader writes them. */
export function adminAssignmentApiFilters(filters: AdminAssignmentFilters): ListFilters {
  return [...assignmentApiFilters(filters), ['incCompleted', String(filters.includeCompleted)]];
}
