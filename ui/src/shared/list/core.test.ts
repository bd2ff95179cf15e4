import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  clampPage,
  compareText,
  compareValues,
  filterOrder,
  foldText,
  naturalOrder,
  pageWindow,
  paginate,
  queryTerms,
  sortOrder,
} from './core';

interface Row {
  name: string;
  email: string;
  users: number | null;
  disabled: boolean;
}

const rows: Row[] = [
  { name: 'Zoë Ågren', email: 'zoe@hollis.demo', users: 3, disabled: false },
  { name: 'anselm Keller', email: 'anselm@marlow.demo', users: null, disabled: true },
  { name: 'Clara Hollis', email: 'clara@hollis.demo', users: 10, disabled: false },
  { name: 'Björn Berg', email: 'bjorn@plinth.test', users: 2, disabled: false },
  { name: '', email: 'nobody@plinth.test', users: 2, disabled: true },
];
const texts = [(r: Row) => r.name, (r: Row) => r.email];

describe('search', () => {
  it('folds case and accents the same way for rows and queries', () => {
    expect(foldText('Zoë ÅGREN')).toBe('zoe agren');
    expect(foldText('Zürich')).toBe(foldText('zurich'));
    expect(foldText('東京')).toBe('東京');
    expect(queryTerms('  Hollis   DEMO ')).toEqual(['hollis', 'demo']);
  });

  it('keeps the rows holding every word, in the order given', () => {
    const index = buildSearchIndex(rows, texts);
    const all = naturalOrder(rows.length);
    expect(filterOrder(all, index, 'hollis')).toEqual([0, 2]);
    expect(filterOrder(all, index, 'HOLLIS clara')).toEqual([2]);
    expect(filterOrder(all, index, 'bjorn')).toEqual([3]);
    expect(filterOrder(all, index, 'agren')).toEqual([0]);
    expect(filterOrder([2, 0], index, 'hollis')).toEqual([2, 0]);
    expect(filterOrder(all, index, 'nothing-like-it')).toEqual([]);
  });

  it('returns the same order for an empty query, and never matches a word across two columns', () => {
    const index = buildSearchIndex(rows, texts);
    const all = naturalOrder(rows.length);
    expect(filterOrder(all, index, '   ')).toBe(all);
    // "Hollis" ends the name and "clara@" starts the email: "hollisclara" is in neither.
    expect(filterOrder(all, index, 'hollisclara')).toEqual([]);
    expect(filterOrder(all, index, 'hollis clara')).toEqual([2]);
  });
});

describe('sorting', () => {
  it('compares text case- and accent-blind, numbers inside text by value', () => {
    expect(compareText('hg-2', 'hg-10')).toBeLessThan(0);
    expect(compareText('hg-10', 'hg-2')).toBeGreaterThan(0);
    expect(compareText('a7', 'a07')).toBe(0);
    expect(compareText('a-1', 'a1')).toBeLessThan(0);
    expect(compareText('abc', 'abd')).toBeLessThan(0);
    expect(compareText('ab', 'ab1')).toBeLessThan(0);
    expect(compareValues('Émile', 'emile')).toBe(0);
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
    expect(compareValues(null, 'a')).toBeGreaterThan(0);
    expect(compareValues('', 0)).toBeGreaterThan(0);
  });

  it('sorts ascending and descending with empty values last both ways and ties in their own order', () => {
    const names = (order: number[]) => order.map((i) => rows[i].name);
    expect(names(sortOrder(rows, (r) => r.name, 'asc'))).toEqual(['anselm Keller', 'Björn Berg', 'Clara Hollis', 'Zoë Ågren', '']);
    expect(names(sortOrder(rows, (r) => r.name, 'desc'))).toEqual(['Zoë Ågren', 'Clara Hollis', 'Björn Berg', 'anselm Keller', '']);
    expect(sortOrder(rows, (r) => r.users, 'asc')).toEqual([3, 4, 0, 2, 1]);
    expect(sortOrder(rows, (r) => r.users, 'desc')).toEqual([2, 0, 3, 4, 1]);
    expect(sortOrder(rows, (r) => r.disabled, 'asc')).toEqual([0, 2, 3, 1, 4]);
  });

  it('keeps equal texts in the rows’ own order in both directions', () => {
    const cities = ['Paris', 'london', null, 'London', 'paris', 'Zürich', '', 'zurich', 'HG-10', 'HG-2'];
    expect(sortOrder(cities, (c) => c, 'asc')).toEqual([9, 8, 1, 3, 0, 4, 5, 7, 2, 6]);
    expect(sortOrder(cities, (c) => c, 'desc')).toEqual([5, 7, 0, 4, 1, 3, 8, 9, 2, 6]);
  });
});

