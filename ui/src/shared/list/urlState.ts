import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortDir } from './core';

/**
 * A list's state lives in the URL query, so a reload, a shared link or the server's render shows the same
 * rows: `q` (search), `sort` + `dir` (a column id, asc|desc), `size` (3, 5, 10, 20) and `page` (docs/lists.md).
 * Other parameters (a screen's own filters) are kept as they are.
 */
export interface ListState {
  q: string;
  /** A sortable column's id, or null for the rows' own order. */
  sort: string | null;
  dir: SortDir;
  size: number;
  /** As asked for, at least 1; `paginate` clamps it to the pages that exist. */
  page: number;
}

export interface ListUrlOptions {
  /** Column ids that may be sorted by; any other `sort` is ignored. */
  sortable: readonly string[];
  /** The sort when the URL names none (it is then left out of the URL). */
  defaultSort?: { column: string; dir: SortDir } | null;
}

/** The query parameters a list owns. */
export const LIST_PARAMS = ['q', 'sort', 'dir', 'size', 'page'] as const;

function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
}

/** Reads a list's state from a query string ('?page=2&size=5' or 'page=2'), with a default for anything odd. */
export function parseListState(search: string | URLSearchParams, options: ListUrlOptions): ListState {
  const params = toParams(search);
  const sortParam = params.get('sort');
  const fallback = options.defaultSort && options.sortable.includes(options.defaultSort.column) ? options.defaultSort : null;
  let sort: string | null = null;
  let dir: SortDir = 'asc';
  if (sortParam !== null && options.sortable.includes(sortParam)) {
    sort = sortParam;
    dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  } else if (fallback) {
    sort = fallback.column;
    dir = fallback.dir;
  }
  const sizeParam = Number(params.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const pageParam = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  return { q: params.get('q') ?? '', sort, dir, size, page };
}

/**
 * The query string ('?...') for `state`, keeping the parameters of `search` that the list does not own.
 * Defaults are left out (no q, the default sort, size 10) except `page`, which is always written.
 */
export function printListState(search: string | URLSearchParams, state: ListState, options: ListUrlOptions): string {
  const out = new URLSearchParams();
  for (const [key, value] of toParams(search)) {
    if (!(LIST_PARAMS as readonly string[]).includes(key)) out.append(key, value);
  }
  if (state.q) out.set('q', state.q);
  const isDefaultSort = options.defaultSort ? state.sort === options.defaultSort.column && state.dir === options.defaultSort.dir : state.sort === null;
  if (state.sort && !isDefaultSort) {
    out.set('sort', state.sort);
    out.set('dir', state.dir);
  }
  if (state.size !== DEFAULT_PAGE_SIZE) out.set('size', String(state.size));
  out.set('page', String(Math.max(1, Math.floor(state.page) || 1)));
  return `?${out.toString()}`;
}

/** The state after clicking a column's header: a new column sorts ascending, the current one flips. */
export function toggleSort(state: ListState, column: string): ListState {
  const dir: SortDir = state.sort === column && state.dir === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: column, dir, page: 1 };
}
