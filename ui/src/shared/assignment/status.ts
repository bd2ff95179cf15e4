/**
 * The assignment statuses in the workflow's order (docs/assignments.md), with the i18n key of each name
 * (`status.<key>`). The server sends the English name; the UI shows the translation.
 */
export const ASSIGNMENT_STATUSES = [
  { name: 'Submitted', key: 'submitted' },
  { name: 'Quoted', key: 'quoted' },
  { name: 'Collection Scheduled', key: 'collectionScheduled' },
  { name: 'Waiting to Collect', key: 'waitingToCollect' },
  { name: 'In Transit', key: 'inTransit' },
  { name: 'In Customs', key: 'inCustoms' },
  { name: 'In Bond', key: 'inBond' },
  { name: 'In Warehouse', key: 'inWarehouse' },
  { name: 'Delivery Scheduled', key: 'deliveryScheduled' },
  { name: 'Delivered', key: 'delivered' },
  { name: 'Cancelled', key: 'cancelled' },
] as const;

export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number]['name'];

const KEYS: ReadonlyMap<string, string> = new Map(ASSIGNMENT_STATUSES.map((s) => [s.name, `status.${s.key}`]));

/** The i18n key of a status name, or null for a name this UI does not know (show it as sent). */
export function statusLabelKey(name: string): string | null {
  return KEYS.get(name) ?? null;
}

/** The translated name of a status; an unknown one is shown as the server sent it. */
export function statusLabel(name: string, t: (key: string) => string): string {
  const key = statusLabelKey(name);
  return key ? t(key) : name;
}
