import { describe, expect, it } from 'vitest';
import { parseListState, printListState, toggleSort, type ListState, type ListUrlOptions } from './urlState';

const options: ListUrlOptions = { sortable: ['name', 'email', 'users'] };
const base: ListState = { q: '', sort: null, dir: 'asc', size: 10, page: 1 };

describe('reading the URL', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListState('', options)).toEqual(base);
    expect(parseListState('?', options)).toEqual(base);
  });

  it('reads search, sort, direction, size and page, with or without the ?', () => {
    expect(parseListState('?q=hollis+demo&sort=email&dir=desc&size=3&page=2', options)).toEqual({ q: 'hollis demo', sort: 'email', dir: 'desc', size: 3, page: 2 });
    expect(parseListState('page=4&size=20', options)).toEqual({ ...base, size: 20, page: 4 });
    expect(parseListState(new URLSearchParams('q=%E6%9D%B1%E4%BA%AC'), options).q).toBe('東京');
  });

  it('ignores what it cannot use: unknown or unsortable columns, odd sizes and pages', () => {
    expect(parseListState('?sort=password&dir=desc', options)).toEqual(base);
    expect(parseListState('?sort=name&dir=sideways', options)).toEqual({ ...base, sort: 'name' });
    for (const size of ['4', '0', '-3', 'ten', '100', '']) expect(parseListState(`?size=${size}`, options).size, size).toBe(10);
    for (const page of ['0', '-2', 'two', '2.5', '1e3', '', '99999999999']) expect(parseListState(`?page=${page}`, options).page, page).toBe(1);
    // A page past the end is kept here; paginate() shows the last page for it.
    expect(parseListState('?page=999', options).page).toBe(999);
  });

  it('falls back to the default sort', () => {
    const withDefault = { ...options, defaultSort: { column: 'users', dir: 'desc' as const } };
    expect(parseListState('', withDefault)).toMatchObject({ sort: 'users', dir: 'desc' });
    expect(parseListState('?sort=name', withDefault)).toMatchObject({ sort: 'name', dir: 'asc' });
    expect(parseListState('?sort=nope', withDefault)).toMatchObject({ sort: 'users', dir: 'desc' });
  });
});

describe('writing the URL', () => {
  it('always writes the page, and the rest only when it is not the default', () => {
    expect(printListState('', base, options)).toBe('?page=1');
    expect(printListState('', { q: 'hollis demo', sort: 'email', dir: 'desc', size: 3, page: 2 }, options)).toBe('?q=hollis+demo&sort=email&dir=desc&size=3&page=2');
    expect(printListState('', { ...base, sort: 'name' }, options)).toBe('?sort=name&dir=asc&page=1');
  });

  it('keeps the parameters the list does not own (a screen’s filters) and replaces its own', () => {
    expect(printListState('?division=7&page=3&q=old&hidden=1', { ...base, q: 'new', page: 1 }, options)).toBe('?division=7&hidden=1&q=new&page=1');
  });

  it('leaves the default sort out', () => {
    const withDefault = { ...options, defaultSort: { column: 'users', dir: 'desc' as const } };
    expect(printListState('', { ...base, sort: 'users', dir: 'desc' }, withDefault)).toBe('?page=1');
    expect(printListState('', { ...base, sort: 'users', dir: 'asc' }, withDefault)).toBe('?sort=users&dir=asc&page=1');
  });

  it('round-trips every state', () => {
    const states: ListState[] = [
      base,
      { q: 'a&b=c', sort: 'users', dir: 'desc', size: 5, page: 7 },
      { q: 'Zoë 東京 +1', sort: null, dir: 'asc', size: 20, page: 1 },
    ];
    for (const state of states) expect(parseListState(printListState('?x=1', state, options), options)).toEqual(state);
  });
});

describe('clicking a header', () => {
  it('sorts a new column ascending, flips the current one, and goes back to the first page', () => {
    const onPage3 = { ...base, page: 3 };
    expect(toggleSort(onPage3, 'name')).toEqual({ ...base, sort: 'name', dir: 'asc', page: 1 });
    expect(toggleSort({ ...onPage3, sort: 'name' }, 'name')).toEqual({ ...base, sort: 'name', dir: 'desc', page: 1 });
    expect(toggleSort({ ...onPage3, sort: 'name', dir: 'desc' }, 'name')).toMatchObject({ dir: 'asc' });
    expect(toggleSort({ ...onPage3, sort: 'name', dir: 'desc' }, 'email')).toMatchObject({ sort: 'email', dir: 'asc' });
  });
});
