import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto } from '../../shared/api/schemas';

/** What a tracking link shows (server: features/tracking/dto.rs). */
export type Tracking = Dto<'TrackingDto'>;
export type TrackedShipment = Dto<'TrackedShipmentDto'>;

/** The link's page data; the server's page loader primes `['track', token]`. */
export function trackingQuery(token: string) {
  return queryOptions({
    queryKey: ['track', token] as const,
    queryFn: () => apiFetch<Tracking>(`/api/track/${encodeURIComponent(token)}`),
    // Kept current by the page's live connection, not by refetching on a timer.
    staleTime: staleFor(10 * MINUTE),
  });
}

/** The live changes of the tracked assignment. */
export function trackingEventsUrl(token: string): string {
  return `/api/track/${encodeURIComponent(token)}/events`;
}
