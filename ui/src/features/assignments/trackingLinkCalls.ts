import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto } from '../../shared/api/schemas';

/** An assignment's tracking link as its maker sees it (server: features/tracking). */
export type TrackingLink = Dto<'TrackingLinkDto'>;
export type CreatedTrackingLink = Dto<'CreatedTrackingLinkDto'>;

export function trackingLinksQuery(assignmentId: number) {
  return queryOptions({
    queryKey: ['assignment', String(assignmentId), 'tracking-links'] as const,
    queryFn: () => apiFetch<TrackingLink[]>(`/api/assignment/${assignmentId}/tracking-links`),
    staleTime: staleFor(MINUTE),
  });
}

export function createTrackingLink(assignmentId: number, label: string, expiresInDays: number): Promise<CreatedTrackingLink> {
  return apiFetch<CreatedTrackingLink>(`/api/assignment/${assignmentId}/tracking-links`, {
    method: 'POST',
    json: { label: label.trim() || null, expiresInDays },
  });
}

export function revokeTrackingLink(assignmentId: number, linkId: number): Promise<TrackingLink> {
  return apiFetch<TrackingLink>(`/api/assignment/${assignmentId}/tracking-links/${linkId}`, { method: 'DELETE' });
}

/** The link's whole address, as it is shared: this site's origin and the path the server gave. */
export function trackingUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}
