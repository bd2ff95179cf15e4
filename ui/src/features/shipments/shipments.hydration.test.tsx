// @vitest-environment happy-dom
/**
 * The shipment screens as the browser gets them: the server's HTML (dist/server.js in a bare engine) hydrated
 * without a mismatch and without asking again for what the page primed; then the add form built from the draft
 * shipment in storage and saved, Santa refused before anything is sent, and the printable asset list.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../../shared/auth';
import { SHIPMENT_DRAFT_KEY } from '../../shared/shipment';
import { currentToasts, dismissToast } from '../../shared/toast/store';
import { click, setValue, settle, submit } from '../../testing/dom';
import { jsonResponse as json } from '../../testing/fakeListApi';
import { pagePayloadJson, renderAndHydrate } from '../../testing/hydrate';
import { loadServerBundle, type ServerBundle } from '../../testing/serverBundle';
import type { Shipment, ShipmentRow } from './api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const forwarder = (id: number, line1: string) => ({ id, companyId: null, companyDivisionId: null, kind: 'forwarder', name: null, line1, line2: null, city: 'London', county: null, postCode: null, country: 'United Kingdom' });
const forwarders = [forwarder(4, 'Skyport Unit 4'), forwarder(5, 'Quai 12')];
const hg11: Shipment['assignments'][number] = {
  id: 11, ref: 'HG-0011', companyId: 1, owner: { companyId: 1 }, companyName: 'Hollis Gallery', companyDivisionId: 10, companyDivision: 'London', status: 'Submitted', progress: 3,
  completed: false, assetCount: 2, pieces: 2, poNumber: null, pickupOn: null, deliverOn: null, createdAt: '2026-11-20T09:00:00Z', age: 2,
};
const shipment: Shipment = {
  id: 3,
  ref: 'S-3',
  mode: 'Road',
  completed: false,
  commencementOn: '2026-12-01',
  commencementAt: '06:30',
  conclusionOn: '2026-12-03',
  conclusionAt: null,
  origin: forwarders[0],
  destination: forwarders[1],
  legs: [{ nameNumber: 'Le Shuttle', voyage: null, pod: 'Folkestone', etdOn: '2026-12-01', poa: 'Calais', etaOn: '2026-12-01' }],
  assignments: [hg11],
  assets: [
    {
      id: 21, ref: 'PL-1', theirRef: 'HG-21', title: 'Blue Hour', artist: 'Beatrix Coyle', pieces: 2, assignmentId: 11, assignmentRef: 'HG-0011', companyName: 'Hollis Gallery',
      companyDivision: 'London', thumbUrl: '/files/asset/21/thumb', dimensionsCm: [47, 61, 4], dimensionsInch: [18.5, 24, 1.6], weightKg: 3.7, weightLb: 8.16, volumeM3: 0.011, volumeFt3: 0.4,
    },
  ],
  documents: [],
  updatedAt: '2026-11-22T09:00:00Z',
  version: 3,
};
const row: ShipmentRow = { id: 3, ref: 'S-3', mode: 'Road', assignments: ['HG-0011'], firstDeparture: '2026-12-01', lastArrival: '2026-12-01', origin: 'Skyport Unit 4', destination: 'Quai 12', completed: false };
const LIST_KEY = '["admin","shipment","list","page=1&size=10&sort=ref&dir=asc&incCompleted=false"]';
const FORWARDERS_KEY = '["admin","address","forwarder"]';
const SHIPMENT_KEY = '["admin","shipment","3"]';

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
      if (method === 'GET' && url === '/api/admin/assignment/ref/HG-0011') return json(hg11);
      if (method === 'GET' && url.startsWith('/api/admin/assignment/ref/')) return json({ messages: ['Invalid Assignment Reference'] }, 404);
      if (method === 'POST' && url === '/api/admin/shipment') return json({ ...shipment, id: 7, ref: 'S-7' }, 201);
      if (method === 'GET' && url === '/api/admin/shipment/7') return json({ ...shipment, id: 7, ref: 'S-7' });
      if (method === 'GET' && url.startsWith('/api/admin/shipment/?')) return json({ rows: [row], total: 1, page: 1, size: 10 });
      return json({ messages: ['Unexpected call.'] }, 400);
    }),
  );
}

async function load(url: string, data: Record<string, unknown>): Promise<string> {
  const loaded = await renderAndHydrate(bundle, pagePayloadJson(url, admin, data), hydrationErrors);
  root = loaded.root;
  return loaded.html;
}

const $ = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const all = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[];
const gets = () => calls.filter((c) => c.method === 'GET').map((c) => c.url);
const posts = () => calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);

describe('the shipment screens in the browser', () => {
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
    localStorage.clear();
  });

  it.each([
    ['/app/admin/shipment', { [LIST_KEY]: { rows: [row], total: 1, page: 1, size: 10 } }],
    ['/app/admin/shipment/3', { [SHIPMENT_KEY]: shipment }],
    ['/app/admin/shipment/edit/3', { [SHIPMENT_KEY]: shipment, [FORWARDERS_KEY]: forwarders }],
    ['/app/admin/shipment/add', { [FORWARDERS_KEY]: forwarders }],
  ])('hydrates %s without a mismatch and asks again for nothing it primed', async (url, data) => {
    await load(url, data);
    await settle();
    expect(hydrationErrors).toEqual([]);
    expect(gets()).toEqual([]);
  });

  it('lists the shipments the server primed, and the view draws its legs and, on demand, the asset list', async () => {
    const html = await load('/app/admin/shipment', { [LIST_KEY]: { rows: [row], total: 1, page: 1, size: 10 } });
    expect(html).toContain('S-3');
    expect(all('shipment-row').map((r) => r.textContent)).toEqual([expect.stringContaining('HG-0011')]);
    await act(async () => root?.unmount());
    await load('/app/admin/shipment/3', { [SHIPMENT_KEY]: shipment });
    expect(all('shipment-leg').map((r) => r.textContent)).toEqual([expect.stringContaining('Le Shuttle')]);
    expect($('asset-print-list')).toBeNull();
    await click($('shipment-printable'));
    expect($('asset-print-row')?.textContent).toContain('47.0 × 61.0 × 4.0 cm');
    expect($('asset-print-row')?.textContent).toContain('8.16 lb');
    expect($('shipment-details')?.className).toContain('d-print-none');
  });

  it('builds the add form from the draft and clears the draft once saved', async () => {
    localStorage.setItem(SHIPMENT_DRAFT_KEY, JSON.stringify({ assignments: [{ id: 11, ref: 'HG-0011' }] }));
    await load('/app/admin/shipment/add', { [FORWARDERS_KEY]: forwarders });
    await settle();
    expect(all('shipment-assignment').map((r) => r.textContent)).toEqual([expect.stringContaining('Hollis Gallery')]);
    expect(($('shipment-origin') as HTMLSelectElement).value).toBe('4');
    expect(($('shipment-destination') as HTMLSelectElement).value).toBe('5');
    await setValue($('shipment-mode'), 'Santa');
    await submit($('shipment-form'));
    expect(document.getElementById('shipment-mode-error')?.textContent).toContain("Santa's sleigh is fully booked");
    expect(posts()).toEqual([]);
    await setValue($('shipment-mode'), 'Air');
    await submit($('shipment-form'));
    await settle();
    expect(posts()).toEqual([expect.objectContaining({ mode: 'Air', assignmentIds: [11], originAddressId: 4, destinationAddressId: 5, legs: [] })]);
    expect(localStorage.getItem(SHIPMENT_DRAFT_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/app/admin/shipment/7');
  });
});
