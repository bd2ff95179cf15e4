// @vitest-environment happy-dom
/**
 * The list screens: the server's HTML (dist/server.js in a bare engine) hydrated without a mismatch for any
 * URL state and without asking again for the page the server primed; then search (debounced), sort, page
 * size, pages and row links clicked through, each written to the URL and answered by the list API (the
 * one fake of testing/fakeListApi.ts), the previous page kept on screen while the next loads.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../shared/auth';
import { SEARCH_DEBOUNCE_MS } from '../shared/list';
import { sampleAccounts, sampleCompanies } from '../testing/sampleAccounts';
import { click, setValue, settle } from '../testing/dom';
import { accountsList, anyList, companiesList, fakeListApi, jsonResponse, listAnswer, primedPage, type FakeListApi } from '../testing/fakeListApi';
import { loadServerBundle, type ServerBundle } from '../testing/serverBundle';
import { pagePayloadJson, renderAndHydrate } from '../testing/hydrate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const accounts = sampleAccounts(25);
const users = accountsList(accounts);
const companies = companiesList(sampleCompanies());
/** What the server primes for a list page: the page its URL asks for, keyed by the API query string. */
const primed = (list: 'users' | 'companies', queryString: string) => (list === 'users' ? primedPage(users, queryString) : primedPage(companies, queryString));

let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let consoleErrors: unknown[][] = [];
let api: FakeListApi;

async function load(url: string, data: Record<string, unknown>, locale = 'en'): Promise<string> {
  const loaded = await renderAndHydrate(bundle, pagePayloadJson(url, admin, data, locale), hydrationErrors);
  root = loaded.root;
  return loaded.html;
}

const $ = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const column = (col: string) => [...document.querySelectorAll(`[data-testid$="-row"] [data-col="${col}"]`)].map((td) => td.textContent);
const query = () => Object.fromEntries(new URLSearchParams(window.location.search));
const emails = (queryString: string) => listAnswer(users, queryString).rows.map((a) => a.email);
const busy = () => document.querySelector('[data-testid="users-list"] .table-responsive')?.getAttribute('aria-busy') ?? null;
/** Typing pauses: the debounced search goes to the URL, and its page comes. */
async function pause() {
  await settle(SEARCH_DEBOUNCE_MS + 20);
  await settle();
}

