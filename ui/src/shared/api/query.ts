/**
 * A staleTime for query options. On the server every primed query is fresh for the whole render ('static'),
 * which also keeps TanStack from reading the clock there; in the browser data goes stale after `ms`.
 */
export function staleFor(ms: number): () => number | 'static' {
  return () => (typeof window === 'undefined' ? 'static' : ms);
}
