/** Where the user screens live (assets/routes.json). */
export const USERS_PATH = '/app/users';

export function userPath(id: number): string {
  return `${USERS_PATH}/${id}`;
}
