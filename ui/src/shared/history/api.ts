import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/client';
import { MINUTE, staleFor } from '../api/query';
import type { Schema } from '../api/schemas';

/** One line of a history (GET /api/assignment/{id}/history, GET /api/inventory/{id}/history), newest first. */
export type HistoryEvent = Schema<'HistoryEvent'>;

export type HistorySubject = 'assignment' | 'inventory';

/**
 * Under the subject's own key (`['assignment', id, 'history']`), so whatever refreshes an assignment or an asset
 * after a change (an edit, a document) refreshes its history too. Client only: the page loaders do not prime it.
 */
export function historyQuery(subject: HistorySubject, id: string) {
  return queryOptions({
    queryKey: [subject, id, 'history'] as const,
    queryFn: () => apiFetch<HistoryEvent[]>(`/api/${subject}/${encodeURIComponent(id)}/history`),
    staleTime: staleFor(MINUTE),
  });
}
