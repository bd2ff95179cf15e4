import type { ListFilters } from '../../shared/list';

/**
 * The assignment list's own filters (by owner company and division; docs/assignments.md), kept in the URL beside the
 * list's q/sort/size/page as `company` and `division` (ids), so a reload or a shared link shows the same rows.
 */
export interface AssignmentFilters {
  companyId: number | null;
  divisionId: number | null;
}

const idParam = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

export function readFilters(search: string): AssignmentFilters {
  const params = new URLSearchParams(search);
  return { companyId: idParam(params.get('company')), divisionId: idParam(params.get('division')) };
}

/** The query string ('?…') with a filter changed: other parameters kept, back to the first page. */
export function withFilters(search: string, filters: AssignmentFilters): string {
  const params = new URLSearchParams(search);
  const set = (key: string, id: number | null) => (id === null ? params.delete(key) : params.set(key, String(id)));
  set('company', filters.companyId);
  set('division', filters.divisionId);
  params.set('page', '1');
  return `?${params.toString()}`;
}

/** The filters as GET /api/assignment takes them (after the list's own parameters, as the server writes them). */
export function assignmentApiFilters({ companyId, divisionId }: AssignmentFilters): ListFilters {
  const out: Array<readonly [string, string]> = [];
  if (companyId !== null) out.push(['companyId', String(companyId)]);
  if (divisionId !== null) out.push(['companyDivisionId', String(divisionId)]);
  return out;
}
