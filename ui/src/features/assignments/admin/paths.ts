/** Where the admin's assignment screens live (assets/routes.json). */
export const ADMIN_ASSIGNMENTS_PATH = '/app/admin/assignment';
/** The shipment add screen, built from the draft shipment. */
export const SHIPMENT_ADD_PATH = '/app/admin/shipment/add';

export const adminAssignmentPath = (id: number | string) => `${ADMIN_ASSIGNMENTS_PATH}/${id}`;
export const adminAssignmentEditPath = (id: number | string) => `${ADMIN_ASSIGNMENTS_PATH}/edit/${id}`;
export const adminAssetPath = (id: number | string) => `/app/admin/inventory/${id}`;
export const adminShipmentPath = (id: number | string) => `/app/admin/shipment/${id}`;
/** The proof of delivery recorded on the phone (features/warehouse/delivery). */
export const deliveryProofPath = (id: number | string) => `/app/admin/warehouse/delivery/${id}`;
