import { describe, expect, it } from 'vitest';
import { adminInventoryApiFilters, parseAdminInventoryFilters, printAdminInventoryFilters } from './filters';

describe('admin inventory filters', () => {
  it('reads company, division and hidden from the URL; odd values are no filter', () => {
    expect(parseAdminInventoryFilters('?company=3&division=7&hidden=1')).toEqual({ companyId: 3, divisionId: 7, includeHidden: true });
    expect(parseAdminInventoryFilters('?company=x&division=0')).toEqual({ companyId: null, divisionId: null, includeHidden: false });
  });

  it('writes them back beside the list parameters, on page 1', () => {
    const next = printAdminInventoryFilters('?q=horse&page=4&company=9', { companyId: 3, divisionId: null, includeHidden: true });
    expect(new URLSearchParams(next).get('company')).toBe('3');
    expect(new URLSearchParams(next).get('hidden')).toBe('1');
    expect(new URLSearchParams(next).get('page')).toBe('1');
    expect(new URLSearchParams(next).get('q')).toBe('horse');
    expect(new URLSearchParams(printAdminInventoryFilters(next, { companyId: null, divisionId: null, includeHidden: false })).has('company')).toBe(false);
  });

  it('asks the API in the order the server primes the page with', () => {
    expect(adminInventoryApiFilters({ companyId: 3, divisionId: 7, includeHidden: true })).toEqual([
      ['incHidden', 'true'],
      ['companyDivisionId', '7'],
      ['companyId', '3'],
    ]);
    expect(adminInventoryApiFilters({ companyId: null, divisionId: null, includeHidden: false })).toEqual([['incHidden', 'false']]);
  });
});
