/** Generated GET /api/admin/account and /api/admin/company answers for list tests. Not part of the app. */
import type { Account } from '../features/users/api';
import type { Company } from '../features/companies/api';

const FIRST = ['Ada', 'Émile', 'Björn', 'Clara', 'Zoë', 'Yusuf', 'Mei', 'Oleg', 'Aoi', 'Luís', 'Grace', 'Tomás'];
const LAST = ['Hollis', 'Marchand', 'Abernathy', 'Keller', 'Okafor', 'Reyes', 'Novak', 'Sato', 'Ibáñez', 'Lind'];
const COMPANIES: Array<[number, string, Array<[number, string]>]> = [
  [1, 'Hollis Gallery', [[11, 'London'], [12, 'Paris']]],
  [2, 'Marlow Collection', [[21, 'New York'], [22, 'Geneva Freeport']]],
  [3, 'Thames Fine Art', [[31, 'Head office']]],
];

/**
 * `n` accounts, the same every time: account i (1-based) is "FIRST[i % 12] LAST[(i * 7) % 10]" with email
 * user<i>@example.test; every 7th is provider staff (no company), every 5th is disabled.
 */
export function sampleAccounts(n: number): Account[] {
  return Array.from({ length: n }, (_, k) => {
    const i = k + 1;
    const staff = i % 7 === 0;
    const [companyId, companyName, divisions] = COMPANIES[i % COMPANIES.length];
    const [divisionId, divisionName] = divisions[i % divisions.length];
    return {
      id: i,
      email: `user${i}@example.test`,
      firstName: FIRST[i % FIRST.length],
      lastName: LAST[(i * 7) % LAST.length],
      companyId: staff ? null : companyId,
      companyName: staff ? null : companyName,
      companyDivisionId: staff ? null : divisionId,
      divisionName: staff ? null : divisionName,
      roles: staff ? ['Plinth_Admin'] : ['Customer'],
      businessRoles: [],
      disabled: i % 5 === 0,
      createdAt: '2026-11-01T09:00:00Z',
    };
  });
}

export function sampleCompanies(): Company[] {
  return COMPANIES.map(([id, name, divisions], k) => ({
    id,
    name,
    currencies: k === 0 ? ['GBP', 'EUR'] : k === 1 ? ['USD', 'CHF'] : ['GBP'],
    invoice: { addressee: null },
    groupBrand: k === 1 ? 'eagle' : 'fd',
    divisions: divisions.map(([divisionId, divisionName]) => ({ id: divisionId, name: divisionName, companyId: id, invoice: { addressee: null } })),
    userCount: [2, 2, 0][k],
    createdAt: '2026-10-01T09:00:00Z',
  }));
}
