/** Where the assignment screens live (assets/routes.json). */
export const ASSIGNMENTS_PATH = '/app/assignment';
/** The inventory list, where the draft assignment is built. */
export const INVENTORY_PATH = '/app/inventory';

export function assignmentPath(id: number | string): string {
  return `${ASSIGNMENTS_PATH}/${id}`;
}

export function assignmentAddPath(): string {
  return `${ASSIGNMENTS_PATH}/add`;
}

export function assetPath(id: number): string {
  return `${INVENTORY_PATH}/${id}`;
}
