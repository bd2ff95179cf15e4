// @vitest-environment happy-dom
/**
 * The list screens: the server's HTML (dist/server.js in a bare engine) hydrated without a mismatch for any
 * URL state, then search, sort, page size, pages and row links clicked through, each written to the URL.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../shared/auth';
import { sampleAccounts, sampleCompanies } from '../testing/sampleAccounts';
import { click, setValue } from '../testing/dom';
import { loadServerBundle, type ServerBundle } from '../testing/serverBundle';
import { pagePayloadJson, renderAndHydrate } from '../testing/hydrate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const accounts = sampleAccounts(25);
const data = { '["admin","account"]': accounts, '["admin","company"]': sampleCompanies() };

let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let consoleErrors: unknown[][] = [];

async function load(url: string, locale = 'en', rows: Record<string, unknown> = data): Promise<string> {
  const loaded = await renderAndHydrate(bundle, pagePayloadJson(url, admin, rows, locale), hydrationErrors);
  root = loaded.root;
  return loaded.html;
}

const $ = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const column = (col: string) => [...document.querySelectorAll(`[data-testid$="-row"] [data-col="${col}"]`)].map((td) => td.textContent);
const query = () => Object.fromEntries(new URLSearchParams(window.location.search));

describe('list screens, hydrated', () => {
  beforeAll(() => {
    bundle = loadServerBundle();
  });

  beforeEach(() => {
    hydrationErrors = [];
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', userName: admin.email }));
    vi.stubGlobal('fetch', vi.fn());
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each([
    ['/app/users', 'en'],
    ['/app/users?q=zo%C3%AB+hollis&sort=email&dir=desc&size=3&page=2', 'en'],
    ['/app/users?page=99&size=5', 'ru'],
    ['/app/users?q=nobody-at-all', 'ja'],
    ['/app/companies?sort=users&dir=desc', 'zh'],
  ])('hydrates %s (%s) without a mismatch', async (url, locale) => {
    await load(url, locale);
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders only the page in the URL, the rest of the rows staying in the payload', async () => {
    const html = await load('/app/users?size=5&page=3');
    expect(html.match(/data-testid="user-row"/g)).toHaveLength(5);
    expect(column('email')).toEqual([11, 12, 13, 14, 15].map((i) => `user${i}@example.test`));
    expect($('users-list-page-3')?.getAttribute('aria-current')).toBe('page');
  });

  it('searches, sorts, changes the page size and the page, all in the URL', async () => {
    await load('/app/users');
    expect(column('email')).toHaveLength(10);
    expect($('users-list-summary')?.textContent).toBe('Showing 1–10 of 25 entries');

    await setValue($('users-list-search') as HTMLInputElement, 'Zoë');
    const zoes = accounts.filter((a) => a.firstName === 'Zoë');
    expect(column('name').every((n) => n?.startsWith('Zoë '))).toBe(true);
    expect(column('name')).toHaveLength(zoes.length);
    expect(query()).toEqual({ q: 'Zoë', page: '1' });
    expect($('users-list-summary')?.textContent).toBe(`Showing 1–${zoes.length} of ${zoes.length} entries (filtered from 25)`);

    await setValue($('users-list-search') as HTMLInputElement, '');
    await click($('users-list-sort-email'));
    expect(query()).toEqual({ sort: 'email', dir: 'asc', page: '1' });
    expect($('users-list-sort-email')?.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(column('email').slice(0, 3)).toEqual(['user1@example.test', 'user2@example.test', 'user3@example.test']);
    await click($('users-list-sort-email'));
    expect(query()).toMatchObject({ sort: 'email', dir: 'desc' });
    expect(column('email')[0]).toBe('user25@example.test');

    await setValue($('users-list-size') as HTMLSelectElement, '3');
    expect(query()).toEqual({ sort: 'email', dir: 'desc', size: '3', page: '1' });
    expect(column('email')).toEqual(['user25@example.test', 'user24@example.test', 'user23@example.test']);
    await click($('users-list-next'));
    expect(query().page).toBe('2');
    expect(column('email')).toEqual(['user22@example.test', 'user21@example.test', 'user20@example.test']);
    await click($('users-list-page-9'));
    expect(column('email')).toEqual(['user1@example.test']);
    expect($('users-list-next')?.getAttribute('aria-disabled')).toBe('true');

    // Back: the URL's previous state, search box included.
    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(query().page).toBe('2');
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('opens a row by its link and by a click elsewhere on the row', async () => {
    await load('/app/companies');
    expect(column('name')).toEqual(['Hollis Gallery', 'Marlow Collection', 'Thames Fine Art']);
    await click(document.querySelector('[data-testid="company-row"] a'));
    expect(window.location.pathname).toBe('/app/companies/1');
    await act(async () => root?.unmount());
    await load('/app/companies');
    await click(document.querySelectorAll('[data-testid="company-row"] [data-col="users"]')[1]);
    expect(window.location.pathname).toBe('/app/companies/2');
  });

  it('keeps typing in the box while the URL catches up, and takes a link’s search into it', async () => {
    await load('/app/users?size=20');
    const box = $('users-list-search') as HTMLInputElement;
    for (const text of ['h', 'ho', 'hol', 'holl']) await setValue(box, text);
    expect(box.value).toBe('holl');
    expect(query()).toEqual({ q: 'holl', size: '20', page: '1' });
    await click($('users-list-sort-name'));
    expect(box.value).toBe('holl');
    expect(query()).toEqual({ q: 'holl', sort: 'name', dir: 'asc', size: '20', page: '1' });
    await click(document.querySelector('a[href="/app/users"]'));
    expect(box.value).toBe('');
    expect(column('email')).toHaveLength(10);
  });
});
