// @vitest-environment happy-dom
/**
 * The admin forms as the browser gets them: server HTML (dist/server.js in a bare engine) hydrated without a
 * mismatch, then clicked through with fetch stubbed: the multi-select, the division save that sends nothing
 * when nothing changed, the password confirmation and the delete confirmation.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../shared/auth';
import { companyEditData, sampleAccount, sampleAdminAnswers, sampleCompanies, userEditData } from '../testing/sampleAdmin';
import { click, setValue, settle, submit } from '../testing/dom';
import { accountsList, listAnswer } from '../testing/fakeListApi';
import { loadServerBundle, type ServerBundle } from '../testing/serverBundle';
import { pagePayloadJson, renderAndHydrate } from '../testing/hydrate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };

type Call = { url: string; method: string; body: unknown };

let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let consoleErrors: unknown[][] = [];
let calls: Call[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch: the admin reads answer the sample data; addresses and countries empty lists; a division PUT echoes
 * the division and keeps it, as the server would, for the company read that follows a save; a DELETE says done and forgets the record. */
function stubFetch() {
  calls = [];
  const answers = structuredClone(sampleAdminAnswers);
  const keep = (division: { id: number }) => {
    const company = answers['/api/admin/company/3'] as { divisions: { id: number }[] };
    company.divisions = company.divisions.map((d) => (d.id === division.id ? division : d));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'GET' && url in answers) return json(answers[url]);
      // The users list, where a save or a delete goes: the sample account until it is deleted.
      if (method === 'GET' && url.startsWith('/api/admin/account?')) return json(listAnswer(accountsList('/api/admin/account/12' in answers ? [sampleAccount] : []), url.split('?')[1]));
      if (url === '/api/admin/company' && method === 'PUT') return json({ messages: ['A company named Marlow Collection already exists.'] }, 409);
      if (method === 'GET' && /^\/api\/admin\/(account|company)\/\d+$/.test(url)) return json({ messages: ['Not found.'] }, 404);
      if (url.startsWith('/api/address') || url === '/api/countries') return json([]);
      // The buyer's legal data: a VAT number not of its form is refused, naming it, as the server does.
      if (/^\/api\/admin\/company\/3(\/division\/\d+)?\/legal$/.test(url) && method === 'PUT') {
        const input = JSON.parse(String(init.body));
        if (input.vatNumber === 'GB123') return json({ messages: ["'GB123' is not a valid VAT number: check its country prefix, length and digits."], fields: ['vatNumber'] }, 422);
        return json({ ...input, saved: true });
      }
      if (url === '/api/admin/company/division/' && method === 'POST') {
        const division = { ...JSON.parse(String(init.body)), id: 20 };
        const company = answers['/api/admin/company/3'] as { divisions: unknown[] };
        company.divisions = [...company.divisions, division];
        return json(division, 201);
      }
      if (url === '/api/admin/company/division/' && method === 'PUT') {
        const division = JSON.parse(String(init.body));
        keep(division);
        return json(division);
      }
      if (method === 'DELETE') {
        // Gone, as on the server: reading it again is a 404.
        delete answers[url];
        return json({ messages: ['User deleted.'] });
      }
      return json({});
    }),
  );
}

async function load(url: string, data: Record<string, unknown>): Promise<void> {
  ({ root } = await renderAndHydrate(bundle, pagePayloadJson(url, admin, data), hydrationErrors));
}

const byTestId = (id: string, within: ParentNode = document) => within.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const rows = () => [...document.querySelectorAll('[data-testid="division-row"]')] as HTMLElement[];
const toasts = () => [...document.querySelectorAll('[data-testid="toast"]')].map((t) => t.textContent);
const writes = () => calls.filter((c) => c.method !== 'GET');

