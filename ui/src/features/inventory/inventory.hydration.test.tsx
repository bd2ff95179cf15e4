// @vitest-environment happy-dom
/**
 * The inventory screens as the browser gets them: server HTML (dist/server.js in a bare engine) hydrated
 * without a mismatch and without asking again for what the server primed; then the list's filters and the
 * draft assignment, the add form (duplicate check, measurements, photo, multipart save), the edit form's
 * photo and documents, and the view's conversions and delete, with fetch stubbed.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '../../shared/assignment';
import { AUTH_KEY } from '../../shared/auth';
import { SEARCH_DEBOUNCE_MS } from '../../shared/list';
import { click, setValue, settle, submit } from '../../testing/dom';
import { listAnswer, primedPage, type FakeList } from '../../testing/fakeListApi';
import { blueNude, blueNudeDocuments, hiddenAsset, inventoryCustomer, inventoryPageData, sampleAsset, sampleAssets, sampleDivisions, sampleInventoryList } from '../../testing/sampleInventory';
import type { AssetRow } from './api';
import { loadServerBundle, type ServerBundle } from '../../testing/serverBundle';
import { pagePayloadJson, renderAndHydrate } from '../../testing/hydrate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Call = { url: string; method: string; json?: unknown; parts?: Record<string, string>; files?: Record<string, string> };

let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let consoleErrors: unknown[][] = [];
let calls: Call[] = [];
/**
 * Answers by "METHOD url"; a function gets the call. GET /api/inventory?... is the list fake over `inventory`.
 * Anything else: 404 for a GET of an asset, [] for addresses, {} otherwise.
 */
let answers: Record<string, unknown> = {};
let inventory: FakeList<AssetRow> = sampleInventoryList();
/** List answers wait while this is set (the previous page stays on screen). */
let held: Promise<void> | null = null;

/** What the server answers for the sample company, for the reads that follow a change. */
function serverAnswers(): Record<string, unknown> {
  return {
    'GET /api/inventory/21': blueNude,
    'GET /api/inventory/21/list': blueNudeDocuments,
    'GET /api/company/divisions': sampleDivisions,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function record(url: string, init: RequestInit): Call {
  const call: Call = { url, method: init.method ?? 'GET' };
  if (typeof init.body === 'string') call.json = JSON.parse(init.body);
  if (init.body instanceof FormData) {
    call.parts = {};
    call.files = {};
    for (const [key, value] of init.body.entries()) {
      if (typeof value === 'string') call.parts[key] = value;
      else call.files[key] = (value as File).name;
    }
  }
  return call;
}

function stubFetch() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = record(url, init);
      calls.push(call);
      if (call.method === 'GET' && url.startsWith('/api/inventory?')) {
        if (held) await held;
        return json(listAnswer(inventory, url.split('?')[1]));
      }
      const answer = answers[`${call.method} ${url}`];
      if (typeof answer === 'function') return (answer as (c: Call) => Response)(call);
      if (answer !== undefined) return json(answer);
      if (call.method === 'GET' && /^\/api\/inventory\/\d+/.test(url)) return json({ messages: ['Not found.'] }, 404);
      if (call.method === 'GET' && url.startsWith('/api/address')) return json([]);
      return json({});
    }),
  );
}

async function load(url: string, data: Record<string, unknown>): Promise<string> {
  const loaded = await renderAndHydrate(bundle, pagePayloadJson(url, inventoryCustomer, data), hydrationErrors);
  root = loaded.root;
  return loaded.html;
}

async function reload(url: string, data: Record<string, unknown>) {
  await act(async () => root?.unmount());
  root = null;
  await load(url, data);
}

const $ = (id: string, within: ParentNode = document) => within.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const $$ = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[];
const toasts = () => $$('toast').map((t) => t.textContent);
const writes = () => calls.filter((c) => c.method !== 'GET');
const rowTitles = () => $$('asset-row').map((r) => r.querySelector('[data-col="title"]')?.textContent);
const rowOf = (title: string) => $$('asset-row').find((r) => r.querySelector('[data-col="title"]')?.textContent === title) as HTMLElement;
const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');

