import { formatUtc } from '../../shared/format/date';
import type { Translate } from '../../shared/i18n';
import { NONE } from '../../shared/labels';
import type { DataColumn } from '../../shared/list';
import type { Locale } from '../../shared/payload';
import type { ShipmentRow } from './api';
import { modeLabel } from './modeLabel';

/** The columns of /app/admin/shipment; every label is looked up here, once, not per row. */
export function shipmentColumns(t: Translate, locale: Locale): DataColumn<ShipmentRow>[] {
  const date = (iso: string | null) => (iso ? formatUtc(iso, locale) : NONE);
  const yes = t('shipment.fields.completedYes');
  const no = t('shipment.fields.completedNo');
  const mode = modeLabel(t);
  return [
    // The server's `asc` of the reference is the newest first (the list's default).
    { id: 'ref', header: 'shipment.fields.ref', cell: (s) => s.ref, sortable: true, reversed: true },
    { id: 'mode', header: 'shipment.fields.mode', cell: (s) => mode(s.mode), sortable: true },
    { id: 'assignments', header: 'shipment.fields.assignments', cell: (s) => (s.assignments.length ? s.assignments.join(', ') : NONE), sortable: true },
    { id: 'departure', header: 'shipment.fields.firstDeparture', cell: (s) => date(s.firstDeparture), sortable: true, className: 'text-nowrap' },
    { id: 'arrival', header: 'shipment.fields.lastArrival', cell: (s) => date(s.lastArrival), sortable: true, className: 'text-nowrap' },
    { id: 'origin', header: 'shipment.fields.origin', cell: (s) => s.origin ?? NONE },
    { id: 'destination', header: 'shipment.fields.destination', cell: (s) => s.destination ?? NONE },
    { id: 'completed', header: 'shipment.fields.completed', cell: (s) => (s.completed ? yes : no), sortable: true },
  ];
}
