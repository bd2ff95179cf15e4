import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/client';
import { createI18n, type Translator } from '../shared/i18n';
import type { Payload } from '../shared/payload';

export type Side = 'server' | 'client';

export interface AppState {
  queryClient: QueryClient;
  i18n: Translator;
}

/** Everything a render needs besides the payload; built the same way on both sides so hydration matches. */
export function createAppState(payload: Payload, side: Side): AppState {
  const queryClient = createQueryClient(side);
  primeQueryClient(queryClient, payload, side);
  return { queryClient, i18n: createI18n(payload.locale) };
}

export function createQueryClient(side: Side): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries:
        side === 'server'
          ? { staleTime: 'static', retry: false }
          : { staleTime: 30 * 1000, retry: retryOnce },
    },
  });
}

/** One more try after a network failure or a server error; an answer about the request (4xx) would not change. */
export function retryOnce(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/**
 * Puts the server's data into the cache before the first render, so useQuery returns it synchronously and
 * the browser fetches nothing again while hydrating.
 */
export function primeQueryClient(queryClient: QueryClient, payload: Payload, side: Side): void {
  // The server stamps data with payload.now rather than reading the clock; the browser's clock is fine.
  const parsedNow = Date.parse(payload.now);
  const updatedAt = side === 'server' ? (Number.isNaN(parsedNow) ? 0 : parsedNow) : undefined;
  queryClient.setQueryData(['profile'], payload.user, { updatedAt });
  for (const [key, value] of Object.entries(payload.data)) {
    let queryKey: unknown;
    try {
      queryKey = JSON.parse(key);
    } catch {
      queryKey = undefined;
    }
    if (!Array.isArray(queryKey)) {
      console.warn(`payload.data key is not a JSON query key: ${key}`);
      continue;
    }
    queryClient.setQueryData(queryKey, value, { updatedAt });
  }
}
