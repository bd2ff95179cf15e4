import { describe, expect, it } from 'vitest';
import { inventoryApiFilters, parseInventoryFilters, printInventoryFilters } from './listFilters';

describe('inventory list filters', () => {
  it('reads hidden=1 and a division id from the URL, anything else as no filter', () => {
    expect(parseInventoryFilters('')).toEqual({ includeHidden: false, divisionId: null });
    expect(parseInventoryFilters('?hidden=1&division=7&page=3')).toEqual({ includeHidden: true, divisionId: 7 });
    expect(parseInventoryFilters('hidden=true&division=0')).toEqual({ includeHidden: false, divisionId: null });
    expect(parseInventoryFilters('?division=7x')).toEqual({ includeHidden: false, divisionId: null });
  });

  it('writes the filters beside the list parameters, back on page 1', () => {
    const next = printInventoryFilters('?q=nude&sort=title&dir=desc&page=4&division=7', { includeHidden: true, divisionId: null });
    expect(Object.fromEntries(new URLSearchParams(next))).toEqual({ q: 'nude', sort: 'title', dir: 'desc', page: '1', hidden: '1' });
    expect(printInventoryFilters('', { includeHidden: false, divisionId: 8 })).toBe('?division=8&page=1');
  });

  it('gives the API incHidden always and the division when one is chosen, in that order', () => {
    expect(inventoryApiFilters(parseInventoryFilters(''))).toEqual([['incHidden', 'false']]);
    expect(inventoryApiFilters(parseInventoryFilters('?hidden=1'))).toEqual([['incHidden', 'true']]);
    expect(inventoryApiFilters(parseInventoryFilters('?division=7&hidden=1'))).toEqual([['incHidden', 'true'], ['companyDivisionId', '7']]);
    expect(inventoryApiFilters({ includeHidden: false, divisionId: 8 })).toEqual([['incHidden', 'false'], ['companyDivisionId', '8']]);
  });
});
