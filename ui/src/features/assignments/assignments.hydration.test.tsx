// @vitest-environment happy-dom
/**
 * The customer assignment screens as the browser gets them: the server's HTML (dist/server.js in a bare
 * engine) hydrated without a mismatch and without asking again for what the page primed, then clicked through
 * with fetch stubbed: the list's filters, the view's assets, documents and shipment summary, an unknown id, and
 * the add screen built from the draft in localStorage.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '../../shared/assignment/draft';
import { AUTH_KEY } from '../../shared/auth';
import { currentToasts, dismissToast } from '../../shared/toast/store';
import { click, setValue, settle, submit } from '../../testing/dom';
import { ASSIGNMENT_STATUSES } from '../../shared/assignment';
import { assignmentsList, listAnswer, primedPage } from '../../testing/fakeListApi';
import { sampleAsset } from '../../testing/sampleInventory';
import { loadServerBundle, type ServerBundle } from '../../testing/serverBundle';
import { pagePayloadJson, renderAndHydrate } from '../../testing/hydrate';
import { address, asset, assignmentOf, divisions, row, rows } from './assignments.sample';
import { TYPED_FORM_KEY } from './typedForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const customer = { id: 5, email: 'clara@hollis.demo', firstName: 'Clara', lastName: 'Hollis', theme: '21', roles: [], companyId: 2, companyDivisionId: 7 };
const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
type User = typeof customer | typeof admin;
type Call = { url: string; method: string; body: unknown };

let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let consoleErrors: unknown[][] = [];
let calls: Call[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () => json({ messages: ['Not found.'] }, 404);

/** GET /api/assignment over the sample rows (testing/fakeListApi.ts). */
const assignments = assignmentsList(rows, ASSIGNMENT_STATUSES.map((st) => st.name));

/** The server as far as these screens go: GETs from `answers` or the list fake, the writes answered as the contract says. */
function stubFetch(answers: Record<string, unknown>, conflict: string | null = null) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      if (method === 'GET' && url.startsWith('/api/assignment?')) return json(listAnswer(assignments, url.split('?')[1]));
      if (method === 'GET') return url in answers ? json(answers[url]) : notFound();
      if (method === 'POST' && url === '/api/assignment' && conflict) return json({ messages: [conflict] }, 409);
      if (method === 'POST' && url === '/api/assignment') {
        const input = JSON.parse(String(init.body));
        return json({ ...assignmentOf(row(30, { ref: 'HG-0030' })), assets: input.assetIds.map((id: number) => asset(id)) }, 201);
      }
      if (method === 'DELETE') return json({ messages: ['Document deleted.'] });
      return json({ messages: ['Unexpected call.'] }, 400);
    }),
  );
}

async function load(url: string, user: User, data: Record<string, unknown>, locale = 'en'): Promise<string> {
  const loaded = await renderAndHydrate(bundle, pagePayloadJson(url, user, data, locale), hydrationErrors);
  root = loaded.root;
  return loaded.html;
}

const $ = (id: string, within: ParentNode = document) => within.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const all = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[];
const column = (col: string) => all('assignment-row').map((tr) => tr.querySelector(`[data-col="${col}"]`)?.textContent);
const query = () => Object.fromEntries(new URLSearchParams(window.location.search));
const gets = () => calls.filter((c) => c.method === 'GET').map((c) => c.url);
const toasts = () => currentToasts().map((t) => `${t.kind}: ${t.text}`);

