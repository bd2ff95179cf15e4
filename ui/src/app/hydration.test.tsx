// @vitest-environment happy-dom
/**
 * The server's HTML (dist/server.js in a bare engine) hydrated by the browser code in happy-dom: no mismatch
 * on the pages tested here, then the live language switch and the change-password modal, clicked through.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../shared/auth';
import { anyList, fakeListApi, jsonResponse } from '../testing/fakeListApi';
import { sampleInventoryList } from '../testing/sampleInventory';
import { currentToasts, dismissToast } from '../shared/toast/store';
import { loadServerBundle, type ServerBundle } from '../testing/serverBundle';
import { renderAndHydrate } from '../testing/hydrate';
import { sampleStats } from '../testing/sampleStats';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };

function payloadJson(url: string, locale = 'en') {
  return JSON.stringify({ url, locale, brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user: admin, data: { '["stats"]': sampleStats } });
}

let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let consoleErrors: unknown[][] = [];

/** Server HTML into #root, then hydrate it as entry-client does. */
async function load(url: string, locale = 'en'): Promise<HTMLElement> {
  const loaded = await renderAndHydrate(bundle, payloadJson(url, locale), hydrationErrors);
  root = loaded.root;
  return loaded.container;
}

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

async function click(element: Element | null) {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Types into a React-controlled input: the native setter, then the input event React listens to. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(form: HTMLFormElement | null) {
  if (!form) throw new Error('no form');
  await act(async () => {
    form.requestSubmit();
  });
}

describe('hydration and the header widgets', () => {
  beforeAll(async () => {
    bundle = loadServerBundle();
    // The doughnut's chunk (chart.js) takes vitest a second to transform the first time: done here, so it
    // arrives inside the dashboard tests' act() rather than during the next test.
    await import('../features/dashboard/StatusDoughnut.client');
  });

  beforeEach(() => {
    hydrationErrors = [];
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', userName: admin.email }));
    document.cookie = 'plinth_lang=; Max-Age=0; Path=/';
    // /app/inventory is loaded here with no list primed: it asks the list fake (and the rest answer empty), never the network.
    vi.stubGlobal('fetch', fakeListApi([anyList(sampleInventoryList())], () => jsonResponse([])).fetch);
    // Toasts live 3 s in a module-level store: an earlier test's must not show up in this one.
    for (const t of currentToasts()) dismissToast(t.id);
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each(['/dashboard', '/pages/profile', '/pages/signup', '/pages/forgot-password', '/pages/invoice', '/app/inventory'])('hydrates %s without a mismatch', async (url) => {
    await load(url);
    expect(hydrationErrors).toEqual([]);
    // happy-dom has no 2D canvas for the dashboard's doughnut; a browser draws there.
    expect(consoleErrors.flat().filter((m) => !String(m).includes("can't acquire context"))).toEqual([]);
  });

  it('brings the doughnut in after mount, in the placeholder\'s box', async () => {
    // The server draws the placeholder, and hydration (without a mismatch) starts from it.
    const loaded = await renderAndHydrate(bundle, payloadJson('/dashboard'), hydrationErrors);
    root = loaded.root;
    expect(loaded.html).toContain('data-chart="placeholder"');
    expect(hydrationErrors).toEqual([]);
    for (let i = 0; i < 50 && byTestId('status-chart')?.dataset.chart !== 'doughnut'; i++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    const chart = byTestId('status-chart');
    expect(chart?.dataset.chart).toBe('doughnut');
    expect(chart?.className).toBe('status-chart');
    expect(chart?.querySelector('canvas')?.getAttribute('aria-label')).toBe('Assignments by status');
    // happy-dom has no 2D canvas; a browser draws here.
    expect(consoleErrors.flat().filter((m) => !String(m).includes("can't acquire context"))).toEqual([]);
  });

  it('hydrates a Russian dashboard without a mismatch', async () => {
    await load('/dashboard', 'ru');
    expect(hydrationErrors).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe('Панель');
  });

  it('switches the language live: cookie, <html lang>, every string, the query cache kept, the account told', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await load('/dashboard');
    expect(byTestId('language-switcher')?.textContent).toContain('English');
    await click(byTestId('language-switcher'));
    const japanese = byTestId('language-ja');
    expect(japanese?.getAttribute('lang')).toBe('ja');
    await click(japanese);
    expect(document.cookie).toContain('plinth_lang=ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(document.querySelector('h1')?.textContent).toBe('ダッシュボード');
    expect(byTestId('language-switcher')?.textContent).toContain('日本語');
    expect(byTestId('stat-assetCount')?.textContent).toBe('60');
    expect(document.body.textContent).toContain('輸送中');
    // Nothing fetched again; the one call keeps the language for the account's mails (docs/mail.md).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/profile/locale');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ locale: 'ja' });
  });

  it('refuses a confirmation that differs, shows the server refusal in the modal, and on success toasts and goes to sign-in', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/profile/password'
        ? new Response(JSON.stringify({ messages: ['The password must have at least 8 characters.', 'second'] }), { status: 422, headers: { 'Content-Type': 'application/json' } })
        : new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await load('/dashboard');
    await click(byTestId('user-menu'));
    await click(byTestId('change-password'));
    // The modal's module is fetched when asked for (React.lazy): wait for it to be drawn.
    await vi.waitFor(() => expect(byTestId('change-password-modal')).not.toBeNull(), { timeout: 10000 });
    const modal = byTestId('change-password-modal');
    const [current, fresh, confirm] = [...(modal as HTMLElement).querySelectorAll('input')] as HTMLInputElement[];

    await type(current, 'the old one');
    await type(fresh, 'correct horse');
    await type(confirm, 'correct hors');
    await submit(modal?.querySelector('form') ?? null);
    expect(confirm.classList.contains('is-invalid')).toBe(true);
    expect(document.activeElement).toBe(confirm);
    expect(modal?.textContent).toContain('The passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalled();

    await type(confirm, 'correct horse');
    expect(confirm.classList.contains('is-invalid')).toBe(false);
    await submit(modal?.querySelector('form') ?? null);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown[])[1] && ((fetchMock.mock.calls[0] as unknown[])[1] as RequestInit).body))).toEqual({
      currentPassword: 'the old one',
      newPassword: 'correct horse',
      newPasswordConfirm: 'correct horse',
    });
    expect(modal?.querySelector('[role="alert"]')?.textContent).toBe('The password must have at least 8 characters.');
    // The first message, in the modal only; no toast says it again (docs/architecture.md).
    expect(document.querySelectorAll('[data-testid="toast"]')).toHaveLength(0);

    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ messages: ['Woohoo! Password changed'] }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await submit(byTestId('change-password-modal')?.querySelector('form') ?? null);
    expect(window.location.pathname).toBe('/pages/signin');
    expect(byTestId('change-password-modal')).toBeNull();
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')];
    expect(toasts.at(-1)?.textContent).toBe('Woohoo! Password changed');
    expect(toasts.at(-1)?.getAttribute('data-kind')).toBe('success');
    // The modal ended the session the password change kept (visiting sign-in signs nobody out).
    expect(fetchMock.mock.calls.map((c) => (c as unknown[])[0])).toContain('/connect/revocation');
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
  });
});
