/**
 * Company and division shapes and the queries more than one feature reads: the admin's company list (the
 * company select of the user form, the companies screens) and the reader's own divisions (the profile, later
 * the inventory and assignment filters). The admin writes live in `features/companies/api.ts`, which
 * re-exports these, so the admin's calls read the same from either place.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/client';
import { MINUTE, staleFor } from '../api/query';
import type { Dto } from '../api/schemas';

/** The currencies a company may be offered, in this order (docs/companies.md). */
export const CURRENCIES = ['USD', 'GBP', 'EUR', 'CHF', 'AED', 'JPY'] as const;
/** The group brand that invoices a company (docs/companies.md). */
export const GROUP_BRANDS = ['fd', 'eagle'] as const;
export type GroupBrand = (typeof GROUP_BRANDS)[number];

export type Invoice = Dto<'InvoiceDto'>;

export type Division = Dto<'DivisionDto'>;

/** GET /api/admin/company and /api/admin/company/{id}: the company with its divisions (ordered by name). */
export type Company = Dto<'CompanyDto'>;


/** Query keys match the server's page loaders (`features/companies/pages.rs`): ids are strings, as in the URL. */
export const COMPANY_LIST = ['admin', 'company', 'list'] as const;
export const COMPANY_API = '/api/admin/company';

/** GET /api/admin/company/options: every company with its divisions, by name (the user form's choices). */
export const companyOptionsQuery = queryOptions({
  queryKey: ['admin', 'company', 'options'] as const,
  queryFn: () => apiFetch<Company[]>('/api/admin/company/options'),
  staleTime: staleFor(MINUTE),
});

/** GET /api/admin/company/summary: every company's id and name (with its invoicing), by name. */
export type CompanySummary = Dto<'CompanySummaryDto'>;

export const companySummariesQuery = queryOptions({
  queryKey: ['admin', 'company', 'summary'] as const,
  queryFn: () => apiFetch<CompanySummary[]>('/api/admin/company/summary'),
  staleTime: staleFor(MINUTE),
});

/** GET /api/company/divisions: the reader's company's divisions (every company's for the admin), by name. */
export const myDivisionsQuery = queryOptions({
  queryKey: ['company', 'divisions'] as const,
  queryFn: () => apiFetch<Division[]>('/api/company/divisions'),
  staleTime: staleFor(MINUTE),
});
