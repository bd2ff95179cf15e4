import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto, Schema } from '../../shared/api/schemas';
import type { Company, Division } from '../../shared/company/api';

export { COMPANY_API, COMPANY_LIST, CURRENCIES, GROUP_BRANDS, type Company, type Division, type GroupBrand, type Invoice } from '../../shared/company/api';

/** POST (create: no id) or PUT (update: id) of /api/admin/company. Divisions are saved by their own calls. */
export type CompanyInput = Schema<'CompanyInput'>;

/** POST (create: no id) or PUT (update: id) of /api/admin/company/division/. companyId cannot change. */
export type DivisionInput = Schema<'DivisionInput'>;


/** Query keys match the server's page loaders (`features/companies/pages.rs`): ids are strings, as in the URL. */
export function companyQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'company', id] as const,
    // A 404 moves the screen to /404 (useNotFoundRedirect): that page says it, not a toast as well.
    queryFn: () => apiFetch<Company>(`/api/admin/company/${encodeURIComponent(id)}`, { callerShowsError: isNotFound }),
    staleTime: staleFor(MINUTE),
  });
}

export function saveCompany(input: CompanyInput): Promise<Company> {
  return apiFetch<Company>('/api/admin/company', { method: input.id ? 'PUT' : 'POST', json: input });
}

export function deleteCompany(id: number): Promise<unknown> {
  return apiFetch(`/api/admin/company/${id}`, { method: 'DELETE' });
}

export function saveDivision(input: DivisionInput): Promise<Division> {
  return apiFetch<Division>('/api/admin/company/division/', { method: input.id ? 'PUT' : 'POST', json: input });
}

export function deleteDivision(id: number): Promise<unknown> {
  return apiFetch(`/api/admin/company/division/${id}`, { method: 'DELETE' });
}

/** A company's or a division's legal data as an invoice's buyer (server: features/invoice_parties). */
export type BuyerLegal = Dto<'BuyerLegalDto'>;
export type BuyerLegalInput = Schema<'BuyerLegalInput'>;

/** The company's own legal data path, or a division's (`GET`/`PUT …/legal`). */
function legalPath(companyId: number, divisionId: number | null): string {
  return divisionId === null ? `/api/admin/company/${companyId}/legal` : `/api/admin/company/${companyId}/division/${divisionId}/legal`;
}

/**
 * Keyed under the company, as the page loader primes them (`features/companies/pages.rs`). A 404 is not
 * toasted: it comes only when the company or the division was just deleted, and its screen or row is going.
 */
export function buyerLegalQuery(companyId: number, divisionId: number | null) {
  const key = divisionId === null ? ['admin', 'company', String(companyId), 'legal'] : ['admin', 'company', String(companyId), 'division', String(divisionId), 'legal'];
  return queryOptions({
    queryKey: key,
    queryFn: () => apiFetch<BuyerLegal>(legalPath(companyId, divisionId), { callerShowsError: isNotFound }),
    staleTime: staleFor(MINUTE),
  });
}

/** Takes a division's own legal data away: its invoices use the company's again (answers `saved` false). */
export function removeDivisionLegal(companyId: number, divisionId: number): Promise<BuyerLegal> {
  return apiFetch<BuyerLegal>(legalPath(companyId, divisionId), { method: 'DELETE' });
}

/** Saves the legal data whole; a VAT number not of its form, an unknown country… is a 422 naming it. */
export function saveBuyerLegal(companyId: number, divisionId: number | null, input: BuyerLegalInput): Promise<BuyerLegal> {
  return apiFetch<BuyerLegal>(legalPath(companyId, divisionId), { method: 'PUT', json: input });
}
