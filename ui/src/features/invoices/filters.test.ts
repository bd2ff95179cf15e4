import { describe, expect, it } from 'vitest';
import { invoiceApiFilters, readInvoiceFilters, withInvoiceFilter } from './filters';

describe('the invoice list filters', () => {
  it('reads the URL as the server reads it: odd values are no filter', () => {
    expect(readInvoiceFilters('?brand=eagle&company=3&currency=JPY&from=2026-11-01&to=2026-11-30', true)).toEqual({
      brand: 'eagle',
      companyId: 3,
      currency: 'JPY',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(readInvoiceFilters('?brand=hawk&company=x&currency=XYZ&from=1 Nov&to=2026-02-30', true)).toEqual({
      brand: null,
      companyId: null,
      currency: null,
      from: null,
      to: null,
    });
    expect(readInvoiceFilters('?company=3', false).companyId).toBeNull();
  });

  it('writes the API filters in the server order', () => {
    const filters = readInvoiceFilters('?to=2026-11-30&currency=GBP&company=3&brand=fd', true);
    expect(invoiceApiFilters(filters)).toEqual([
      ['groupBrand', 'fd'],
      ['companyId', '3'],
      ['currency', 'GBP'],
      ['to', '2026-11-30'],
    ]);
  });

  it('changes one filter and goes back to the first page', () => {
    expect(withInvoiceFilter('?page=3&q=hollis&brand=fd', 'currency', 'EUR')).toBe('?page=1&q=hollis&brand=fd&currency=EUR');
    expect(withInvoiceFilter('?page=3&brand=fd', 'brand', null)).toBe('?page=1');
  });
});
