import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

export const MINUTE = 60 * 1000;

/**
 * A staleTime for query options. On the server every primed query is fresh for the whole render ('static'),
 * which also keeps TanStack from reading the clock there; in the browser data goes stale after `ms`.
 */
export function staleFor(ms: number): () => number | 'static' {
  return () => (typeof window === 'undefined' ? 'static' : ms);
}

/**
 * After an admin change. Names and counts show up on other screens (the users list shows company and
 * division names, the companies list counts users, the profile lists divisions), so every admin list
 * and the reader's own company data are marked stale, not only the list of the thing changed.
 * `deleted`: a deleted record's own query, left alone. Refetching it would be a 404 (an error toast, and
 * its screen moving to /404) while that screen is still on the way out.
 */
export async function refreshAdminData(queryClient: QueryClient, deleted?: QueryKey): Promise<void> {
  const gone = deleted ? hashKey(deleted) : null;
  const predicate = (query: Query) => query.queryHash !== gone;
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'], predicate }), queryClient.invalidateQueries({ queryKey: ['company'] })]);
}
