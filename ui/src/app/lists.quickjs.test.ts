/**
 * The list screens in QuickJS-ng (the server's engine family): only the page in the URL is rendered, with the
 * search, sort and size of the URL, also with 10,000 primed rows; accent-blind search and Russian plurals
 * work without Intl.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuickJsBundle, type QuickJsBundle } from '../testing/quickjs';
import { sampleAccounts, sampleCompanies } from '../testing/sampleAccounts';

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const ACCOUNTS = '["admin","account"]';
const COMPANIES = '["admin","company"]';

/** The row test ids' order: the emails (users) or names (companies) in the first data cells. */
const cells = (html: string, col: string) => [...html.matchAll(new RegExp(`data-col="${col}">(?:<a [^>]*>)?([^<]*)<`, 'g'))].map((m) => m[1]);

describe('list screens in QuickJS-ng', () => {
  let engine: QuickJsBundle;
  const render = (url: string, data: Record<string, unknown>, locale = 'en') => engine.render(url, admin, data, locale);

  beforeAll(async () => {
    engine = await loadQuickJsBundle();
  });

  afterAll(() => engine?.dispose());

  it('renders the first 10 of 10,000 users, with the other pages as links', () => {
    const html = render('/app/users', { [ACCOUNTS]: sampleAccounts(10_000) });
    expect(html.match(/data-testid="user-row"/g)).toHaveLength(10);
    expect(cells(html, 'email')).toEqual(Array.from({ length: 10 }, (_, i) => `user${i + 1}@example.test`));
    // Numbers are printed as they are: Intl is not there to group digits, on the server or (for hydration) the client.
    expect(html).toContain('Showing 1–10 of 10000 entries');
    expect(html).toContain('href="/app/users?page=2"');
    expect(html).toContain('href="/app/users?page=1000"');
    expect(html).toContain('href="/app/users/1"');
    expect(html).toContain('href="/app/users/add"');
  });

  it('renders the page, sort, size and search of the URL', () => {
    const accounts = sampleAccounts(10_000);
    const html = render('/app/users?q=zoe+hollis&sort=email&dir=desc&size=3&page=2', { [ACCOUNTS]: accounts });
    const expected = accounts
      .filter((a) => a.firstName === 'Zoë' && (a.lastName === 'Hollis' || a.companyName === 'Hollis Gallery'))
      .sort((a, b) => b.id - a.id)
      .map((a) => a.email);
    expect(expected.length).toBeGreaterThan(6);
    expect(cells(html, 'email')).toEqual(expected.slice(3, 6));
    expect(html).toMatch(/aria-sort="descending"><a [^>]*data-testid="users-list-sort-email"/);
    expect(html).toContain('value="zoe hollis"');
    expect(html).toMatch(/<option value="3" selected="">/);
    expect(html).toContain(`Showing 4–6 of ${expected.length} entries (filtered from 10000)`);
  });

  it('shows the last page for a page past the end, and Russian plurals', () => {
    const html = render('/app/companies?page=9&size=3&sort=users&dir=asc', { [COMPANIES]: sampleCompanies() });
    expect(cells(html, 'name')).toEqual(['Thames Fine Art', 'Hollis Gallery', 'Marlow Collection']);
    expect(html).not.toContain('companies-list-pager');
    // 23 rows in pages of 5: page 99 is page 5, rows 21–23.
    const last = render('/app/users?size=5&page=99', { [ACCOUNTS]: sampleAccounts(23) });
    expect(cells(last, 'email')).toEqual(['user21@example.test', 'user22@example.test', 'user23@example.test']);
    expect(last).toMatch(/aria-current="page"[^>]*>5</);
    expect(last).toContain('Showing 21–23 of 23 entries');
    const ru = (q: string) => render(`/app/users?q=${q}`, { [ACCOUNTS]: sampleAccounts(30) }, 'ru');
    expect(ru('user1%40')).toContain('Показаны 1–1 из 1 записи');
    expect(ru('user2')).toContain('из 11 записей');
    expect(ru('example')).toContain('Показаны 1–10 из 30 записей (отобрано из 30)');
  });
});
