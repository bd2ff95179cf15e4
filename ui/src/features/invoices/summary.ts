import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto } from '../../shared/api/schemas';
import type { ListFilters } from '../../shared/list';

/** One month, brand and currency of GET /api/admin/invoice/summary (server: features/costing/summary.rs). */
export type SummaryRow = Dto<'SummaryRow'>;

/** The filters as the API query string carries them: the list's own, without paging. */
export function summaryQueryString(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of filters) params.append(key, value);
  return params.toString();
}

/** Primed by the invoices page's loader (`features/invoices/pages.rs` on the server) under the same key. */
export function summaryQuery(filters: ListFilters) {
  const qs = summaryQueryString(filters);
  return queryOptions({
    queryKey: ['admin', 'invoice', 'summary', qs] as const,
    queryFn: () => apiFetch<{ rows: SummaryRow[] }>(`/api/admin/invoice/summary?${qs}`),
    staleTime: staleFor(MINUTE),
  });
}

export const summaryXlsxPath = (filters: ListFilters) => `/api/admin/invoice/summary.xlsx?${summaryQueryString(filters)}`;
