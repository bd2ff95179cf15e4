import { formatUtc, LIST_DATE } from '../format/date';
import { statusLabel } from '../assignment/status';
import { shipmentRef } from '../shipment/ref';
import type { Locale } from '../payload';
import type { HistoryEvent } from './api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What happened, as one sentence of the timeline in the reader's language. */
export function historyText(event: HistoryEvent, t: Translate, locale: Locale, subject: 'assignment' | 'inventory'): string {
  const day = (iso: string | null | undefined) => (iso ? formatUtc(iso, locale, LIST_DATE) : '');
  const where = event.location ? t('history.at', { location: event.location }) : '';
  switch (event.kind) {
    case 'created':
      return t(subject === 'assignment' ? 'history.createdAssignment' : 'history.createdAsset');
    case 'assignmentJoined':
      return t('history.assignmentJoined', { ref: event.assignmentRef ?? '' });
    case 'status': {
      const text = t('history.status', { status: statusLabel(event.status ?? '', t), progress: event.progress ?? 0 });
      if (event.completed === true) return `${text} ${t('history.completed')}`;
      return text;
    }
    case 'storageIn':
      return t('history.storageIn', { on: day(event.on) }) + where;
    case 'storageOut':
      return t('history.storageOut', { on: day(event.on) }) + where;
    case 'moved':
      if (!event.fromLocation) return t('history.movedIn', { on: day(event.on), to: event.location ?? '' });
      if (!event.location) return t('history.movedOut', { on: day(event.on), from: event.fromLocation });
      return t('history.movedFromTo', { on: day(event.on), from: event.fromLocation, to: event.location });
    case 'storageChanged':
      return t('history.storageChanged', { inOn: day(event.inOn), outOn: event.outOn ? day(event.outOn) : t('history.stillIn') }) + where;
    case 'storageRemoved':
      return t('history.storageRemoved', { inOn: day(event.inOn) }) + where;
    case 'documentAdded':
      return t(event.protected ? 'history.documentAddedProtected' : 'history.documentAdded', { name: event.documentName ?? '' });
    case 'documentRemoved':
      return t('history.documentRemoved', { name: event.documentName ?? '' });
    case 'shipmentJoined':
      return t('history.shipmentJoined', { shipment: shipmentRef(event.shipmentId ?? ''), mode: event.mode ?? '' });
    case 'shipmentLeft':
      return t('history.shipmentLeft', { shipment: shipmentRef(event.shipmentId ?? ''), mode: event.mode ?? '' });
    case 'conditionFlagged':
      return t('history.conditionFlagged', {
        id: event.conditionReportId ?? '',
        count: event.flaggedCount ?? 0,
        severity: t(`conditionReports.severity.${event.severity ?? 'moderate'}`),
      });
    default:
      return event.kind;
  }
}

/** Who: the staff member's name to the admin, the provider's brand to a customer, the system when nobody. */
export function historyActor(event: HistoryEvent, t: Translate): string {
  return event.by.name ?? t('history.system');
}
