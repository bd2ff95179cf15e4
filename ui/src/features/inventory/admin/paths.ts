/** Where the admin inventory screens live (assets/routes.json). */
export const ADMIN_INVENTORY_PATH = '/app/admin/inventory';

export function adminAssetPath(id: number): string {
  return `${ADMIN_INVENTORY_PATH}/${id}`;
}

export function adminAssetEditPath(id: number): string {
  return `${ADMIN_INVENTORY_PATH}/edit/${id}`;
}

/** The admin's assignment view (features/assignments builds it). */
export function adminAssignmentPath(id: number): string {
  return `/app/admin/assignment/${id}`;
}