describe('the admin forms in the browser', () => {
  beforeAll(() => {
    bundle = loadServerBundle();
  });

  beforeEach(() => {
    hydrationErrors = [];
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', userName: admin.email }));
    stubFetch();
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each([
    ['/app/users/add', userEditData(false)],
    ['/app/users/12', userEditData(true)],
    ['/app/companies/add', {}],
    ['/app/companies/3', companyEditData()],
  ])('hydrates %s without a mismatch, fetches nothing the server primed, and enables saving once live', async (url, data) => {
    await load(url, data);
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([]);
    const save = document.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(save.disabled).toBe(false);
  });

  it.each([
    ['/app/users/99', userEditData(false)],
    ['/app/companies/99', {}],
  ])('moves %s, an id the server does not know, to the 404 page', async (url, data) => {
    await load(url, data);
    await settle(50);
    expect(window.location.pathname).toBe('/404');
    expect(document.body.textContent).toContain('404');
  });

  it('sends a division only when a field changed, and says so when nothing did', async () => {
    await load('/app/companies/3', companyEditData());
    const [london, paris] = rows();
    expect((byTestId('division-name', london) as HTMLInputElement).value).toBe('London');

    await submit(paris.querySelector('form'));
    expect(writes()).toEqual([]);
    expect(byTestId('division-unchanged', paris)?.textContent).toBe('Nothing changed, so nothing was sent.');

    await setValue(byTestId('division-name', london), 'London West');
    expect(byTestId('division-dirty', london)).not.toBeNull();
    await submit(london.querySelector('form'));
    expect(writes()).toEqual([
      { url: '/api/admin/company/division/', method: 'PUT', body: { id: 7, companyId: 3, name: 'London West', invoice: { addressee: 'Hollis London\n1 Bond Street' } } },
    ]);
    expect(toasts()).toContain('Woohoo! Division updated');
    // Saved: the same values again are no change.
    expect(byTestId('division-dirty', rows()[0])).toBeNull();
    await submit(rows()[0].querySelector('form'));
    expect(writes()).toHaveLength(1);
  });

  it('adds a division inline; once saved, its row takes the focus', async () => {
    await load('/app/companies/3', companyEditData());
    await click(byTestId('division-add'));
    const fresh = rows()[2];
    expect(fresh.getAttribute('data-division-id')).toBe('new');
    await setValue(byTestId('division-name', fresh), 'Berlin');
    await submit(fresh.querySelector('form'));
    await settle();
    expect(writes().map((c) => [c.method, c.body])).toEqual([['POST', { companyId: 3, name: 'Berlin', invoice: { addressee: null } }]]);
    expect(toasts()).toContain('Woohoo! Division added');
    expect(rows().map((r) => r.getAttribute('data-division-id'))).toEqual(['7', '8', '20']);
    expect(document.activeElement?.id).toBe('division-20-name');
  });

  it('edits an addressee in its modal, and the division save sends it', async () => {
    await load('/app/companies/3', companyEditData());
    const paris = rows()[1];
    await click(byTestId('division-addressee-edit', paris));
    const modal = byTestId('division-addressee-modal');
    expect(modal?.getAttribute('role')).toBe('dialog');
    await setValue(modal?.querySelector('textarea') ?? null, 'Hollis Paris\n3 rue de Seine');
    await submit(modal?.querySelector('form'));
    expect(byTestId('division-addressee-modal')).toBeNull();
    expect(byTestId('division-addressee', rows()[1])?.textContent).toBe('Hollis Paris\n3 rue de Seine');
    // The modal's submit stays in the modal: the row's own form was not submitted with it.
    expect(byTestId('division-unchanged', rows()[1])).toBeNull();
    expect(writes()).toEqual([]);
    await submit(rows()[1].querySelector('form'));
    expect(writes().map((c) => c.body)).toEqual([{ id: 8, companyId: 3, name: 'Paris', invoice: { addressee: 'Hollis Paris\n3 rue de Seine' } }]);
  });

  it('applies the company addressee from its modal without saving the company', async () => {
    await load('/app/companies/3', companyEditData());
    await click(byTestId('company-addressee-edit'));
    const modal = byTestId('company-addressee-modal');
    await setValue(modal?.querySelector('textarea') ?? null, 'Accounts\nHollis Gallery');
    await submit(modal?.querySelector('form'));
    expect(byTestId('company-addressee')?.textContent).toBe('Accounts\nHollis Gallery');
    expect(writes()).toEqual([]);
  });

  it('marks the name taken when the server refuses it as a duplicate, and keeps what was typed', async () => {
    await load('/app/companies/3', companyEditData());
    const name = document.getElementById('company-name') as HTMLInputElement;
    await setValue(name, 'Marlow Collection');
    await submit(byTestId('company-form'));
    await settle();
    expect(writes()).toHaveLength(1);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('company-name-error')?.textContent).toBe('Already in use.');
    expect(name.value).toBe('Marlow Collection');
    expect(toasts()).toContain('A company named Marlow Collection already exists.');
  });

  it("saves the company's legal details; a VAT number the server refuses marks its field", async () => {
    await load('/app/companies/3', companyEditData());
    const legal = byTestId('company-legal') as HTMLElement;
    const vat = byTestId('legal-vatNumber', legal) as HTMLInputElement;
    expect(vat.value).toBe('GB980780684');
    await setValue(vat, 'GB123');
    await submit(byTestId('legal-form', legal));
    await settle();
    expect(toasts()).toContain("'GB123' is not a valid VAT number: check its country prefix, length and digits.");
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('legal-company-vatNumber-error')?.textContent).toBe('Not a valid VAT number: check its country prefix, length and digits.');

    await setValue(vat, 'GB 980 7806 84');
    expect(vat.getAttribute('aria-invalid')).toBeNull();
    await setValue(byTestId('legal-country', legal), 'gb');
    await submit(byTestId('legal-form', legal));
    await settle();
    expect(writes().map((c) => [c.url, c.body])).toEqual([
      ['/api/admin/company/3/legal', { legalName: 'Hollis Gallery Ltd', street: '1 Bond Street', postcode: 'W1S 1AA', city: 'London', country: 'GB', vatNumber: 'GB123' }],
      ['/api/admin/company/3/legal', { legalName: 'Hollis Gallery Ltd', street: '1 Bond Street', postcode: 'W1S 1AA', city: 'London', country: 'GB', vatNumber: 'GB 980 7806 84' }],
    ]);
    expect(toasts()).toContain('Woohoo! Legal details saved');
  });

  it("says a division without its own uses the company's, and gives it its own from the company's", async () => {
    await load('/app/companies/3', companyEditData());
    const [london, paris] = rows();
    expect((byTestId('legal-legalName', london) as HTMLInputElement).value).toBe('Hollis Gallery London Ltd');
    expect(byTestId('legal-uses-company', paris)?.textContent).toBe("This division's invoices use the company's legal details.");
    await click(byTestId('legal-give-own', paris));
    const name = byTestId('legal-legalName', paris) as HTMLInputElement;
    expect(name.value).toBe('Hollis Gallery Ltd');
    await setValue(name, '');
    await submit(byTestId('legal-form', paris));
    expect(writes()).toEqual([]);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await setValue(name, 'Hollis Paris SARL');
    await setValue(byTestId('legal-country', paris), 'FR');
    await setValue(byTestId('legal-vatNumber', paris), '');
    await submit(byTestId('legal-form', paris));
    await settle();
    expect(writes().map((c) => [c.url, c.body])).toEqual([
      ['/api/admin/company/3/division/8/legal', { legalName: 'Hollis Paris SARL', street: '1 Bond Street', postcode: 'W1S 1AA', city: 'London', country: 'FR', vatNumber: '' }],
    ]);
    expect(byTestId('legal-uses-company', rows()[1])).toBeNull();
    expect((byTestId('legal-legalName', rows()[1]) as HTMLInputElement).value).toBe('Hollis Paris SARL');
  });

  it('picks currencies in the multi-select; the button shows at most three', async () => {
    await load('/app/companies/3', companyEditData());
    const button = byTestId('company-currencies-button');
    expect(button?.textContent).toBe('USD, GBP, EUR +1');
    await click(button);
    const option = byTestId('company-currencies-option-JPY');
    expect(option?.getAttribute('role')).toBe('option');
    await click(option);
    expect(byTestId('company-currencies-button')?.textContent).toBe('USD, GBP, EUR +2');
    await click(byTestId('company-currencies-option-USD'));
    await click(byTestId('company-currencies-option-GBP'));
    expect(byTestId('company-currencies-button')?.textContent).toBe('EUR, CHF, JPY');
    expect(sampleCompanies[0].currencies).toEqual(['GBP', 'EUR', 'USD', 'CHF']);
  });

  it('marks a password confirmation that differs and sends nothing', async () => {
    await load('/app/users/12', userEditData(true));
    await setValue(document.getElementById('user-new-password'), 'a new secret');
    await setValue(document.getElementById('user-confirm-password'), 'a new secreT');
    await submit(byTestId('user-form'));
    const confirm = document.getElementById('user-confirm-password') as HTMLInputElement;
    expect(confirm.classList.contains('is-invalid')).toBe(true);
    expect(byTestId('user-password-change')?.textContent).toContain('The passwords do not match.');
    expect(writes()).toEqual([]);
  });

  it('asks before deleting a user; cancel keeps them, confirm deletes and goes to the list', async () => {
    await load('/app/users/12', userEditData(true));
    await click(byTestId('user-delete'));
    expect(byTestId('confirm-modal')?.textContent).toContain(`Delete ${sampleAccount.firstName} ${sampleAccount.lastName} (${sampleAccount.email})?`);
    await click(byTestId('confirm-cancel'));
    expect(byTestId('confirm-modal')).toBeNull();
    expect(writes()).toEqual([]);

    await click(byTestId('user-delete'));
    await click(byTestId('confirm-ok'));
    expect(writes()).toEqual([{ url: '/api/admin/account/12', method: 'DELETE', body: undefined }]);
    expect(toasts()).toContain('Woohoo! User deleted');
    expect(window.location.pathname).toBe('/app/users');
    // Nothing asks for the deleted user again (that would be a 404: a toast and a trip to /404).
    await settle(100);
    expect(window.location.pathname).toBe('/app/users');
    expect(calls.filter((c) => c.url === '/api/admin/account/12' && c.method === 'GET')).toEqual([]);
    // The list asks for its first page, without the deleted user.
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.url)).toContain('/api/admin/account?page=1&size=10&sort=name&dir=asc');
    expect(document.querySelectorAll('[data-testid="user-row"]')).toHaveLength(0);
    expect(byTestId('users-list-summary')?.textContent).toBe('No users yet.');
    expect(consoleErrors).toEqual([]);
  });
});
