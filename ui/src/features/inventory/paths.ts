/** Where the inventory screens live (assets/routes.json). */
export const INVENTORY_PATH = '/app/inventory';
export const ASSET_ADD_PATH = '/app/inventory/add';
/** The add-assignment screen the draft is handed to (features/assignments). */
export const ASSIGNMENT_ADD_PATH = '/app/assignment/add';

export function assetPath(id: number): string {
  return `${INVENTORY_PATH}/${id}`;
}

export function assetEditPath(id: number): string {
  return `${INVENTORY_PATH}/edit/${id}`;
}

export function assignmentPath(id: number): string {
  return `/app/assignment/${id}`;
}
