import { compareValues, type ListFilters } from '../../shared/list';

/**
 * The assignment list's own filters (SPEC §2: by owner company and division), kept in the URL beside the
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

export interface DivisionOption {
  id: number;
  label: string;
}

/**
 * The division filter's choices: the reader's divisions (every company's for the admin), only the chosen
 * company's once one is chosen. Several companies may name a division alike, so while the choices span
 * companies each says whose it is.
 */
export function divisionOptions(
  divisions: readonly { id: number; name: string; companyId: number }[],
  companies: readonly { id: number; name: string }[],
  companyId: number | null,
): DivisionOption[] {
  const names = new Map(companies.map((c) => [c.id, c.name]));
  const shown = companyId === null ? divisions : divisions.filter((d) => d.companyId === companyId);
  const spansCompanies = new Set(shown.map((d) => d.companyId)).size > 1;
  return shown
    .map((d) => {
      const company = names.get(d.companyId);
      return { id: d.id, label: spansCompanies && company ? `${company} · ${d.name}` : d.name };
    })
    .sort((a, b) => compareValues(a.label, b.label) || a.id - b.id);
}
