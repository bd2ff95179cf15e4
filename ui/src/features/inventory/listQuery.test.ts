/**
 * The inventory list's API query string: its own filters after the list's parameters, as the server
 * primes the page, so a hydrated inventory list asks for nothing; and its filters kept in the URL.
 */
import { describe, expect, it } from 'vitest';
import { listQueryString, pageQuery, parseListState, printListState, type ListUrlOptions } from '../../shared/list';
import { inventoryApiFilters, parseInventoryFilters } from './listFilters';
import { INVENTORY_SORTS } from './inventoryColumns';

const inventory: ListUrlOptions = { sortable: INVENTORY_SORTS, defaultSort: { column: 'title', dir: 'asc' } };

/** What the inventory list asks the API for at `search` (its URL's query). */
const inventoryQuery = (search: string) => listQueryString(parseListState(search, inventory), inventoryApiFilters(parseInventoryFilters(search)));

describe('the inventory list query', () => {
  it('is the string the server primes the inventory page with', () => {
    expect(inventoryQuery('')).toBe('page=1&size=10&sort=title&dir=asc&incHidden=false');
    expect(inventoryQuery('?q=+Zo%C3%AB+h%26m+&sort=artist&dir=desc&size=5&page=3&division=7')).toBe(
      'page=3&size=5&q=Zo%C3%AB+h%26m&sort=artist&dir=desc&incHidden=false&companyDivisionId=7',
    );
    expect(inventoryQuery('?division=8&hidden=1&page=2')).toBe('page=2&size=10&sort=title&dir=asc&incHidden=true&companyDivisionId=8');
  });

  it('is the last part of the page’s query key', () => {
    expect(pageQuery(['inventory', 'list'], '/api/inventory', inventoryQuery('?page=2')).queryKey).toEqual([
      'inventory',
      'list',
      'page=2&size=10&sort=title&dir=asc&incHidden=false',
    ]);
  });

  it('keeps its filters in the URL beside the list’s own parameters', () => {
    const state = { q: 'Zoë h&m', sort: 'artist', dir: 'desc', size: 5, page: 3 } as const;
    const search = printListState('?hidden=1&division=7&q=old&page=4', state, inventory);
    expect(search).toBe('?hidden=1&division=7&q=Zo%C3%AB+h%26m&sort=artist&dir=desc&size=5&page=3');
    expect(parseInventoryFilters(search)).toEqual({ includeHidden: true, divisionId: 7 });
    expect(parseListState(search, inventory)).toEqual(state);
  });
});
