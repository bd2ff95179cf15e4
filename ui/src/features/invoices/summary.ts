import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { ListFilters } from '../../shared/list';

/** One month, brand and currency of GET /api/admin/invoice/summary (server: features/costing/summary.rs). */
export interface SummaryRow {
  /** `2026-11`. */
  month: string;
  groupBrand: string;
  currency: string;
  invoices: number;
  net: string;
  tax: string;
  total: string;
  cost: string;
  margin: number;
}

/** The filters as the API query string carries them: the list's own, without paging. */
export function summaryQueryString(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of filters) params.append(key, value);
  return params.toString();
}

/** Primed by the invoices page's loader (`invoice::pages`, the server's invoice area) under the same key. */
export function summaryQuery(filters: ListFilters) {
  const qs = summaryQueryString(filters);
  return queryOptions({
    queryKey: ['admin', 'invoice', 'summary', qs] as const,
    queryFn: () => apiFetch<{ rows: SummaryRow[] }>(`/api/admin/invoice/summary?${qs}`),
    staleTime: staleFor(MINUTE),
  });
}

export const summaryXlsxPath = (filters: ListFilters) => `/api/admin/invoice/summary.xlsx?${summaryQueryString(filters)}`;
