// @vitest-environment happy-dom
/**
 * The admin inventory screens as the browser gets them: server HTML (dist/server.js in a bare engine) hydrated
 * without a mismatch and without asking again for what the server primed (features/inventory/admin_pages.rs);
 * then the picking list kept in storage, and the admin's form sending the provider's ref and the storage
 * entries with the asset, with fetch stubbed.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../../../shared/auth';
import { click, setValue, settle, submit } from '../../../testing/dom';
import { primedPage } from '../../../testing/fakeListApi';
import { pagePayloadJson, renderAndHydrate } from '../../../testing/hydrate';
import { blueNude, blueNudeDocuments, blueNudeHistory, sampleDivisions, sampleInventoryList } from '../../../testing/sampleInventory';
import { loadServerBundle, type ServerBundle } from '../../../testing/serverBundle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const SUMMARY = { '["admin","company","summary"]': [{ id: 3, name: 'Hollis Gallery' }, { id: 4, name: 'Marlow Collection' }] };
const ASSET = { '["inventory","21"]': blueNude, '["inventory","21","documents"]': blueNudeDocuments, ...SUMMARY };

const pageData = {
  list: () => ({ ...primedPage(sampleInventoryList(), 'page=1&size=10&sort=title&dir=asc&incHidden=false&companyId=3'), '["company","divisions"]': sampleDivisions, ...SUMMARY }),
  view: () => ({ ...ASSET, '["inventory","21","history"]': blueNudeHistory, '["inventory","21","condition-reports"]': [] }),
  edit: () => ({ ...ASSET, '["company","divisions"]': sampleDivisions }),
};

type Call = { url: string; method: string; parts?: Record<string, string> };

let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let calls: Call[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const $ = (id: string, within: ParentNode = document) => within.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const $$ = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[];

async function load(url: string, data: Record<string, unknown>) {
  root = (await renderAndHydrate(bundle, pagePayloadJson(url, admin, data), hydrationErrors)).root;
}

describe('the admin inventory screens in the browser', () => {
  beforeAll(() => {
    bundle = loadServerBundle();
  });

  beforeEach(() => {
    hydrationErrors = [];
    calls = [];
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', userName: admin.email }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const call: Call = { url, method: init.method ?? 'GET' };
        if (init.body instanceof FormData) call.parts = Object.fromEntries([...init.body.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
        calls.push(call);
        if (call.method === 'PUT' || url === '/api/inventory/21') return json({ ...blueNude, ref: 'PL-21' });
        return json(url.endsWith('/history') || url.endsWith('/list') ? [] : {});
      }),
    );
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each([
    ['/app/admin/inventory?company=3', pageData.list()],
    ['/app/admin/inventory/21', pageData.view()],
    ['/app/admin/inventory/edit/21', pageData.edit()],
  ])('hydrates %s without a mismatch and fetches nothing the server primed', async (url, data) => {
    await load(url, data);
    await settle();
    expect(hydrationErrors).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('lists every company’s asset with its owner, and keeps the picking list in storage', async () => {
    await load('/app/admin/inventory?company=3', pageData.list());
    const row = $$('asset-row').find((r) => r.textContent?.includes('Blue Nude')) as HTMLElement;
    expect(row.querySelector('[data-col="company"]')?.textContent).toBe('Hollis Gallery');
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/app/admin/inventory/21');
    await click($('picking-toggle', row));
    expect($('picking-count')?.textContent).toBe('1');
    expect($('condition-count')?.textContent).toBe('0');
    expect(JSON.parse(localStorage.getItem('pickingList') ?? '[]')).toEqual([{ id: 21, title: 'Blue Nude', ref: 'HG-21', theirRef: 'BN-1', companyId: 3 }]);
    await click($('picking-remove'));
    expect(localStorage.getItem('pickingList')).toBeNull();
  });

  it('shows the owner on the view, and edits on the admin’s form', async () => {
    await load('/app/admin/inventory/21', pageData.view());
    expect($('asset-owner')?.textContent).toBe('Hollis Gallery');
    expect($('asset-edit-link')?.getAttribute('href')).toBe('/app/admin/inventory/edit/21');
  });

  it('sends the provider’s ref and the storage entries with the asset; a second open entry cannot be added', async () => {
    await load('/app/admin/inventory/edit/21', pageData.edit());
    expect($('asset-owner')?.textContent).toBe('Company: Hollis Gallery');
    expect(($('asset-storage-add') as HTMLButtonElement).disabled).toBe(true);
    expect($('asset-storage-add-reason')?.textContent).toBe('A new entry can be added once every entry has an out date.');
    await setValue($('asset-ref'), ' PL-21 ');
    await setValue($('asset-storage-out'), '2026-11-20');
    expect(($('asset-storage-add') as HTMLButtonElement).disabled).toBe(false);
    await submit($('asset-form'));
    await settle();
    const put = calls.find((c) => c.method === 'PUT');
    const sent = JSON.parse(put?.parts?.asset ?? '{}');
    expect(sent.ref).toBe('PL-21');
    expect(sent.storage).toEqual([{ id: 3, inOn: '2026-11-10', outOn: '2026-11-20', location: 'Bay 4' }]);
    expect(window.location.pathname).toBe('/app/admin/inventory/21');
  });
});
