/**
 * The frame's fragments (shared/ssr/fragments) in dist/server.js: a page rendered by an engine that has seen many
 * other pages (its header and menu from the fragment cache) is byte for byte the page a fresh engine renders in
 * full, over users, roles, languages, brands and pages whose menu entries differ.
 */
import { describe, expect, it } from 'vitest';
import { sampleStats } from './testing/sampleStats';
import { loadServerBundle } from './testing/serverBundle';

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const staff = { ...admin, id: 3, firstName: 'Émile', lastName: 'Marchand', roles: ['Plinth_Staff'] };
const customer = { ...admin, id: 2, firstName: 'Grace', lastName: 'Hopper', roles: ['Customer'], companyId: 1, companyDivisionId: 11 };
const renamed = { ...customer, firstName: 'Grace B.', lastName: '<Hopper & "Co">' };

const PATHS = ['/dashboard', '/app/inventory', '/app/inventory/7', '/app/assignment', '/app/admin/inventory', '/app/users', '/app/users/', '/pages/profile', '/pages/signin', '/nowhere'];
const USERS = [admin, staff, customer, renamed, null];
const LOCALES = ['en', 'ru', 'ja'];
const BRANDS = ['Plinth', 'eagle'];

function payloads(): string[] {
  const all: string[] = [];
  for (const url of PATHS)
    for (const user of USERS)
      for (const locale of LOCALES)
        for (const brand of BRANDS) {
          const data = url === '/dashboard' ? { '["stats"]': sampleStats } : {};
          all.push(JSON.stringify({ url, locale, brand, now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user, data }));
        }
  return all;
}

describe('the frame fragments of the server render', () => {
  it('give every page the HTML of a full render', () => {
    const all = payloads();
    const warm = loadServerBundle();
    // Every page once, so the cache holds every header and menu, then every page again from it.
    const first = all.map((p) => warm.render(p));
    const again = all.map((p) => warm.render(p));
    for (const [i, payload] of all.entries()) {
      expect(again[i], payload).toBe(warm.renderInFull(payload));
      expect(first[i], payload).toBe(again[i]);
      expect(again[i]).not.toContain('data-ssr-fragment');
    }
    expect(warm.drainLogs()).toEqual([]);
  });
});
