export {
  ALREADY_IN_LIST,
  SHIPMENT_DRAFT_KEY,
  addListed,
  clearShipmentDraft,
  readShipmentDraft,
  removeListed,
  shipmentDraft,
  useShipmentDraft,
  writeShipmentDraft,
  type ShipmentDraftEntry,
} from './draft';
export { shipmentRef } from './ref';
