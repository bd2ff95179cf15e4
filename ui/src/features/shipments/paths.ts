/** The admin's assignment screens the draft shipment links to (assets/routes.json). */
export const ADMIN_ASSIGNMENTS_PATH = '/app/admin/assignment';

export function adminAssignmentPath(id: number): string {
  return `${ADMIN_ASSIGNMENTS_PATH}/${id}`;
}
