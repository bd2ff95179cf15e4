import { compareValues } from '../../shared/list';
import type { AssignmentRow } from './api';

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

export function filterRows(rows: readonly AssignmentRow[], { companyId, divisionId }: AssignmentFilters): readonly AssignmentRow[] {
  if (companyId === null && divisionId === null) return rows;
  return rows.filter((r) => (companyId === null || r.owner.companyId === companyId) && (divisionId === null || r.companyDivisionId === divisionId));
}

/** The owner companies of the rows, each once, ordered by name as the lists sort (no collator on the server). */
export function companiesOf(rows: readonly AssignmentRow[]): Array<{ id: number; name: string }> {
  const byId = new Map<number, string>();
  for (const r of rows) if (!byId.has(r.owner.companyId)) byId.set(r.owner.companyId, r.companyName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => compareValues(a.name, b.name) || a.id - b.id);
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
