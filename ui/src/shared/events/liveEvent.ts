import type { QueryKey } from '@tanstack/react-query';
import { statusLabel } from '../assignment/status';
import type { Translate } from '../i18n';

/** An event as `GET /api/events` sends it (docs/events.md). */
export interface LiveEvent {
  id: number;
  type: string;
  at: string;
  companyId: number;
  divisionId: number | null;
  data: Record<string, unknown>;
}

/**
 * Reads one `data:` line; null for anything that is not an event. A tracking page's stream sends only `id` and
 * `type` (docs/tracking.md): the rest then reads as empty.
 */
export function parseLiveEvent(text: string): LiveEvent | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const e = value as Partial<LiveEvent>;
    if (typeof e.id !== 'number' || typeof e.type !== 'string') return null;
    const data = e.data && typeof e.data === 'object' ? e.data : {};
    return { id: e.id, type: e.type, at: String(e.at ?? ''), companyId: Number(e.companyId ?? 0), divisionId: e.divisionId ?? null, data };
  } catch {
    return null;
  }
}

/** The assignment an event is about, if any. */
export function assignmentOf(event: LiveEvent): number | null {
  const id = event.data.assignmentId;
  return typeof id === 'number' ? id : null;
}

/**
 * An event's type split at its dot: what it is about and what happened (`assignment` and `created`). The
 * event types are compared in these halves, never as whole dotted strings, which would read as string keys.
 */
export function typeParts(event: LiveEvent): [subject: string, change: string] {
  const dot = event.type.indexOf('.');
  return dot < 0 ? [event.type, ''] : [event.type.slice(0, dot), event.type.slice(dot + 1)];
}

/**
 * The cached queries an event makes stale: the screens showing them fetch again (only those on screen do).
 * Assignment changes reach the dashboard's figures, the lists and views (customer's and admin's) and the
 * timelines; storage, documents and condition reports reach the works too.
 */
export function staleQueries(event: LiveEvent): QueryKey[] {
  const [subject, change] = typeParts(event);
  const keys: QueryKey[] = [['stats'], ['assignment'], ['admin', 'assignment']];
  if (subject === 'storage' || subject === 'document' || subject === 'condition_report') keys.push(['inventory'], ['admin', 'inventory']);
  if (subject === 'invoice') keys.push(['invoices'], ['admin', 'invoice']);
  if (subject === 'shipment' || change.startsWith('shipment')) keys.push(['admin', 'shipment']);
  return keys;
}

/** What to tell the reader of a change, or null for a change that needs no words. */
export function describeLiveEvent(event: LiveEvent, t: Translate): string | null {
  const d = event.data;
  const ref = typeof d.ref === 'string' ? d.ref : '';
  const [subject, change] = typeParts(event);
  switch (subject) {
    case 'assignment':
      if (change === 'created') return t('live.created', { ref });
      if (change === 'status_changed') return t('live.status', { ref, status: statusLabel(String(d.status ?? ''), t), progress: Number(d.progress ?? 0) });
      if (change === 'dates_changed') return t('live.dates', { ref });
      return t('live.shipment', { ref, shipment: String(d.shipmentRef ?? '') });
    case 'shipment':
      return t('live.shipment', { ref, shipment: String(d.shipmentRef ?? '') });
    case 'document':
      return t('live.document', { name: String(d.name ?? '') });
    case 'invoice':
      return t('live.invoice', { number: String(d.invoiceNumber ?? '') });
    case 'storage':
      return t('live.storage', { ref: ref || String(d.location ?? '') });
    case 'condition_report':
      return t('live.conditionReport');
    default:
      return null;
  }
}
