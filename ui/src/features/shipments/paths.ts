/** Where the admin's shipment screens live (assets/routes.json), and the assignment screens they link to. */
export const SHIPMENTS_PATH = '/app/admin/shipment';
export const SHIPMENT_ADD_PATH = `${SHIPMENTS_PATH}/add`;
export const ADMIN_ASSIGNMENTS_PATH = '/app/admin/assignment';

export const shipmentPath = (id: number | string) => `${SHIPMENTS_PATH}/${id}`;
export const shipmentEditPath = (id: number | string) => `${SHIPMENTS_PATH}/edit/${id}`;

export function adminAssignmentPath(id: number): string {
  return `${ADMIN_ASSIGNMENTS_PATH}/${id}`;
}
