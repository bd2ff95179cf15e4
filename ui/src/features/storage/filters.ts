import type { ListFilters } from '../../shared/list';

/**
 * /app/admin/storage's filters: the owner company (`company=<id>`) and division (`division=<id>`), in the URL so a
 * reload, a shared link and the server render show the same rows.
 */
export interface StorageFilters {
  companyId: number | null;
  divisionId: number | null;
}

const ID = /^[1-9]\d{0,8}$/;

function params(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

const idOf = (value: string | null) => (value !== null && ID.test(value) ? Number(value) : null);

export function parseStorageFilters(search: string): StorageFilters {
  const p = params(search);
  return { companyId: idOf(p.get('company')), divisionId: idOf(p.get('division')) };
}

/** The query string for other filters: the list's own parameters kept, back to the first page. */
export function printStorageFilters(search: string, filters: StorageFilters): string {
  const next = params(search);
  next.delete('company');
  next.delete('division');
  if (filters.companyId !== null) next.set('company', String(filters.companyId));
  if (filters.divisionId !== null) next.set('division', String(filters.divisionId));
  next.set('page', '1');
  return `?${next.toString()}`;
}

/** As GET /api/admin/storage/ takes them, in the server's order (`StorageFilters::query_pairs`). */
export function storageApiFilters(filters: StorageFilters): ListFilters {
  const out: [string, string][] = [];
  if (filters.companyId !== null) out.push(['companyId', String(filters.companyId)]);
  if (filters.divisionId !== null) out.push(['companyDivisionId', String(filters.divisionId)]);
  return out;
}
