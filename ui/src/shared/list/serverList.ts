import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../api/client';
import { MINUTE, staleFor } from '../api/query';
import type { ListState, ListUrlOptions } from './urlState';
import { useListState, type ListUrl } from './useListState';

/** One page of a list, as every list call answers (the server's `list::Page`). */
export interface Page<T> {
  rows: T[];
  /** Rows that match the search and filters, on all pages. */
  total: number;
  /** The page served: the one asked for, or the last one when that was past the end. */
  page: number;
  size: number;
}

/** A list's own filters as the API takes them, in a fixed order: `[['incHidden', 'false'], ...]`. */
export type ListFilters = ReadonlyArray<readonly [string, string]>;

/**
 * The API query string of a list request: page, size, q (when there is one), sort, dir, then the list's
 * filters. The server writes the same string for the data it primes a page with
 * (`ListRequest::query_string`), and both use it in the query key, so a hydrated list asks for nothing.
 */
export function listQueryString(state: ListState, filters: ListFilters = []): string {
  const params = new URLSearchParams();
  params.set('page', String(state.page));
  params.set('size', String(state.size));
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  for (const [key, value] of filters) params.append(key, value);
  return params.toString();
}

/** The query of one page: `[...base, queryString]` from `path?queryString`; the previous page stays on screen while the next loads. */
export function pageQuery<T>(base: readonly string[], path: string, queryString: string) {
  return queryOptions({
    queryKey: [...base, queryString],
    queryFn: () => apiFetch<Page<T>>(`${path}?${queryString}`),
    staleTime: staleFor(MINUTE),
    placeholderData: keepPreviousData,
  });
}

export interface ServerListOptions {
  /** The query key's start, e.g. ['inventory', 'list']. */
  base: readonly string[];
  /** The API path, e.g. '/api/inventory'. */
  path: string;
  /** Sortable columns and the default sort: the server's list spec. */
  options: ListUrlOptions;
  filters?: ListFilters;
}

export interface ServerList<T> {
  list: ListUrl;
  data: Page<T> | undefined;
  isError: boolean;
  /** The rows shown are the previous request's while this one loads. */
  isStale: boolean;
}

/**
 * A list answered by the server: its state in the URL (useListState), the page of that state fetched (or
 * primed by the server render), and a URL whose page is past the end corrected to the page served.
 */
export function useServerList<T>({ base, path, options, filters = [] }: ServerListOptions): ServerList<T> {
  const client = useQueryClient();
  const list = useListState(options);
  const queryString = listQueryString(list.state, filters);
  const query = useQuery(pageQuery<T>(base, path, queryString));
  const served = query.data && !query.isPlaceholderData ? query.data : null;
  const { go, state } = list;
  useEffect(() => {
    if (served === null || served.page === state.page) return;
    // The page asked for is past the end: the URL says the page shown, whose data is already here.
    const corrected = { ...state, page: served.page };
    client.setQueryData([...base, listQueryString(corrected, filters)], served);
    go(corrected, true);
    // `filters` and `base` may be new arrays each render; the query string stands for them and the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [served, queryString, go, client]);
  return { list, data: query.data, isError: query.isError, isStale: query.isPlaceholderData };
}
