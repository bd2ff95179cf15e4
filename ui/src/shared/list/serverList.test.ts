/**
 * The list's URL state and the API query string: the UI keys a page's query by the same string the server
 * primes it under (`ListRequest::query_string`, tested with these very strings in server/src/list/params.rs),
 * so a hydrated list asks for nothing; and the URL state reads back what it writes.
 */
import { describe, expect, it } from 'vitest';
import { listQueryString, pageQuery } from './serverList';
import { parseListState, printListState, toggleSort, type ListState, type ListUrlOptions } from './urlState';

/** The Rust test's list: title (default, ascending) and artist. */
const spec: ListUrlOptions = { sortable: ['title', 'artist'], defaultSort: { column: 'title', dir: 'asc' } };
/** A list of four sortable columns, as the inventory's (whose filters features/inventory tests). */
const fourColumns: ListUrlOptions = { sortable: ['title', 'artist', 'theirRef', 'division'], defaultSort: { column: 'title', dir: 'asc' } };

describe('listQueryString', () => {
  it('is the string the server primes a page with', () => {
    // The search is trimmed and written as the server's form encoding writes it (space as +, & and accents escaped).
    const state = parseListState('?q=+Zo%C3%AB+h%26m+&sort=artist&dir=desc&size=5&page=3', spec);
    expect(state.q).toBe(' Zoë h&m ');
    expect(listQueryString(state, [['incHidden', 'false'], ['companyDivisionId', '7']])).toBe(
      'page=3&size=5&q=Zo%C3%AB+h%26m&sort=artist&dir=desc&incHidden=false&companyDivisionId=7',
    );
    expect(listQueryString(parseListState('', spec))).toBe('page=1&size=10&sort=title&dir=asc');
  });

  it('reads odd values as their defaults, as the server’s page loaders do', () => {
    expect(listQueryString(parseListState('?page=%2B5&size=7&sort=nope&dir=up', spec))).toBe('page=1&size=10&sort=title&dir=asc');
    expect(listQueryString(parseListState('?page=0', spec))).toBe('page=1&size=10&sort=title&dir=asc');
    expect(listQueryString(parseListState('?page=1234567890', spec))).toBe('page=1&size=10&sort=title&dir=asc');
    expect(listQueryString(parseListState('?sort=artist&dir=sideways', spec))).toBe('page=1&size=10&sort=artist&dir=asc');
    // A search of spaces is no search.
    expect(listQueryString(parseListState('?q=+++', spec))).toBe('page=1&size=10&sort=title&dir=asc');
  });

  it('keeps the filters in the order given, after the list’s own parameters', () => {
    expect(listQueryString({ q: '', sort: null, dir: 'asc', size: 20, page: 1 }, [['b', '2'], ['a', '1']])).toBe('page=1&size=20&b=2&a=1');
  });

  it('is the last part of the page’s query key', () => {
    const queryString = listQueryString(parseListState('?page=2', spec), [['incHidden', 'false']]);
    expect(pageQuery(['inventory', 'list'], '/api/inventory', queryString).queryKey).toEqual(['inventory', 'list', 'page=2&size=10&sort=title&dir=asc&incHidden=false']);
  });
});

describe('the URL state', () => {
  const states: ListState[] = [
    { q: '', sort: 'title', dir: 'asc', size: 10, page: 1 },
    { q: 'Zoë h&m', sort: 'artist', dir: 'desc', size: 5, page: 3 },
    { q: '東京 + 50%', sort: 'title', dir: 'desc', size: 3, page: 999 },
    { q: 'a=b?c#d', sort: 'division', dir: 'asc', size: 20, page: 2 },
  ];

  it('reads back every state it writes, and the same API query string', () => {
    for (const state of states) {
      const search = printListState('', state, fourColumns);
      expect(parseListState(search, fourColumns), search).toEqual(state);
      expect(listQueryString(parseListState(search, fourColumns))).toBe(listQueryString(state));
    }
  });

  it('leaves the defaults out of the URL but keeps the page, and keeps a screen’s own parameters', () => {
    expect(printListState('', states[0], fourColumns)).toBe('?page=1');
    const search = printListState('?hidden=1&division=7&q=old&page=4', states[1], fourColumns);
    expect(search).toBe('?hidden=1&division=7&q=Zo%C3%AB+h%26m&sort=artist&dir=desc&size=5&page=3');
    expect(parseListState(search, fourColumns)).toEqual(states[1]);
  });

  it('sorts by a new column ascending from page 1, and turns the current one round', () => {
    const state = states[1];
    expect(toggleSort(state, 'title')).toEqual({ ...state, sort: 'title', dir: 'asc', page: 1 });
    expect(toggleSort(state, 'artist')).toEqual({ ...state, sort: 'artist', dir: 'asc', page: 1 });
    expect(toggleSort(toggleSort(state, 'title'), 'title')).toMatchObject({ sort: 'title', dir: 'desc' });
  });
});