describe('list screens, hydrated', () => {
  beforeAll(() => {
    bundle = loadServerBundle();
  });

  beforeEach(() => {
    hydrationErrors = [];
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', userName: admin.email }));
    // A row's link opens the company: its read answered, and its divisions' addresses (none).
    api = fakeListApi([anyList(users), anyList(companies)], (url) => {
      const company = /^\/api\/admin\/company\/(\d+)$/.exec(url);
      if (company) return jsonResponse(companies.rows.find((c) => c.id === Number(company[1])));
      if (url.startsWith('/api/address') || url === '/api/countries') return jsonResponse([]);
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each([
    ['/app/users', 'en', primed('users', 'page=1&size=10&sort=name&dir=asc')],
    ['/app/users?q=zo%C3%AB+hollis&sort=email&dir=desc&size=3&page=2', 'en', primed('users', 'page=2&size=3&q=zo%C3%AB+hollis&sort=email&dir=desc')],
    ['/app/users?q=nobody-at-all', 'ja', primed('users', 'page=1&size=10&q=nobody-at-all&sort=name&dir=asc')],
    ['/app/companies?sort=users&dir=desc', 'zh', primed('companies', 'page=1&size=10&sort=users&dir=desc')],
  ])('hydrates %s (%s) without a mismatch and fetches nothing: the primed key is the one it asks for', async (url, locale, data) => {
    await load(url, data, locale);
    await settle();
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(document.querySelectorAll('[data-testid$="-row"]')).toHaveLength(Object.values(data)[0].rows.length);
  });

  it('corrects a page past the end in the URL to the page served, without a fetch (ru)', async () => {
    // 25 accounts in pages of 5: the server serves page 5 for page 99, under the key of page 99.
    const data = primed('users', 'page=99&size=5&sort=name&dir=asc');
    expect(Object.values(data)[0].page).toBe(5);
    await load('/app/users?page=99&size=5', data, 'ru');
    await settle();
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(query()).toEqual({ size: '5', page: '5' });
    expect(column('email')).toEqual(emails('page=5&size=5&sort=name&dir=asc'));
    expect($('users-list-page-5')?.getAttribute('aria-current')).toBe('page');
    expect(api.calls).toEqual([]);
  });

  it('renders only the page in the URL: the payload and the HTML hold that page', async () => {
    const data = primed('users', 'page=3&size=5&sort=name&dir=asc');
    const html = await load('/app/users?size=5&page=3', data);
    expect(html.match(/data-testid="user-row"/g)).toHaveLength(5);
    expect(column('email')).toEqual(emails('page=3&size=5&sort=name&dir=asc'));
    expect($('users-list-page-3')?.getAttribute('aria-current')).toBe('page');
    expect($('users-list-summary')?.textContent).toBe('Showing 11–15 of 25 entries');
    expect(api.calls).toEqual([]);
  });

  it('searches after typing pauses, sorts, changes the page size and the page, all in the URL and asked of the server', async () => {
    await load('/app/users', primed('users', 'page=1&size=10&sort=name&dir=asc'));
    expect(column('email')).toHaveLength(10);
    expect($('users-list-summary')?.textContent).toBe('Showing 1–10 of 25 entries');

    await setValue($('users-list-search') as HTMLInputElement, 'Zoë');
    // Typing is not yet a search: nothing asked, the URL as it was.
    expect(query()).toEqual({});
    expect(api.calls).toEqual([]);
    await pause();
    expect(query()).toEqual({ q: 'Zoë', page: '1' });
    expect(api.calls).toEqual(['GET /api/admin/account?page=1&size=10&q=Zo%C3%AB&sort=name&dir=asc']);
    const zoes = accounts.filter((a) => a.firstName === 'Zoë');
    expect(column('name')).toHaveLength(zoes.length);
    expect(column('name').every((n) => n?.startsWith('Zoë '))).toBe(true);
    expect($('users-list-summary')?.textContent).toBe(`Showing 1–${zoes.length} of ${zoes.length} entries`);

    await setValue($('users-list-search') as HTMLInputElement, '');
    await pause();
    expect(query()).toEqual({ page: '1' });
    // The first page again: already fetched and fresh, so not asked again.
    expect(api.calls).toHaveLength(1);
    await click($('users-list-sort-email'));
    await settle();
    expect(query()).toEqual({ sort: 'email', dir: 'asc', page: '1' });
    expect(api.calls.at(-1)).toBe('GET /api/admin/account?page=1&size=10&sort=email&dir=asc');
    expect($('users-list-sort-email')?.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(column('email')).toEqual(emails('page=1&size=10&sort=email&dir=asc'));
    // Numbers inside text by value: user2 before user10.
    expect(column('email').slice(0, 3)).toEqual(['user1@example.test', 'user2@example.test', 'user3@example.test']);
    await click($('users-list-sort-email'));
    await settle();
    expect(query()).toMatchObject({ sort: 'email', dir: 'desc' });
    expect(column('email')[0]).toBe('user25@example.test');

    await setValue($('users-list-size') as HTMLSelectElement, '3');
    await settle();
    expect(query()).toEqual({ sort: 'email', dir: 'desc', size: '3', page: '1' });
    expect(column('email')).toEqual(['user25@example.test', 'user24@example.test', 'user23@example.test']);

    // The next page is slow: the one shown stays, marked busy, until it comes.
    api.hold();
    await click($('users-list-next'));
    await settle();
    expect(query().page).toBe('2');
    expect(column('email')).toEqual(['user25@example.test', 'user24@example.test', 'user23@example.test']);
    expect(busy()).toBe('true');
    api.release();
    await settle();
    expect(busy()).toBeNull();
    expect(column('email')).toEqual(emails('page=2&size=3&sort=email&dir=desc'));

    await click($('users-list-page-9'));
    await settle();
    expect(column('email')).toEqual(['user1@example.test']);
    expect($('users-list-next')?.getAttribute('aria-disabled')).toBe('true');

    // Back: the URL's previous state, its page from the cache.
    const asked = api.calls.length;
    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(query().page).toBe('2');
    expect(column('email')).toEqual(emails('page=2&size=3&sort=email&dir=desc'));
    expect(api.calls).toHaveLength(asked);
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('opens a row by its link and by a click elsewhere on the row', async () => {
    const data = primed('companies', 'page=1&size=10&sort=name&dir=asc');
    await load('/app/companies', data);
    expect(column('name')).toEqual(['Hollis Gallery', 'Marlow Collection', 'Thames Fine Art']);
    await click(document.querySelector('[data-testid="company-row"] a'));
    expect(window.location.pathname).toBe('/app/companies/1');
    await act(async () => root?.unmount());
    await load('/app/companies', data);
    await click(document.querySelectorAll('[data-testid="company-row"] [data-col="users"]')[1]);
    expect(window.location.pathname).toBe('/app/companies/2');
  });

  it('keeps typing in the box while the URL catches up; a sort clicked meanwhile carries the text and drops the pending search', async () => {
    await load('/app/users?size=20', primed('users', 'page=1&size=20&sort=name&dir=asc'));
    const box = $('users-list-search') as HTMLInputElement;
    for (const text of ['h', 'ho', 'hol', 'holl']) await setValue(box, text);
    expect(box.value).toBe('holl');
    expect(query()).toEqual({ size: '20' });
    // Name is the default sort (ascending): its header turns it round.
    await click($('users-list-sort-name'));
    expect(box.value).toBe('holl');
    expect(query()).toEqual({ q: 'holl', sort: 'name', dir: 'desc', size: '20', page: '1' });
    await pause();
    expect(query()).toEqual({ q: 'holl', sort: 'name', dir: 'desc', size: '20', page: '1' });
    expect(api.calls).toEqual(['GET /api/admin/account?page=1&size=20&q=holl&sort=name&dir=desc']);
    expect(column('email')).toEqual(listAnswer(users, 'page=1&size=20&q=holl&sort=name&dir=desc').rows.map((a) => a.email));
    expect(box.value).toBe('holl');

    // A link to the bare list empties the box.
    await click(document.querySelector('a[href="/app/users"]'));
    await settle();
    expect(box.value).toBe('');
    expect(column('email')).toHaveLength(10);
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
