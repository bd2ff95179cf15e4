/** A shipment as every screen names it (the history, the assignment views, the shipment screens): S-{id}. */
export function shipmentRef(id: number | string): string {
  return `S-${id}`;
}