/** What the list page primes: the page of the API query the URL asks for, the divisions, and the admin's company choices. */
function listData(queryString: string, user: User = customer): Record<string, unknown> {
  const summary = user === admin ? { '["admin","company","summary"]': [{ id: 2, name: 'Hollis Gallery' }, { id: 3, name: 'Marlow Collection' }] } : {};
  return { ...primedPage(assignments, queryString), '["company","divisions"]': divisions, ...summary };
}
const five = assignmentOf(row(5, { status: 'In Customs', progress: 22 }));
const fiveHistory = [
  { entryId: 8, kind: 'status', at: '2026-11-20T15:04:00Z', by: { name: 'Plinth', provider: true }, status: 'In Customs', progress: 22, completed: false },
  { entryId: 7, kind: 'created', at: '2026-11-18T09:00:00Z', by: { name: 'Hana Hollis', provider: false } },
];
const viewData = { '["assignment","5"]': five, '["assignment","5","history"]': fiveHistory };

describe('the assignment screens in the browser', () => {
  beforeAll(() => {
    bundle = loadServerBundle();
  });

  beforeEach(() => {
    hydrationErrors = [];
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', userName: customer.email }));
    stubFetch({});
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    for (const t of currentToasts()) dismissToast(t.id);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each([
    ['/app/assignment', customer, listData('page=1&size=10&sort=age&dir=asc'), 'en'],
    ['/app/assignment?division=8&sort=age&dir=desc&size=5&page=2', customer, listData('page=2&size=5&sort=age&dir=desc&companyDivisionId=8'), 'ru'],
    // A customer's company is their own: a `company` in the URL is not asked for.
    ['/app/assignment?company=3&division=8', customer, listData('page=1&size=10&sort=age&dir=asc&companyDivisionId=8'), 'en'],
    ['/app/assignment?company=3&q=hg', admin, listData('page=1&size=10&q=hg&sort=age&dir=asc&companyId=3', admin), 'ja'],
    ['/app/assignment/5', customer, viewData, 'en'],
    ['/app/assignment/5', admin, viewData, 'zh'],
    ['/app/assignment/add', customer, { '["company","divisions"]': divisions }, 'es'],
  ])('hydrates %s without a mismatch and fetches nothing the server primed', async (url, user, data, locale) => {
    await load(url, user, data, locale);
    await settle();
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('lists ref, division, status with its icon, progress in its colour band, assets, age and PO; a row opens its view', async () => {
    stubFetch({ '/api/assignment/10': assignmentOf(row(10)), '/api/assignment/10/history': [] });
    await load('/app/assignment', customer, listData('page=1&size=10&sort=age&dir=asc'));
    expect(column('ref').slice(0, 3)).toEqual(['HG-0012', 'HG-0011', 'HG-0010']);
    const first = all('assignment-row')[0];
    expect($('status-icon', first)?.getAttribute('data-icon')).toBe('flag');
    expect($('status-icon', first)?.getAttribute('aria-label')).toBe('Arrived');
    expect(first.querySelector('[data-col="status"]')?.textContent).toBe('ArrivedDelivered');
    expect(first.querySelector('[role="progressbar"]')?.getAttribute('data-variant')).toBe('success');
    const icons = all('assignment-row').map((tr) => $('status-icon', tr)?.getAttribute('data-icon'));
    const variants = all('assignment-row').map((tr) => tr.querySelector('[role="progressbar"]')?.getAttribute('data-variant'));
    // Rows 12..3: Delivered 100, Delivery Scheduled 80, In Warehouse 26, In Bond 24, In Customs 22, In Transit 20, Waiting 15, Collection 10, Quoted 7, Submitted 3.
    expect(icons).toEqual(['flag', 'truck', 'cubes', 'plane', 'plane', 'truck', 'truck', 'truck', 'clock', 'clock']);
    expect(variants).toEqual(['success', 'success', 'info', 'info', 'info', 'info', 'warning', 'warning', 'warning', 'warning']);
    expect(column('age').slice(0, 3)).toEqual(['today', 'yesterday', '2 days ago']);
    expect(column('po')[0]).toBe('PO-12');
    expect(column('po')[1]).toBe('—');
    expect(column('assets')[0]).toBe('2');
    expect(column('company')).toEqual(Array(10).fill(undefined));

    await click(all('assignment-row')[2].querySelector('[data-col="age"]'));
    expect(window.location.pathname).toBe('/app/assignment/10');
    await settle();
    expect(gets()).toEqual(['/api/assignment/10', '/api/assignment/10/history']);
    expect($('assignment-ref')?.textContent).toBe('HG-0010');
    expect($('history')?.textContent).toContain('Nothing has happened yet.');
  });

  it('filters by division in the URL, back to page 1; the admin also by company, which narrows the divisions', async () => {
    await load('/app/assignment?page=2', customer, listData('page=2&size=10&sort=age&dir=asc'));
    expect(column('ref')).toEqual(['HG-0002', 'HG-0001']);
    expect($('assignments-company')).toBeNull();
    await setValue($('assignments-division'), '8');
    await settle();
    expect(query()).toEqual({ page: '1', division: '8' });
    expect(gets()).toEqual(['/api/assignment?page=1&size=10&sort=age&dir=asc&companyDivisionId=8']);
    expect(column('division').every((d) => d === 'Paris')).toBe(true);
    expect(column('ref')).toEqual(['HG-0011', 'HG-0008', 'HG-0005', 'HG-0002']);
    await setValue($('assignments-division'), '');
    await settle();
    expect(query()).toEqual({ page: '1' });
    expect(gets().at(-1)).toBe('/api/assignment?page=1&size=10&sort=age&dir=asc');
    expect(all('assignment-row')).toHaveLength(10);
    await act(async () => root?.unmount());

    await load('/app/assignment', admin, listData('page=1&size=10&sort=age&dir=asc', admin));
    expect(column('company').slice(0, 2)).toEqual(['Marlow Collection', 'Hollis Gallery']);
    const companyOptions = [...($('assignments-company') as HTMLSelectElement).options].map((o) => o.text);
    expect(companyOptions).toEqual(['All companies', 'Hollis Gallery', 'Marlow Collection']);
    const divisionOptions = () => [...($('assignments-division') as HTMLSelectElement).options].map((o) => o.text);
    expect(divisionOptions()).toEqual(['All divisions', 'Hollis Gallery · London', 'Hollis Gallery · Paris', 'Marlow Collection · London']);
    await setValue($('assignments-division'), '7');
    await settle();
    await setValue($('assignments-company'), '3');
    await settle();
    // London of Hollis is not Marlow's: the division filter goes with the company.
    expect(query()).toEqual({ company: '3', page: '1' });
    expect(gets().at(-1)).toBe('/api/assignment?page=1&size=10&sort=age&dir=asc&companyId=3');
    expect(divisionOptions()).toEqual(['All divisions', 'London']);
    expect(column('ref')).toEqual(['HG-0012', 'HG-0009', 'HG-0006', 'HG-0003']);
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the assignment: status icon, progress band, details, assets opening their inventory view', async () => {
    await load('/app/assignment/5', customer, viewData);
    expect($('assignment-ref')?.textContent).toBe('HG-0005');
    expect($('assignment-status')?.textContent).toBe('In the airIn Customs');
    expect($('status-icon', $('assignment-status') as HTMLElement)?.getAttribute('data-icon')).toBe('plane');
    expect(document.querySelector('.assignment-view [role="progressbar"]')?.getAttribute('data-variant')).toBe('info');
    const field = (name: string) => document.querySelector(`[data-field="${name}"] dd`)?.textContent;
    expect(field('pickup')).toBe('01 Dec, 2026');
    expect(field('origin')).toBe('1 Bond Street, London, W1S 1AA, United KingdomIn storage');
    expect(field('destination')).toBe('—');
    expect(field('weight')).toBe('125.5\u00A0Kg');
    expect(field('volume')).toBe('1.234\u00A0m³');
    expect(field('created')).toBe('15 Nov, 2026 (7 days ago)');
    expect(all('assignment-asset')).toHaveLength(2);
    expect((all('assignment-asset')[0].querySelector('img') as HTMLImageElement).getAttribute('src')).toBe('/files/asset/41/thumb');
    expect(all('document-row').map((r) => r.textContent?.startsWith('condition.pdf'))).toEqual([true]);

    // The inventory view it opens asks for the asset: answer as the server would, or it moves on to /404.
    stubFetch({ '/api/inventory/42': sampleAsset(42, 'Asset 42'), '/api/inventory/42/list': [] });
    await click(all('assignment-asset')[1].querySelector('td:last-child'));
    await settle(50);
    expect(window.location.pathname).toBe('/app/inventory/42');
  });

  it('shows the history the server primed: newest first, what, when in UTC and who', async () => {
    const html = await load('/app/assignment/5', customer, viewData);
    expect(html).toContain('data-testid="history-timeline"');
    const lines = [...document.querySelectorAll('.history-event')].map((li) => li.textContent);
    expect(lines).toEqual(['Status: In Customs (22%)20 Nov, 2026 03:04 PM · Plinth', 'Assignment created18 Nov, 2026 09:00 AM · Hana Hollis']);
    expect(calls).toEqual([]);
  });

  it('deletes a document with the owner company and asks for the assignment again', async () => {
    const after = { ...five, documents: [] };
    stubFetch({ '/api/assignment/5': after, '/api/assignment/5/history': fiveHistory });
    await load('/app/assignment/5', customer, viewData);
    await click($('document-delete'));
    await click($('confirm-ok'));
    await settle();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/assignment/document/90?companyId=2']);
    // The history is the assignment's too: it may now name the removal.
    expect(gets().sort()).toEqual(['/api/assignment/5', '/api/assignment/5/history']);
    expect($('assignment-documents')?.textContent).toBe('No documents yet.');
    expect(toasts()).toContain('success: Woohoo! Document deleted');
  });

  it('uploads a document by itself to the assignment, then shows the new list', async () => {
    const stored = { id: 91, name: 'invoice.pdf', fileName: 'invoice.pdf', documentType: 'document', protected: false, sizeBytes: 3, contentType: 'application/pdf', createdAt: '2026-11-22T10:00:00Z', url: '/files/document/91' };
    const after = { ...five, documents: [...five.documents, stored] };
    stubFetch({ '/api/assignment/5': after, '/api/assignment/5/history': fiveHistory });
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      calls.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body });
      return json([stored], 201);
    });
    await load('/app/assignment/5', customer, viewData);
    const input = document.querySelector('[data-testid="assignment-upload-input"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['abc'], 'invoice.pdf')], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(['GET /api/assignment/5', 'GET /api/assignment/5/history', 'POST /api/assignment/5/upload/']);
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(File);
    expect(all('document-row')).toHaveLength(2);
  });

  it('opens the shipment summary, asking for it only then, with "No shipment yet" when there is none', async () => {
    stubFetch({ '/api/assignment/shipment/5': [] });
    await load('/app/assignment/5', customer, viewData);
    expect(calls).toEqual([]);
    await click($('assignment-shipments'));
    await settle();
    expect(gets()).toEqual(['/api/assignment/shipment/5']);
    expect($('shipments-none')?.textContent).toBe('No shipment yet.');
    await click($('shipment-summary')?.querySelector('.btn-close'));
    expect($('shipment-summary')).toBeNull();
  });

  it('shows each shipment with its mode, dates, ends and legs', async () => {
    const shipment = {
      id: 4, ref: 'S-4', mode: 'Air', completed: false, commencementOn: '2026-12-02', commencementAt: '06:30', conclusionOn: '2026-12-04', conclusionAt: null, origin: address(11), destination: null,
      legs: [{ nameNumber: 'BA117', voyage: null, pod: 'LHR', etdOn: '2026-12-02', poa: 'JFK', etaOn: '2026-12-02' }],
    };
    stubFetch({ '/api/assignment/shipment/5': [shipment] });
    await load('/app/assignment/5', customer, viewData);
    await click($('assignment-shipments'));
    await settle();
    expect($('shipment-mode')?.textContent).toBe('Air');
    expect($('shipment-ref')?.textContent).toBe('S-4');
    expect($('shipment-commencement')?.textContent).toBe('02 Dec, 2026 06:30');
    expect($('shipment-conclusion')?.textContent).toBe('04 Dec, 2026');
    const cells = [...($('shipment-legs') as HTMLElement).querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual(['BA117', '—', 'LHR', '02 Dec, 2026', 'JFK', '02 Dec, 2026']);
  });

  it('moves an id the server does not know to the 404 page', async () => {
    await load('/app/assignment/99', customer, {});
    await settle(50);
    expect(window.location.pathname).toBe('/404');
  });

  describe('adding from the draft', () => {
    const draft = (ids: number[]) =>
      JSON.stringify({ companyDivisionId: 7, assets: ids.map((id) => ({ id, title: `Draft title ${id}`, theirRef: null, companyDivisionId: 7, inStorage: false })) });
    const server = {
      '/api/inventory/41': asset(41, { inStorage: true }),
      '/api/inventory/42': asset(42),
      '/api/inventory/43': asset(43, { hasAssignment: true, assignmentId: 3 }),
      '/api/address?companyDivisionId=7': [address(11), address(12)],
    };

    it('says the draft is empty and links to the inventory', async () => {
      await load('/app/assignment/add', customer, { '["company","divisions"]': divisions });
      expect($('assignment-add-empty')?.textContent).toContain('The draft assignment is empty.');
      expect($('assignment-add-inventory')?.getAttribute('href')).toBe('/app/inventory');
      expect(calls).toEqual([]);
    });

    it('takes out an asset already on an assignment, naming it in the log and on the page, and saves the rest', async () => {
      localStorage.setItem(DRAFT_KEY, draft([43, 41, 42]));
      stubFetch(server);
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      await load('/app/assignment/add', customer, { '["company","divisions"]': divisions });
      await settle();
      expect(info.mock.calls).toEqual([['Removed Asset 43 from the draft: already on an assignment']]);
      expect($('assignment-add-dropped')?.textContent).toBe('Asset 43 was taken out of the draft: it is already on an assignment.');
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').assets.map((a: { id: number }) => a.id)).toEqual([41, 42]);
      expect([...($('assignment-add-assets') as HTMLElement).querySelectorAll('li')].map((li) => li.getAttribute('data-asset-id'))).toEqual(['41', '42']);
      expect($('assignment-add-division')?.textContent).toBe('London');
      // Origin in storage from the first asset left.
      expect(($('assignment-origin-storage') as HTMLInputElement).checked).toBe(true);
      expect(($('assignment-destination-storage') as HTMLInputElement).checked).toBe(false);

      await setValue($('assignment-origin'), '11');
      await setValue(document.getElementById('assignment-pickup'), '01-Dec-2026');
      await setValue(document.getElementById('assignment-deliver'), '30-nov-2026');
      await setValue(document.getElementById('assignment-po'), '  PO-77 ');
      await submit($('assignment-form'));
      expect(document.getElementById('assignment-deliver-error')?.textContent).toBe('The delivery date cannot be before the pickup date.');
      expect(document.activeElement?.id).toBe('assignment-deliver');
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

      // Text that is not a date stays as typed and keeps the form from saving, with its reason.
      await setValue(document.getElementById('assignment-deliver'), '31-Nov-2026');
      await submit($('assignment-form'));
      expect((document.getElementById('assignment-deliver') as HTMLInputElement).value).toBe('31-Nov-2026');
      expect(document.getElementById('assignment-deliver-error')?.textContent).toBe('There is no such day: that month runs from 01-Nov-2026 to 30-Nov-2026.');
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

      await setValue(document.getElementById('assignment-deliver'), '5 Dec 2026');
      await submit($('assignment-form'));
      await settle();
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { companyDivisionId: 7, assetIds: [41, 42], originAddressId: 11, destinationAddressId: null, originStorage: true, destinationStorage: false, pickupOn: '2026-12-01', deliverOn: '2026-12-05', poNumber: 'PO-77' },
      ]);
      expect(toasts()).toContain('success: Woohoo! Assignment added');
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
      expect(sessionStorage.getItem(TYPED_FORM_KEY)).toBeNull();
      expect(window.location.pathname).toBe('/app/assignment');
      expect(consoleErrors).toEqual([]);
    });

    it('after a refusal because an asset went onto another assignment meanwhile, takes it out and keeps what was typed', async () => {
      localStorage.setItem(DRAFT_KEY, draft([41, 42]));
      const answers: Record<string, unknown> = { ...server };
      stubFetch(answers, 'Asset 42 (THEIR-42) is already on assignment HG-0031.');
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      await load('/app/assignment/add', customer, { '["company","divisions"]': divisions });
      await settle();
      await setValue(document.getElementById('assignment-po'), 'PO-78');
      answers['/api/inventory/42'] = asset(42, { hasAssignment: true, assignmentId: 31 });
      await submit($('assignment-form'));
      await settle();
      expect(toasts()).toContain('error: Asset 42 (THEIR-42) is already on assignment HG-0031.');
      expect(info.mock.calls).toEqual([['Removed Asset 42 from the draft: already on an assignment']]);
      expect([...($('assignment-add-assets') as HTMLElement).querySelectorAll('li')].map((li) => li.getAttribute('data-asset-id'))).toEqual(['41']);
      expect((document.getElementById('assignment-po') as HTMLInputElement).value).toBe('PO-78');
      expect(window.location.pathname).toBe('/app/assignment/add');
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').assets.map((a: { id: number }) => a.id)).toEqual([41]);
    });

    it('keeps what was typed when a refusal takes the last asset out: it comes back with the next draft', async () => {
      localStorage.setItem(DRAFT_KEY, draft([42]));
      const answers: Record<string, unknown> = { ...server };
      stubFetch(answers, 'Asset 42 (THEIR-42) is already on assignment HG-0031.');
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      await load('/app/assignment/add', customer, { '["company","divisions"]': divisions });
      await settle();
      await setValue($('assignment-origin'), '11');
      await setValue(document.getElementById('assignment-po'), 'PO-79');
      answers['/api/inventory/42'] = asset(42, { hasAssignment: true, assignmentId: 31 });
      await submit($('assignment-form'));
      await settle();
      expect(toasts()).toContain('error: Asset 42 (THEIR-42) is already on assignment HG-0031.');
      // Nothing left to send: the form goes, what was typed does not.
      expect($('assignment-add-empty')).not.toBeNull();

      // The next visit, with another asset of the division in the draft.
      await act(async () => root?.unmount());
      localStorage.setItem(DRAFT_KEY, draft([41]));
      await load('/app/assignment/add', customer, { '["company","divisions"]': divisions });
      await settle();
      expect((document.getElementById('assignment-po') as HTMLInputElement).value).toBe('PO-79');
      expect(($('assignment-origin') as HTMLSelectElement).value).toBe('11');
    });

    it('takes out an asset the server no longer knows, and shows nothing to save once the draft is empty', async () => {
      localStorage.setItem(DRAFT_KEY, draft([99]));
      stubFetch(server);
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      await load('/app/assignment/add', customer, { '["company","divisions"]': divisions });
      await settle();
      expect(info.mock.calls).toEqual([['Removed Draft title 99 from the draft: no longer in the inventory']]);
      expect($('assignment-add-dropped')?.textContent).toBe('Draft title 99 was taken out of the draft: it is no longer in the inventory.');
      expect($('assignment-add-empty')).not.toBeNull();
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    });
  });
});
