/*
 * The pure pieces of list screens that stay in the UI now that the server searches, sorts and pages
 * (server/src/list): page sizes, the pager's window, and text comparison for short option lists (filter
 * selects). They run while rendering, on the server (QuickJS: no Intl, no localeCompare) and in the
 * browser alike, so they use plain string and number comparisons only.
 */

import { formatCount } from '../format/number';
import type { Locale } from '../payload';

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

/** Page numbers start at 1; anything else (0, -3, 2.5, NaN) is read as the nearest page that exists. */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, pageCount);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}

/** How many pages `total` rows make at `size` a page; an empty list has one (empty) page. */
export function pageCountOf(total: number, size: number): number {
  const perPage = Math.max(1, Math.floor(size) || DEFAULT_PAGE_SIZE);
  return Math.max(1, Math.ceil(total / perPage));
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

/**
 * The figures of a list's summary ("Showing 1–10 of 10,000 entries"): `count` is the number that picks the
 * plural form, `total`, `from` and `to` are written with the reader's thousands groups (formatCount: no Intl,
 * so the server's render and the browser's agree).
 */
export function summaryFigures(total: number, page: number, size: number, rows: number, locale: Locale) {
  const from = (page - 1) * size + 1;
  return { count: total, total: formatCount(total, locale), from: formatCount(from, locale), to: formatCount(from + rows - 1, locale) };
}
