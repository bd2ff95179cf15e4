/*
 * The pure steps of every list screen: fold text for search, filter, sort, paginate. They run while rendering,
 * on the server (QuickJS: no Intl, no localeCompare) and in the browser alike, so they use plain string and
 * number comparisons only, and give the same answer on both sides.
 *
 * They work on arrays of row positions (numbers) so the rows themselves are never copied, and each step can
 * be memoised on its own: sort when the rows or the sort change, filter when the query changes, slice when
 * the page changes.
 */

/** What a column sorts by: null/undefined/'' always go last, whatever the direction. */
export type SortValue = string | number | boolean | null | undefined;
export type SortDir = 'asc' | 'desc';

export const PAGE_SIZES = [3, 5, 10, 20] as const;
export const DEFAULT_PAGE_SIZE = 10;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const HAS_NORMALIZE = typeof ''.normalize === 'function';

/** Lower case without accents ("Zürich" -> "zurich"), the same in every engine: the form search compares. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (!HAS_NORMALIZE) return lower;
  // Plain ASCII (most names and emails) needs no normalisation.
  if (!/[^\x00-\x7f]/.test(lower)) return lower;
  return lower.normalize('NFD').replace(COMBINING_MARKS, '');
}

/** The query's words, folded; a row matches when it contains every one of them. */
export function queryTerms(query: string): string[] {
  return foldText(query)
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

// Column texts are joined with a character no one types, so a word never matches across two columns.
const COLUMN_SEPARATOR = '\u0001';

/** Each row's searchable text, folded, once per row: the costly step of search, memoised by the caller. */
export function buildSearchIndex<T>(rows: readonly T[], texts: ReadonlyArray<(row: T) => string>): string[] {
  const index = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    let joined = '';
    for (let c = 0; c < texts.length; c++) {
      const text = texts[c](rows[i]);
      if (text) joined += (joined ? COLUMN_SEPARATOR : '') + text;
    }
    index[i] = foldText(joined);
  }
  return index;
}

/** The positions of `order` whose text holds every term of `query`, in the order given. */
export function filterOrder(order: readonly number[], index: readonly string[], query: string): readonly number[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return order;
  const out: number[] = [];
  for (let i = 0; i < order.length; i++) {
    const text = index[order[i]];
    let all = true;
    for (let t = 0; t < terms.length; t++) {
      if (text.indexOf(terms[t]) < 0) {
        all = false;
        break;
      }
    }
    if (all) out.push(order[i]);
  }
  return out;
}

/** 0, 1, ..., n - 1: the rows in the order they came. */
export function naturalOrder(n: number): number[] {
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}

const DIGIT_RUN = /\d+/g;
const HAS_DIGIT = /\d/;
const PAD = '00000000000000000000';

/**
 * A key that orders by plain string comparison the way people read numbers inside text: every run of
 * digits is left-padded to 20 places, so "hg-2" sorts before "hg-10". Computed once per row when sorting.
 */
export function naturalKey(folded: string): string {
  if (!HAS_DIGIT.test(folded)) return folded;
  return folded.replace(DIGIT_RUN, (run) => (run.length >= PAD.length ? run : PAD.slice(run.length) + run));
}

/**
 * Compares two folded strings, runs of digits by their number ("hg-2" before "hg-10"), the rest by code
 * unit. Not locale-aware on purpose: the server (QuickJS) has no collator and must sort as the browser does.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const ka = naturalKey(a);
  const kb = naturalKey(b);
  return ka === kb ? 0 : ka < kb ? -1 : 1;
}

const isEmpty = (v: SortValue) => v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** Ascending comparison of two sort values of one column (numbers, booleans, strings); empty ones last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const ea = isEmpty(a);
  const eb = isEmpty(b);
  if (ea || eb) return ea === eb ? 0 : ea ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  return compareText(typeof a === 'string' ? foldText(a) : String(a), typeof b === 'string' ? foldText(b) : String(b));
}

const INDEX_WIDTH = 9;
const INDEX_PAD = '000000000';

/**
 * Row positions sorted by one column's value; ties keep the rows' own order, and empty values stay last in
 * both directions. Each row's value is read (and folded) once.
 */
