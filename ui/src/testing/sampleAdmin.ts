/** Answers of the admin calls for tests of the user and company forms (server bundle, hydration). Not part of the app. */
import type { Company } from '../shared/company/api';

/** Two companies as GET /api/admin/company/options gives them (the lists' larger generated set is sampleAccounts.ts). */
export const sampleCompanies: Company[] = [
  {
    id: 3,
    name: 'Hollis Gallery',
    currencies: ['GBP', 'EUR', 'USD', 'CHF'],
    invoice: { addressee: 'Accounts Payable\nHollis Gallery\n1 Bond Street' },
    groupBrand: 'eagle',
    divisions: [
      { id: 7, name: 'London', companyId: 3, invoice: { addressee: 'Hollis London\n1 Bond Street' } },
      { id: 8, name: 'Paris', companyId: 3, invoice: { addressee: null } },
    ],
    userCount: 2,
    createdAt: '2026-01-05T09:00:00Z',
  },
  {
    id: 4,
    name: 'Marlow Collection',
    currencies: ['USD'],
    invoice: { addressee: null },
    groupBrand: 'fd',
    divisions: [{ id: 9, name: 'New York', companyId: 4, invoice: { addressee: null } }],
    userCount: 1,
    createdAt: '2026-02-01T09:00:00Z',
  },
];

export const sampleRoles = ['Plinth_Admin', 'Plinth_Staff', 'Customer'];
export const sampleBusinessRoles = ['Registrar', 'Collections Manager', 'Logistics', 'Accounts', 'Director'];

export const sampleAccount = {
  id: 12,
  email: 'clara@hollis.demo',
  firstName: 'Clara',
  lastName: 'Hollis',
  companyId: 3,
  companyName: 'Hollis Gallery',
  companyDivisionId: 8,
  divisionName: 'Paris',
  roles: ['Customer'],
  businessRoles: ['Registrar', 'Logistics', 'Accounts', 'Director'],
  disabled: false,
  createdAt: '2026-03-01T09:00:00Z',
};

/** What the server primes for the userEdit screen (features/users/pages.rs), keyed as the payload has it. */
export function userEditData(withAccount: boolean): Record<string, unknown> {
  return {
    '["admin","company","options"]': sampleCompanies,
    '["admin","role"]': sampleRoles,
    '["admin","businessrole"]': sampleBusinessRoles,
    ...(withAccount ? { '["admin","account","12"]': sampleAccount } : {}),
  };
}

/** What the server primes for the companyEdit screen of company 3 (features/companies/pages.rs). */
export function companyEditData(): Record<string, unknown> {
  return {
    '["admin","company","3"]': sampleCompanies[0],
    '["address","7"]': [],
    '["address","8"]': [],
    '["admin","company","3","legal"]': sampleCompanyLegal,
    '["admin","company","3","division","7","legal"]': sampleDivisionLegal,
    '["admin","company","3","division","8","legal"]': noLegal,
  };
}

/** The buyer's legal data of company 3 and of its London division; Paris has none of its own. */
export const sampleCompanyLegal = { legalName: 'Hollis Gallery Ltd', street: '1 Bond Street', postcode: 'W1S 1AA', city: 'London', country: 'GB', vatNumber: 'GB980780684', saved: true };
export const sampleDivisionLegal = { ...sampleCompanyLegal, legalName: 'Hollis Gallery London Ltd' };
const noLegal = { legalName: '', street: '', postcode: '', city: '', country: '', vatNumber: '', saved: false };

/** The server's answers to the admin reads above, by URL, for a stubbed fetch (a save refreshes them); the lists are testing/fakeListApi.ts. */
export const sampleAdminAnswers: Record<string, unknown> = {
  '/api/admin/company/options': sampleCompanies,
  '/api/admin/company/3': sampleCompanies[0],
  '/api/admin/role': sampleRoles,
  '/api/admin/businessrole': sampleBusinessRoles,
  '/api/admin/account/12': sampleAccount,
};