async function pickFiles(testId: string, files: File[]) {
  const input = $(`${testId}-input`) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the inventory screens in the browser', () => {
  beforeAll(() => {
    bundle = loadServerBundle();
  });

  beforeEach(() => {
    hydrationErrors = [];
    consoleErrors = [];
    answers = serverAnswers();
    inventory = sampleInventoryList();
    held = null;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', userName: inventoryCustomer.email }));
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
    ['/app/inventory', inventoryPageData.list()],
    ['/app/inventory?hidden=1&division=7&page=1', inventoryPageData.listWithHidden()],
    ['/app/inventory/add', inventoryPageData.add()],
    ['/app/inventory/edit/21', inventoryPageData.edit()],
    ['/app/inventory/21', inventoryPageData.view()],
  ])('hydrates %s without a mismatch and fetches nothing the server primed', async (url, data) => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ companyDivisionId: 7, assets: [{ id: 21, title: 'Blue Nude', theirRef: 'BN-1', companyDivisionId: 7, inStorage: true }] }));
    await load(url, data);
    await settle();
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([]);
  });

  it('corrects a page past the end to the page served, keeping the filters in the URL, without a fetch', async () => {
    const data = { ...primedPage(inventory, 'page=9&size=10&sort=title&dir=asc&incHidden=false&companyDivisionId=7'), '["company","divisions"]': sampleDivisions };
    const html = await load('/app/inventory?division=7&page=9', data);
    await settle();
    expect(html.match(/data-testid="asset-row"/g)).toHaveLength(2);
    expect(window.location.search).toBe('?division=7&page=1');
    expect(rowTitles()).toEqual(['Blue Nude', 'Study in Grey']);
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('server-renders the list with thumbnails turned by CSS, and filters by division and hidden in the URL, asking the server', async () => {
    const html = await load('/app/inventory', inventoryPageData.list());
    expect(html).toContain('src="/files/asset/21/thumb?v=90"');
    expect(html).toMatch(/transform:rotate\(90deg\)/);
    // By title, the default sort; the hidden one left out.
    expect(rowTitles()).toEqual(['Blue Nude', 'Harbour at Dusk', 'Study in Grey']);
    expect(rowOf('Blue Nude').querySelector('[data-col="status"]')?.textContent).toBe('In storage');
    expect(rowOf('Study in Grey').querySelector('[data-col="status"]')?.textContent).toBe('On assignment');

    const query = () => Object.fromEntries(new URLSearchParams(window.location.search));
    await setValue($('inventory-division'), '8');
    await settle();
    expect(query()).toEqual({ division: '8', page: '1' });
    expect(calls.map((c) => c.url)).toEqual(['/api/inventory?page=1&size=10&sort=title&dir=asc&incHidden=false&companyDivisionId=8']);
    expect(rowTitles()).toEqual(['Harbour at Dusk']);
    await setValue($('inventory-division'), '');
    await settle();
    // The first page without a division is the one the server primed: not asked again.
    expect(calls).toHaveLength(1);
    expect(rowTitles()).toEqual(['Blue Nude', 'Harbour at Dusk', 'Study in Grey']);
    await click($('inventory-hidden'));
    await settle();
    expect(query()).toEqual({ hidden: '1', page: '1' });
    expect(calls.map((c) => c.url)[1]).toBe('/api/inventory?page=1&size=10&sort=title&dir=asc&incHidden=true');
    expect(rowTitles()).toEqual(['Attic Sketch', 'Blue Nude', 'Harbour at Dusk', 'Study in Grey']);
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('builds the draft from assets found on two pages and a search, refuses another division, keeps it across visits, and empties it', async () => {
    // Six assets in pages of 3, by title: Blue Nude, Harbour at Dusk (Paris), Quiet Room | River Study, Study in Grey, Winter Light (Paris).
    const more = [
      sampleAsset(25, 'Quiet Room', { theirRef: 'QR-5' }),
      sampleAsset(26, 'River Study', { theirRef: 'RS-6' }),
      sampleAsset(27, 'Winter Light', { companyDivisionId: 8, companyDivision: 'Paris', theirRef: 'WL-7' }),
    ];
    inventory = sampleInventoryList([...sampleAssets, hiddenAsset, ...more]);
    const firstPage = 'page=1&size=3&sort=title&dir=asc&incHidden=false';
    const data = () => ({ ...primedPage(inventory, firstPage), '["company","divisions"]': sampleDivisions });
    await load('/app/inventory?size=3', data());
    expect(rowTitles()).toEqual(['Blue Nude', 'Harbour at Dusk', 'Quiet Room']);
    expect($('draft-empty')).not.toBeNull();
    await click($('draft-toggle', rowOf('Blue Nude')));

    // The next page: the rows shown stay (busy) until it comes.
    let release = () => undefined as void;
    held = new Promise<void>((resolve) => (release = resolve));
    await click($('inventory-list-next'));
    await settle();
    expect(rowTitles()).toEqual(['Blue Nude', 'Harbour at Dusk', 'Quiet Room']);
    expect($('inventory-list')?.querySelector('.table-responsive')?.getAttribute('aria-busy')).toBe('true');
    held = null;
    release();
    await settle();
    expect($('inventory-list')?.querySelector('.table-responsive')?.getAttribute('aria-busy')).toBeNull();
    expect(rowTitles()).toEqual(['River Study', 'Study in Grey', 'Winter Light']);
    // On an open assignment: no button that cannot work, the reason in its place.
    expect($('draft-toggle', rowOf('Study in Grey'))).toBeNull();
    expect($('draft-unavailable', rowOf('Study in Grey'))?.textContent).toBe('Already on an open assignment');
    await click($('draft-toggle', rowOf('River Study')));
    await click($('draft-toggle', rowOf('Winter Light')));
    expect(toasts()).toContain('Can only add assets of the same Division');

    // A search (once typing pauses) finds the third.
    await setValue($('inventory-list-search'), 'quiet');
    await settle(SEARCH_DEBOUNCE_MS + 20);
    await settle();
    expect(rowTitles()).toEqual(['Quiet Room']);
    await click($('draft-toggle', rowOf('Quiet Room')));
    expect(calls.map((c) => c.url)).toEqual(['/api/inventory?page=2&size=3&sort=title&dir=asc&incHidden=false', '/api/inventory?page=1&size=3&q=quiet&sort=title&dir=asc&incHidden=false']);

    expect($$('draft-asset').map((a) => a.getAttribute('data-asset-id'))).toEqual(['21', '26', '25']);
    expect($('draft-division')?.textContent).toBe('Division: London');
    expect(storedDraft()).toEqual({
      companyDivisionId: 7,
      assets: [
        { id: 21, title: 'Blue Nude', theirRef: 'BN-1', companyDivisionId: 7, inStorage: true },
        { id: 26, title: 'River Study', theirRef: 'RS-6', companyDivisionId: 7, inStorage: false },
        { id: 25, title: 'Quiet Room', theirRef: 'QR-5', companyDivisionId: 7, inStorage: false },
      ],
    });

    // Another visit: the draft is still there once the page is live.
    await reload('/app/inventory?size=3', data());
    expect(hydrationErrors).toEqual([]);
    expect($$('draft-asset')).toHaveLength(3);
    expect($('draft-toggle', rowOf('Blue Nude'))?.getAttribute('aria-pressed')).toBe('true');
    expect($('draft-create')?.getAttribute('href')).toBe('/app/assignment/add');

    await click($('draft-toggle', rowOf('Blue Nude')));
    await click($('draft-remove'));
    await click($('draft-remove'));
    expect($('draft-empty')).not.toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // Empty, it has no division: Paris may start it now.
    await click($('draft-toggle', rowOf('Harbour at Dusk')));
    expect(storedDraft().companyDivisionId).toBe(8);
    expect(consoleErrors).toEqual([]);
  });

  it('stops an add whose reference is in use, before sending anything', async () => {
    answers['GET /api/inventory/match?title=Blue+Nude+II&reference=BN-1'] = { byReference: [blueNude], byTitle: [] };
    await load('/app/inventory/add', inventoryPageData.add());
    expect(($('asset-form')?.querySelector('#asset-division') as HTMLSelectElement).value).toBe('7');
    await setValue(document.getElementById('asset-title'), 'Blue Nude II');
    await setValue(document.getElementById('asset-their-ref'), 'BN-1');
    await submit($('asset-form'));
    await settle();
    expect(toasts()).toContain('Oops! Asset reference BN-1 alrady in use');
    expect(document.getElementById('asset-their-ref')?.getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
  });

  it('adds an asset with a photo and two measurements after the duplicate modal, into a new assignment', async () => {
    const saved = sampleAsset(30, 'Blue Nude', { theirRef: 'BN-9' });
    answers['GET /api/inventory/match?title=Blue+Nude&reference=BN-9'] = { byReference: [], byTitle: [blueNude] };
    answers['POST /api/inventory'] = () => json(saved, 201);
    await load('/app/inventory/add', inventoryPageData.add());
    await setValue(document.getElementById('asset-title'), 'Blue Nude');
    await setValue(document.getElementById('asset-their-ref'), 'BN-9');
    await setValue(document.getElementById('asset-value'), '1,500.5');

    await pickFiles('photo-input', [new File(['jpeg'], 'front.JPG', { type: 'image/jpeg' })]);
    await click($('photo-rotate-right'));
    await click($('photo-rotate-left'));
    await click($('photo-rotate-left'));
    expect($('photo-preview')?.getAttribute('data-rotation')).toBe('-90');

    const rows = () => $$('measurement-row');
    await setValue($('measurement-weight', rows()[0]), '12.5');
    await setValue($('measurement-x', rows()[0]), '10');
    await setValue($('measurement-x-unit', rows()[0]), 'inch');
    await click($('measurement-copy'));
    await click($('measurement-add'));
    expect(rows()).toHaveLength(3);
    expect(($('measurement-weight', rows()[1]) as HTMLInputElement).value).toBe('12.5');
    expect(($('measurement-weight-unit', rows()[2]) as HTMLSelectElement).value).toBe('Kg');
    expect(($('measurement-z-unit', rows()[2]) as HTMLSelectElement).value).toBe('cm');
    await setValue($('measurement-weight', rows()[1]), '3');
    await click($('measurement-remove', rows()[2]));
    await click($('asset-then-assign'));

    await submit($('asset-form'));
    await settle();
    expect($('duplicate-modal')?.textContent).toContain('Blue Nude');
    expect(writes()).toEqual([]);
    await click($('duplicate-continue'));
    await settle();

    const post = writes()[0];
    expect(post.url).toBe('/api/inventory');
    expect(post.method).toBe('POST');
    expect(post.files).toEqual({ 'photo.content': 'front.JPG' });
    expect(post.parts?.['photo.name']).toBe('front.JPG');
    expect(post.parts?.['photo.documentType']).toBe('asset');
    expect(JSON.parse(post.parts?.asset ?? '{}')).toEqual({
      companyDivisionId: 7,
      title: 'Blue Nude',
      artist: null,
      theirRef: 'BN-9',
      pieces: 1,
      value: '1500.50',
      valueCurrency: 'USD',
      hidden: false,
      photoRotation: -90,
      netMeasurements: [
        { weight: { value: 12.5, unit: 'Kg' }, dimension: { x: 10, y: null, z: null, xUnit: 'inch', yUnit: 'cm', zUnit: 'cm' } },
        { weight: { value: 3, unit: 'Kg' }, dimension: { x: 10, y: null, z: null, xUnit: 'inch', yUnit: 'cm', zUnit: 'cm' } },
      ],
    });
    expect(toasts()).toContain('Woohoo! Asset added');
    expect(window.location.pathname).toBe('/app/assignment/add');
    expect(storedDraft()).toEqual({ companyDivisionId: 7, assets: [{ id: 30, title: 'Blue Nude', theirRef: 'BN-9', companyDivisionId: 7, inStorage: false }] });
  });

  it('marks bad figures and sends nothing', async () => {
    await load('/app/inventory/add', inventoryPageData.add());
    await setValue(document.getElementById('asset-pieces'), '0');
    await setValue($('measurement-y'), '12cm');
    await submit($('asset-form'));
    expect(document.getElementById('asset-title')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('asset-pieces-error')?.textContent).toBe('Write 1 or more.');
    expect(document.getElementById('measurement-0-y-error')?.textContent).toBe('Not a number: write it like 12,345.50.');
    expect(calls).toEqual([]);
  });

  it('on edit deletes the photo with the save, uploads documents, and keeps the item photo in the list', async () => {
    answers['PUT /api/inventory'] = () => json({ ...blueNude, photo: null, photoRotation: 0 });
    answers['POST /api/inventory/21/upload/3'] = () => json([{ id: 92, name: 'invoice.pdf' }], 201);
    await load('/app/inventory/edit/21', inventoryPageData.edit());
    expect($('photo-preview')?.querySelector('img')?.getAttribute('src')).toBe('/files/asset/21/photo?v=90');

    await click($('document-delete'));
    expect(toasts()).toContain('Delete the item photo at the top of the page');
    await pickFiles('asset-upload', [new File(['%PDF'], 'invoice.pdf'), new File(['MZ'], 'tool.exe')]);
    await settle();
    expect(toasts()).toContain('Oops! file type not allowed (exe)');
    expect(writes().map((c) => [c.method, c.url, c.files])).toEqual([['POST', '/api/inventory/21/upload/3', { file: 'invoice.pdf' }]]);
    expect($('upload-item')?.getAttribute('data-status')).toBe('done');

    await click($('photo-delete'));
    expect($('photo-preview')?.textContent).toBe('The photo will be deleted when you save.');
    await submit($('asset-form'));
    await settle();
    const put = writes()[1];
    expect(put.method).toBe('PUT');
    expect(put.files).toEqual({});
    expect(JSON.parse(put.parts?.asset ?? '{}')).toMatchObject({ id: 21, ref: 'HG-21', deletePhoto: true, photoRotation: 0, value: '12500.00', valueCurrency: 'GBP', pieces: 2 });
    expect(toasts()).toContain('Woohoo! Asset updated');
    expect(window.location.pathname).toBe('/app/inventory/21');
  });

  it('shows the measurements converted, the storage and the assignment link; with storage records it cannot be deleted and says why', async () => {
    await load('/app/inventory/21', { ...inventoryPageData.view(), '["company","divisions"]': [] });
    // The history, primed by the server: the provider's staff are the provider to a customer.
    expect([...document.querySelectorAll('.history-event')].map((li) => li.textContent)).toEqual([
      'Into storage on 01 Oct, 2026, at Bay 402 Oct, 2026 08:15 AM · Plinth',
      'Added to the inventory30 Sep, 2026 05:40 PM · Hana Hollis',
    ]);
    const cells = (row: number) => Object.fromEntries([...$$('measurement')[row].querySelectorAll('td')].map((td) => [td.getAttribute('data-col'), td.textContent]));
    // 22.05 lb; 10 × 20 × 5 in, converted to cm with the product's factor first (docs/inventory.md).
    expect(cells(0)).toEqual({ lb: '22.05', kg: '10', cm: '25.4 × 50.8 × 12.7', inch: '10 × 20 × 5', m3: '0.016', ft3: '0.58' });
    expect(cells(1)).toEqual({ lb: '22.05', kg: '10', cm: '100 × 50 × 20', inch: '39.37 × 19.69 × 7.87', m3: '0.1', ft3: '3.53' });
    expect($('asset-value')?.textContent).toBe('GBP\u00A012,500.00');
    expect($('asset-storage')?.textContent).toContain('10 Nov, 2026');
    expect($('asset-storage')?.textContent).toContain('Bay 4');
    expect($('asset-assignment')?.textContent).toBe('—');
    expect($('asset-photo')?.querySelector('img')?.getAttribute('style')).toContain('rotate(90deg)');
    // The server refuses to delete an asset with storage records: the button is off, the reason beside it.
    expect(($('asset-delete') as HTMLButtonElement).disabled).toBe(true);
    expect($('asset-delete')?.getAttribute('aria-describedby')).toBe('asset-delete-reason');
    expect($('asset-delete-reason')?.textContent).toBe('It has storage records, so it cannot be deleted. Hide it instead.');
  });

  it('deletes a free asset after a confirm', async () => {
    const free = { ...blueNude, storage: [], inStorage: false };
    answers['GET /api/inventory/21'] = free;
    answers['DELETE /api/inventory/21'] = () => {
      // Gone, as on the server: reading it again is a 404.
      delete answers['GET /api/inventory/21'];
      inventory = sampleInventoryList(sampleAssets.slice(1));
      return json({ messages: ['Asset deleted.'] });
    };
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ companyDivisionId: 7, assets: [{ id: 21, title: 'Blue Nude', theirRef: 'BN-1', companyDivisionId: 7, inStorage: true }] }));
    await load('/app/inventory/21', { ...inventoryPageData.view(), '["inventory","21"]': free, '["company","divisions"]': [] });
    expect($('asset-delete-reason')).toBeNull();

    await click($('asset-delete'));
    expect($('confirm-modal')?.textContent).toContain('Delete Blue Nude?');
    await click($('confirm-ok'));
    await settle(50);
    expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/inventory/21']);
    expect(toasts()).toContain('Woohoo! Asset deleted');
    expect(window.location.pathname).toBe('/app/inventory');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // The condition report history, still mounted while the page leaves, is asked for once more.
    expect(calls.filter((c) => c.url.startsWith('/api/inventory/21')).map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/inventory/21',
      'GET /api/inventory/21/condition-reports',
    ]);
    // The list asks the server for its first page, which no longer has it.
    await settle();
    expect(calls.filter((c) => c.url.startsWith('/api/inventory?')).map((c) => c.url)).toEqual(['/api/inventory?page=1&size=10&sort=title&dir=asc&incHidden=false']);
    expect(rowTitles()).toEqual(['Harbour at Dusk', 'Study in Grey']);
  });

  it('links an asset on an assignment to it', async () => {
    const onAssignment = sampleAsset(22, 'Study in Grey', { hasAssignment: true, assignmentId: 5 });
    await load('/app/inventory/22', { '["inventory","22"]': onAssignment, '["inventory","22","documents"]': [] });
    expect($('asset-assignment-link')?.getAttribute('href')).toBe('/app/assignment/5');
    // The server refuses to delete it: the button says why instead of failing.
    expect(($('asset-delete') as HTMLButtonElement).disabled).toBe(true);
    expect($('asset-delete-reason')?.textContent).toBe('It is on an assignment, so it cannot be deleted.');
  });

  it.each(['/app/inventory/99', '/app/inventory/edit/99'])('moves %s, an id the server does not know, to the 404 page', async (url) => {
    await load(url, inventoryPageData.add());
    await settle(50);
    expect(window.location.pathname).toBe('/404');
  });
});
