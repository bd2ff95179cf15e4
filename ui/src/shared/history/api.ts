import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/client';
import { MINUTE, staleFor } from '../api/query';

/** One line of a history (GET /api/assignment/{id}/history, GET /api/inventory/{id}/history), newest first. */
export interface HistoryEvent {
  /** One save may give several events, which share it. */
  entryId: number;
  kind:
    | 'created'
    | 'assignmentJoined'
    | 'status'
    | 'storageIn'
    | 'storageOut'
    | 'storageChanged'
    | 'storageRemoved'
    | 'documentAdded'
    | 'documentRemoved'
    | 'shipmentJoined'
    | 'shipmentLeft';
  /** UTC instant. */
  at: string;
  /** To a customer the provider's staff are the provider: `name` is the brand, `provider` true. */
  by: { name: string | null; provider: boolean };
  assignmentId?: number;
  assignmentRef?: string;
  status?: string;
  progress?: number;
  completed?: boolean;
  on?: string;
  inOn?: string;
  outOn?: string | null;
  location?: string | null;
  documentId?: number;
  documentName?: string;
  /** The admin only. */
  protected?: boolean;
  shipmentId?: number;
  mode?: string;
}

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
