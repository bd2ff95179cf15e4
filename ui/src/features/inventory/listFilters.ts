import type { ListFilters } from '../../shared/list';

/**
 * The inventory list's own filters (docs/inventory.md), in the URL beside the list's q/sort/size/page so a reload and
 * the server render show the same rows: `hidden=1` includes hidden assets (a different call), `division=<id>`
 * keeps one division's.
 */
export interface InventoryFilters {
  includeHidden: boolean;
  divisionId: number | null;
}

function toParams(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

export function parseInventoryFilters(search: string): InventoryFilters {
  const params = toParams(search);
  const division = params.get('division') ?? '';
  return {
    includeHidden: params.get('hidden') === '1',
    divisionId: /^[1-9]\d{0,8}$/.test(division) ? Number(division) : null,
  };
}

/** The query string for other filters, keeping the list's own parameters but going back to its first page. */
export function printInventoryFilters(search: string, filters: InventoryFilters): string {
  const params = toParams(search);
  params.delete('hidden');
  params.delete('division');
  if (filters.includeHidden) params.set('hidden', '1');
  if (filters.divisionId !== null) params.set('division', String(filters.divisionId));
  params.set('page', '1');
  return `?${params.toString()}`;
}

/** The filters as GET /api/inventory takes them (after the list's own parameters, as the server writes them). */
export function inventoryApiFilters(filters: InventoryFilters): ListFilters {
  const out: Array<readonly [string, string]> = [['incHidden', String(filters.includeHidden)]];
  if (filters.divisionId !== null) out.push(['companyDivisionId', String(filters.divisionId)]);
  return out;
}
