/**
 * The draft shipment (docs/shipments.md): the assignments an admin
 * collects on /app/admin/assignment for the next shipment, each as its id and reference. The shipment add
 * form (/app/admin/shipment/add) is built from it and adds more by reference
 * (`GET /api/admin/assignment/ref/{ref}`, whose answer carries both); it clears the draft once saved.
 */
import { storedList, type ListedAssignment } from '../storage/storedList';

export { ALREADY_IN_LIST, addListed, removeListed, type ListedAssignment } from '../storage/storedList';

/** The local storage key of the draft shipment (docs/shipments.md). */
export const SHIPMENT_DRAFT_KEY = 'shipment';

/** Stored as `{"assignments": [{"id": 12, "ref": "HG-0012"}]}`. */
export const shipmentDraft = storedList(SHIPMENT_DRAFT_KEY, 'assignments');

export const readShipmentDraft = shipmentDraft.read;
export const writeShipmentDraft = shipmentDraft.write;
export const useShipmentDraft = shipmentDraft.use;

export function clearShipmentDraft(): void {
  writeShipmentDraft([]);
}

export type ShipmentDraftEntry = ListedAssignment;
