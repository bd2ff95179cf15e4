import type { ListFilters } from '../../../shared/list';
import { inventoryApiFilters, parseInventoryFilters, printInventoryFilters, type InventoryFilters } from '../listFilters';

/**
 * /app/admin/inventory's filters: the customer list's (`hidden=1`, `division=<id>`) and the owner company
 * (`company=<id>`), all in the URL so a reload, a shared link and the server render show the same rows.
 */
export interface AdminInventoryFilters extends InventoryFilters {
  companyId: number | null;
}

const ID = /^[1-9]\d{0,8}$/;

function params(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

export function parseAdminInventoryFilters(search: string): AdminInventoryFilters {
  const company = params(search).get('company') ?? '';
  return { ...parseInventoryFilters(search), companyId: ID.test(company) ? Number(company) : null };
}

/** The query string for other filters: the list's own parameters kept, back to the first page. */
export function printAdminInventoryFilters(search: string, filters: AdminInventoryFilters): string {
  const next = params(printInventoryFilters(search, filters));
  next.delete('company');
  if (filters.companyId !== null) next.set('company', String(filters.companyId));
  return `?${next.toString()}`;
}

/** As GET /api/inventory takes them, in the server's order (`ListQuery::query_pairs`): incHidden, companyDivisionId, companyId. */
export function adminInventoryApiFilters(filters: AdminInventoryFilters): ListFilters {
  const out = [...inventoryApiFilters(filters)];
  if (filters.companyId !== null) out.push(['companyId', String(filters.companyId)]);
  return out;
}
