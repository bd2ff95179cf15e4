// @vitest-environment happy-dom
/**
 * /app/admin/storage as the browser gets it: the server's HTML (dist/server.js in a bare engine) hydrated without a
 * mismatch and without asking again for what the page primed; then the bag (kept in storage, one division: another
 * division's asset refused with its message), the builder's preview and the generation, which clears the bag.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../../shared/auth';
import { currentToasts, dismissToast } from '../../shared/toast/store';
import { click, setValue, settle } from '../../testing/dom';
import { jsonResponse as json } from '../../testing/fakeListApi';
import { pagePayloadJson, renderAndHydrate } from '../../testing/hydrate';
import { loadServerBundle, type ServerBundle } from '../../testing/serverBundle';
import type { StorageInvoicePreview, StorageRow } from './api';
import { BAG_KEY } from './bag';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const storageRow = (id: number, title: string, divisionId: number, companyId: number): StorageRow => ({
  id,
  title,
  artist: null,
  ref: `R-${id}`,
  theirRef: null,
  companyId,
  companyName: companyId === 1 ? 'Hollis Gallery' : 'Marlow Fine Art',
  companyDivisionId: divisionId,
  companyDivision: divisionId === 10 ? 'London' : 'Paris',
  location: 'Bay 4',
  inSince: '2026-11-01',
  daysOutstanding: 23,
  grossVolume: 0.1,
});
const rows = [storageRow(21, 'Blue Study', 10, 1), storageRow(22, 'Vase', 20, 2)];
const page = { rows, total: 2, page: 1, size: 10 };
const companies = [
  { id: 1, name: 'Hollis Gallery', currencies: ['GBP', 'USD'], invoice: { addressee: null }, groupBrand: 'fd' },
  { id: 2, name: 'Marlow Fine Art', currencies: ['EUR'], invoice: { addressee: null }, groupBrand: 'eagle' },
];
const divisions = [
  { id: 10, name: 'London', companyId: 1, invoice: { addressee: null } },
  { id: 20, name: 'Paris', companyId: 2, invoice: { addressee: null } },
];
const LIST_KEY = '["admin","storage","list","page=1&size=10&sort=since&dir=asc"]';
const primed = { [LIST_KEY]: page, '["admin","company","summary"]': companies, '["company","divisions"]': divisions };
const preview: StorageInvoicePreview = {
  companyId: 1,
  companyName: 'Hollis Gallery',
  companyDivisionId: 10,
  companyDivision: 'London',
  groupBrand: 'fd',
  currency: 'GBP',
  currencies: ['GBP', 'USD'],
  addressee: 'Accounts\nHollis Gallery',
  rateBasis: 'item',
  rate: '1.50',
  minimumCharge: '0.00',
  lines: [{ assetId: 21, ref: 'R-21', description: 'R-21: storage for 23 outstanding days', days: 23, periodFrom: '2026-11-01', periodTo: '2026-11-24', volume: null, charge: '34.50' }],
  total: '34.50',
  cost: '0.00',
};

type Call = { url: string; method: string; body: unknown };
let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let calls: Call[] = [];

function stubFetch() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ url, method, body });
      if (method === 'POST' && url === '/api/admin/storage/invoice/preview') return json(preview);
      if (method === 'POST' && url === '/api/admin/storage/invoice') return json({ id: 5, kind: 'storage', invoiceNumber: 'F2', assets: [{ id: 21, ref: 'R-21' }] });
      if (method === 'GET' && url.startsWith('/api/admin/storage/?')) return json(page);
      if (method === 'GET' && url.startsWith('/api/admin/invoice/')) return json({ rows: [], total: 0, page: 1, size: 10, totals: [] });
      return json({ messages: ['Unexpected call.'] }, 400);
    }),
  );
}

const $ = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const all = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[];
const gets = () => calls.filter((c) => c.method === 'GET').map((c) => c.url);
const posts = () => calls.filter((c) => c.method === 'POST');
const toasts = () => currentToasts().map((t) => t.text);

async function load(): Promise<string> {
  const loaded = await renderAndHydrate(bundle, pagePayloadJson('/app/admin/storage', admin, primed), hydrationErrors);
  root = loaded.root;
  return loaded.html;
}

describe('the storage screen in the browser', () => {
  beforeAll(() => {
    bundle = loadServerBundle();
  });

  beforeEach(() => {
    hydrationErrors = [];
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', userName: admin.email }));
    stubFetch();
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    for (const t of currentToasts()) dismissToast(t.id);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('hydrates without a mismatch and asks again for nothing it primed', async () => {
    const html = await load();
    await settle();
    expect(hydrationErrors).toEqual([]);
    expect(gets()).toEqual([]);
    expect(html).toContain('Blue Study');
    expect(all('storage-row')).toHaveLength(2);
  });

  it('fills the bag with one division, previews and generates, then clears the bag', async () => {
    await load();
    await settle();
    const toggles = () => all('bag-toggle');
    await click(toggles()[0]);
    expect($('bag-count')?.textContent).toBe('1');
    expect(JSON.parse(localStorage.getItem(BAG_KEY) ?? '{}').assets.map((a: { id: number }) => a.id)).toEqual([21]);
    await click(toggles()[1]);
    expect(toasts()).toContain('Can only add assets of the same Division');
    expect($('bag-count')?.textContent).toBe('1');

    // The builder: the company's currencies and brand; no preview without a rate.
    const currency = $('builder-currency') as HTMLSelectElement;
    expect([...currency.options].map((o) => o.value)).toEqual(['GBP', 'USD']);
    expect($('builder-brand')?.textContent).toContain('FD');
    expect(($('builder-preview') as HTMLButtonElement).disabled).toBe(true);
    await setValue($('builder-rate'), '1.50');
    expect(($('builder-preview') as HTMLButtonElement).disabled).toBe(false);
    // Zero rated until chosen; exempt needs a reason, the standard rate its percentage.
    expect(($('builder-vat') as HTMLSelectElement).value).toBe('zero');
    await setValue($('builder-vat'), 'exempt');
    expect(($('builder-preview') as HTMLButtonElement).disabled).toBe(true);
    expect($('builder-exempt-reason')).not.toBeNull();
    await setValue($('builder-vat'), 'standard');
    expect($('builder-exempt-reason')).toBeNull();
    expect(($('builder-preview') as HTMLButtonElement).disabled).toBe(true);
    await setValue($('builder-tax'), '20');
    expect(($('builder-preview') as HTMLButtonElement).disabled).toBe(false);
    await click($('builder-preview'));
    await settle();
    expect(posts().map((c) => c.body)).toEqual([{ assetIds: [21], currency: 'GBP', rateBasis: 'item', rate: '1.50', minimumCharge: '', cost: '', vatCategory: 'standard', tax: '20' }]);
    expect($('preview-vat')?.textContent).toBe('Standard rate at 20%');
    expect($('preview-description')?.textContent).toBe('R-21: storage for 23 outstanding days');
    expect($('preview-total')?.textContent).toContain('34.50');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await click($('preview-generate'));
    await settle();
    expect(posts()[1]).toMatchObject({ url: '/api/admin/storage/invoice', body: { assetIds: [21], total: '34.50', vatCategory: 'standard', tax: '20' } });
    expect(toasts()).toEqual(expect.arrayContaining(['Generating Invoice', 'Woohoo! Invoice added']));
    expect($('storage-preview')).toBeNull();
    expect($('bag-empty')).not.toBeNull();
    expect(localStorage.getItem(BAG_KEY)).toBeNull();
    // The list is read again a second later.
    const before = gets().filter((u) => u.startsWith('/api/admin/storage/')).length;
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await settle();
    expect(gets().filter((u) => u.startsWith('/api/admin/storage/')).length).toBeGreaterThan(before);
  });
});
