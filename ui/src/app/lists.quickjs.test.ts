/**
 * The list screens in QuickJS-ng (the server's engine family): the server primes one page, under the key of
 * the API query string the URL asks for, and only that page is rendered, with the search, sort and size of
 * the URL, however many rows the list has; Russian plurals work without Intl.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsList, companiesList, primedPage } from '../testing/fakeListApi';
import { loadQuickJsBundle, type QuickJsBundle } from '../testing/quickjs';
import { sampleAccounts, sampleCompanies } from '../testing/sampleAccounts';

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };

/** The cells of one column, in row order. */
const cells = (html: string, col: string) => [...html.matchAll(new RegExp(`data-col="${col}">(?:<a [^>]*>)?([^<]*)<`, 'g'))].map((m) => m[1]);

describe('list screens in QuickJS-ng', () => {
  let engine: QuickJsBundle;
  const render = (url: string, data: Record<string, unknown>, locale = 'en') => engine.render(url, admin, data, locale);
  const tenThousand = accountsList(sampleAccounts(10_000));

  beforeAll(async () => {
    engine = await loadQuickJsBundle();
  });

  afterAll(() => engine?.dispose());

  it('renders the first 10 of 10,000 users from a payload of one page, with the other pages as links', () => {
    const data = primedPage(tenThousand, 'page=1&size=10&sort=name&dir=asc');
    // The payload is one page whatever the list's length: a few KB, not megabytes.
    expect(JSON.stringify(data).length).toBeLessThan(8_000);
    const html = render('/app/users', data);
    expect(html.match(/data-testid="user-row"/g)).toHaveLength(10);
    expect(cells(html, 'email')).toEqual(Object.values(data)[0].rows.map((a) => a.email));
    // The total in thousands groups without Intl (QuickJS has none), as the browser writes it when it hydrates.
    expect(html).toContain('Showing 1–10 of 10,000 entries');
    expect(html).toContain('href="/app/users?page=2"');
    expect(html).toContain('href="/app/users?page=1000"');
    expect(html).toContain(`href="/app/users/${Object.values(data)[0].rows[0].id}"`);
    expect(html).toContain('href="/app/users/add"');
  });

  it('renders the page, sort, size and search of the URL', () => {
    const data = primedPage(tenThousand, 'page=2&size=3&q=zoe+hollis&sort=email&dir=desc');
    const page = Object.values(data)[0];
    expect(page.total).toBeGreaterThan(6);
    const html = render('/app/users?q=zoe+hollis&sort=email&dir=desc&size=3&page=2', data);
    expect(cells(html, 'email')).toEqual(page.rows.map((a) => a.email));
    expect(page.rows.every((a) => a.firstName === 'Zoë')).toBe(true);
    expect(html).toMatch(/aria-sort="descending"><a [^>]*data-testid="users-list-sort-email"/);
    expect(html).toContain('value="zoe hollis"');
    expect(html).toMatch(/<option value="3" selected="">/);
    expect(html).toContain(`Showing 4–6 of ${page.total} entries`);
  });

  it('renders nothing of the list but its frame when the page primed is not the one the URL asks for', () => {
    // Another page's key: the render does not guess, it waits for the browser to ask.
    const html = render('/app/users?page=2', primedPage(tenThousand, 'page=1&size=10&sort=name&dir=asc'));
    expect(html).not.toContain('data-testid="user-row"');
    expect(html).toContain('data-testid="users-screen"');
  });

  it('shows the page served for a page past the end, and Russian plurals', () => {
    const companies = companiesList(sampleCompanies());
    const html = render('/app/companies?page=9&size=3&sort=users&dir=asc', primedPage(companies, 'page=9&size=3&sort=users&dir=asc'));
    expect(cells(html, 'name')).toEqual(['Thames Fine Art', 'Hollis Gallery', 'Marlow Collection']);
    expect(html).not.toContain('companies-list-pager');
    // 23 rows in pages of 5: page 99 is page 5, rows 21–23.
    const last = render('/app/users?size=5&page=99', primedPage(accountsList(sampleAccounts(23)), 'page=99&size=5&sort=name&dir=asc'));
    expect(cells(last, 'email')).toHaveLength(3);
    expect(last).toMatch(/aria-current="page"[^>]*>5</);
    expect(last).toContain('Showing 21–23 of 23 entries');
    const thirty = accountsList(sampleAccounts(30));
    const ru = (q: string) => render(`/app/users?q=${q}`, primedPage(thirty, `page=1&size=10&q=${q}&sort=name&dir=asc`), 'ru');
    expect(ru('user1%40')).toContain('Показаны 1–1 из 1 записи');
    expect(ru('user2')).toContain('из 11 записей');
    expect(ru('example')).toContain('Показаны 1–10 из 30 записей');
  });
});