export function sortOrder<T>(rows: readonly T[], value: (row: T) => SortValue, dir: SortDir): number[] {
  const n = rows.length;
  const keys = new Array<SortValue>(n);
  const filled: number[] = [];
  const empties: number[] = [];
  let allText = true;
  for (let i = 0; i < n; i++) {
    const v = value(rows[i]);
    if (isEmpty(v)) {
      empties.push(i);
      continue;
    }
    filled.push(i);
    if (typeof v === 'string') keys[i] = naturalKey(foldText(v));
    else {
      keys[i] = v;
      allText = false;
    }
  }
  const sorted = allText && n < 1e9 ? sortTextKeys(filled, keys as string[], dir, n) : sortMixedKeys(filled, keys, dir);
  for (let e = 0; e < empties.length; e++) sorted.push(empties[e]);
  return sorted;
}

/**
 * Text keys sorted by the engine's own sort without a comparator (several times faster in QuickJS than calling
 * one): each entry is "key NUL position", the position written so that ties come out in the rows' order.
 */
function sortTextKeys(positions: readonly number[], keys: readonly string[], dir: SortDir, n: number): number[] {
  const desc = dir === 'desc';
  const entries = new Array<string>(positions.length);
  for (let k = 0; k < positions.length; k++) {
    const i = positions[k];
    // Descending is ascending reversed, so there the position is stored counted from the end.
    const tie = String(desc ? n - 1 - i : i);
    entries[k] = `${keys[i]}\u0000${INDEX_PAD.slice(tie.length)}${tie}`;
  }
  entries.sort();
  if (desc) entries.reverse();
  const out = new Array<number>(entries.length);
  for (let k = 0; k < entries.length; k++) {
    const tie = Number(entries[k].slice(entries[k].length - INDEX_WIDTH));
    out[k] = desc ? n - 1 - tie : tie;
  }
  return out;
}

function sortMixedKeys(positions: readonly number[], keys: readonly SortValue[], dir: SortDir): number[] {
  const sign = dir === 'desc' ? -1 : 1;
  return [...positions].sort((x, y) => {
    const c = compareValues(keys[x], keys[y]);
    return c !== 0 ? c * sign : x - y;
  });
}

/** Page numbers start at 1; anything else (0, -3, 2.5, NaN) is read as the nearest page that exists. */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, pageCount);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}

export interface PageSlice {
  /** The page shown: the one asked for, clamped to those that exist. */
  page: number;
  pageCount: number;
  /** Positions in the filtered, sorted order: rows [start, end) are shown. */
  start: number;
  end: number;
  total: number;
}

/** Which rows one page shows. An empty list has one (empty) page. */
export function paginate(total: number, page: number, size: number): PageSlice {
  const perPage = Math.max(1, Math.floor(size) || DEFAULT_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const shown = clampPage(page, pageCount);
  const start = (shown - 1) * perPage;
  return { page: shown, pageCount, start, end: Math.min(total, start + perPage), total };
}

/** 'gap' stands for the pages left out between two numbers of the pager. */
export type PagerItem = number | 'gap';

/**
 * The page numbers a pager shows: always the first and the last, and `around` pages either side of the
 * current one; a run of hidden pages becomes one 'gap' (a single hidden page is shown instead).
 */
export function pageWindow(page: number, pageCount: number, around = 1): PagerItem[] {
  const count = Math.max(1, pageCount);
  const current = clampPage(page, count);
  const wanted = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const out: PagerItem[] = [];
  for (let i = 0; i < pages.length; i++) {
    if (i > 0) {
      const gap = pages[i] - pages[i - 1];
      if (gap === 2) out.push(pages[i] - 1);
      else if (gap > 2) out.push('gap');
    }
    out.push(pages[i]);
  }
  return out;
}
