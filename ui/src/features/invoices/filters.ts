import { CURRENCIES, GROUP_BRANDS } from '../../shared/company/api';
import { isIsoDate } from '../../shared/format/dateInput';
import type { ListFilters } from '../../shared/list';

/**
 * The invoice lists' filters, kept in the URL beside the list's q/sort/size/page: `brand` (fd, eagle),
 * `company` (an id; the admin's list only), `currency` and the issue dates `from` and `to` (YYYY-MM-DD). An odd
 * value is no filter, as the server's page loader reads it, so the primed page is the one asked for.
 */
export interface InvoiceFilters {
  brand: string | null;
  companyId: number | null;
  currency: string | null;
  from: string | null;
  to: string | null;
}

const oneOf = (value: string | null, allowed: readonly string[]) => (value !== null && allowed.includes(value) ? value : null);
const day = (value: string | null) => (value !== null && isIsoDate(value) ? value : null);

export function readInvoiceFilters(search: string, withCompany: boolean): InvoiceFilters {
  const params = new URLSearchParams(search);
  const company = params.get('company');
  return {
    brand: oneOf(params.get('brand'), GROUP_BRANDS),
    companyId: withCompany && company !== null && /^[1-9]\d{0,8}$/.test(company) ? Number(company) : null,
    currency: oneOf(params.get('currency'), CURRENCIES),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

const URL_KEYS: Record<keyof InvoiceFilters, string> = { brand: 'brand', companyId: 'company', currency: 'currency', from: 'from', to: 'to' };

/** The query string ('?…') with one filter changed (null removes it): other parameters kept, back to page 1. */
export function withInvoiceFilter(search: string, key: keyof InvoiceFilters, value: string | number | null): string {
  const params = new URLSearchParams(search);
  if (value === null || value === '') params.delete(URL_KEYS[key]);
  else params.set(URL_KEYS[key], String(value));
  params.set('page', '1');
  return `?${params.toString()}`;
}

/** As GET /api/admin/invoice/ and /api/invoice take them, in the order the server's page loader writes them. */
export function invoiceApiFilters(f: InvoiceFilters): ListFilters {
  const out: Array<readonly [string, string]> = [];
  if (f.brand !== null) out.push(['groupBrand', f.brand]);
  if (f.companyId !== null) out.push(['companyId', String(f.companyId)]);
  if (f.currency !== null) out.push(['currency', f.currency]);
  if (f.from !== null) out.push(['from', f.from]);
  if (f.to !== null) out.push(['to', f.to]);
  return out;
}
