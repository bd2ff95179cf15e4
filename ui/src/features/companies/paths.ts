/** Where the company screens live (assets/routes.json). */
export const COMPANIES_PATH = '/app/companies';

export function companyPath(id: number): string {
  return `${COMPANIES_PATH}/${id}`;
}