describe('pages', () => {
  it('clamps a page that does not exist to the nearest one', () => {
    expect(clampPage(9, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(-3, 2)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('slices a page, the last one short, an empty list as one empty page', () => {
    expect(paginate(7, 1, 3)).toEqual({ page: 1, pageCount: 3, start: 0, end: 3, total: 7 });
    expect(paginate(7, 3, 3)).toEqual({ page: 3, pageCount: 3, start: 6, end: 7, total: 7 });
    expect(paginate(7, 8, 3)).toEqual({ page: 3, pageCount: 3, start: 6, end: 7, total: 7 });
    expect(paginate(0, 4, 10)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0, total: 0 });
    expect(paginate(20, 2, 10)).toEqual({ page: 2, pageCount: 2, start: 10, end: 20, total: 20 });
  });

  it('shows the first, the last and the neighbours of the current page in the pager', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageWindow(99, 1000)).toEqual([1, 'gap', 98, 99, 100, 'gap', 1000]);
  });
});

describe('10,000 rows', () => {
  // Deterministic rows: names and companies from small lists, picked by a linear congruential sequence (high bits).
  const first = ['Ada', 'Émile', 'björn', 'Clara', 'Zoë', 'Yusuf', 'Mei', 'Олег', '葵', 'Luís'];
  const companies = ['Hollis Gallery', 'Marlow Collection', 'Thames Fine Art', null];
  let seed = 42;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 16;
  };
  const big = Array.from({ length: 10_000 }, (_, i) => ({
    id: i + 1,
    name: `${first[next() % first.length]} Tester${next() % 500}`,
    company: companies[next() % companies.length],
    users: next() % 50,
  }));
  const bigTexts = [(r: (typeof big)[number]) => r.name, (r: (typeof big)[number]) => r.company ?? ''];

  it('searches, sorts and pages as a plain reference implementation does', () => {
    const index = buildSearchIndex(big, bigTexts);
    const order = sortOrder(big, (r) => r.users, 'desc');
    const hits = filterOrder(order, index, 'emile hollis');
    const page = paginate(hits.length, 3, 20);
    const shown = hits.slice(page.start, page.end).map((i) => big[i].id);

    const reference = big
      .map((r, i) => ({ r, i }))
      .filter(({ r }) => /[ée]mile/i.test(r.name) && (r.company ?? '').toLowerCase().includes('hollis'))
      .sort((a, b) => b.r.users - a.r.users || a.i - b.i)
      .map(({ r }) => r.id);
    expect(hits.length).toBe(reference.length);
    expect(hits.length).toBeGreaterThan(60);
    expect(page.page).toBe(3);
    expect(shown).toEqual(reference.slice(40, 60));
  });

  it('sorts text with empty values last and keeps every row exactly once', () => {
    const asc = sortOrder(big, (r) => r.company, 'asc');
    expect(new Set(asc).size).toBe(big.length);
    const names = asc.map((i) => big[i].company);
    const firstNull = names.indexOf(null);
    expect(names.slice(firstNull).every((n) => n === null)).toBe(true);
    for (let i = 1; i < firstNull; i++) expect(compareValues(names[i - 1], names[i])).toBeLessThanOrEqual(0);
    const byName = sortOrder(big, (r) => r.name, 'asc').map((i) => big[i].name);
    for (let i = 1; i < byName.length; i++) expect(compareValues(byName[i - 1], byName[i])).toBeLessThanOrEqual(0);
  });

  it('clamps an out-of-range page to the last one', () => {
    const index = buildSearchIndex(big, bigTexts);
    const hits = filterOrder(naturalOrder(big.length), index, 'marlow');
    const page = paginate(hits.length, 10_000, 10);
    expect(page.page).toBe(Math.ceil(hits.length / 10));
    expect(page.end).toBe(hits.length);
    expect(page.end - page.start).toBeGreaterThan(0);
  });
});
