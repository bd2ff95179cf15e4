import { apiFetch } from '../../shared/api/client';
import type { Dto, Schema } from '../../shared/api/schemas';
import type { ListFilters } from '../../shared/list';
import { PURCHASE_CURRENCIES } from './purchaseInvoiceForm';

/** A purchase invoice as /api/admin/purchaseInvoice/ carries it (server: features/purchase_invoices/dto.rs). */
export type PurchaseInvoice = Dto<'PurchaseInvoiceDto'>;

export type PurchaseInvoiceInput = Schema<'PurchaseInvoiceInput'>;

/** The list's query key starts so (the server's page loader primes `[...PURCHASE_INVOICE_LIST, queryString]`). */
export const PURCHASE_INVOICE_LIST = ['admin', 'purchaseInvoice', 'list'] as const;
export const PURCHASE_INVOICE_API = '/api/admin/purchaseInvoice/';

/** The list's own filters in the URL: `currency=EUR`, `unpaid=1`. */
export interface PurchaseInvoiceFilters {
  currency: string;
  unpaid: boolean;
}

export function readPurchaseFilters(search: string): PurchaseInvoiceFilters {
  const params = new URLSearchParams(search);
  const currency = params.get('currency') ?? '';
  // An unknown code filters nothing, as the server's page loader reads it.
  return { currency: (PURCHASE_CURRENCIES as readonly string[]).includes(currency) ? currency : '', unpaid: params.get('unpaid') === '1' };
}

/** As the API takes them, in the order the server's page loader writes them (`PurchaseInvoiceFilters::query_pairs`). */
export function purchaseApiFilters(filters: PurchaseInvoiceFilters): ListFilters {
  const pairs: [string, string][] = [];
  if (filters.currency) pairs.push(['currency', filters.currency]);
  if (filters.unpaid) pairs.push(['unpaid', 'true']);
  return pairs;
}

/** The query string ('?…') with one filter changed: other parameters kept, back to the first page. */
export function withPurchaseFilter(search: string, key: 'currency' | 'unpaid', value: string | null): string {
  const params = new URLSearchParams(search);
  if (value) params.set(key, value);
  else params.delete(key);
  params.set('page', '1');
  return `?${params.toString()}`;
}

export function savePurchaseInvoice(input: PurchaseInvoiceInput): Promise<PurchaseInvoice> {
  return apiFetch<PurchaseInvoice>(PURCHASE_INVOICE_API, { method: input.id ? 'PUT' : 'POST', json: input });
}

export function deletePurchaseInvoice(id: number): Promise<unknown> {
  return apiFetch(`/api/admin/purchaseInvoice/${id}`, { method: 'DELETE' });
}
