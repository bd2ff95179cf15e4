// @vitest-environment happy-dom
/**
 * The admin's assignment screens as the browser gets them: the server's HTML (dist/server.js in a bare engine)
 * hydrated without a mismatch and without asking again for what the page primed, then used with fetch stubbed:
 * the report list and the draft shipment in storage, the edit screen's status table, the closing question,
 * a stale version, and the protected-document question.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT_STATUSES } from '../../../shared/assignment';
import { AUTH_KEY } from '../../../shared/auth';
import { SHIPMENT_DRAFT_KEY } from '../../../shared/shipment';
import { currentToasts, dismissToast } from '../../../shared/toast/store';
import { click, setValue, settle, submit } from '../../../testing/dom';
import { assignmentsList, listAnswer, primedPage } from '../../../testing/fakeListApi';
import { pagePayloadJson, renderAndHydrate } from '../../../testing/hydrate';
import { loadServerBundle, type ServerBundle } from '../../../testing/serverBundle';
import { address, assignmentOf, divisions, row, rows } from '../assignments.sample';
import type { AddressGroup, AdminAssignment } from './api';
import type { WorkingInvoice } from './finance/api';
import { REPORT_LIST_KEY } from './reportList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const companies = [
  { id: 2, name: 'Hollis Gallery' },
  { id: 3, name: 'Marlow Collection' },
];
type Call = { url: string; method: string; body: unknown };

let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let calls: Call[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const adminList = { ...assignmentsList(rows, ASSIGNMENT_STATUSES.map((s) => s.name)), path: '/api/admin/assignment/', base: ['admin', 'assignment', 'list'] };
// Its destination is an address of another division of the company (Paris).
const paris = { ...address(21), companyDivisionId: 9 };
const five: AdminAssignment = { ...assignmentOf(row(5, { status: 'In Transit', progress: 20 })), destination: paris, storage: [], version: 4 };
// The edit's address choices, as GET /api/admin/assignment/5/addresses gives them: by division, its own first.
const choices: AddressGroup[] = [
  { kind: 'division', companyDivisionId: five.companyDivisionId, name: five.companyDivision, addresses: [address(11)] },
  { kind: 'division', companyDivisionId: 9, name: 'Paris', addresses: [paris] },
];

function stubFetch(put: (body: Record<string, unknown>) => Response = (body) => json({ ...five, ...body, version: five.version + 1 })) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ url, method, body });
      if (method === 'GET' && url.startsWith('/api/admin/assignment/?')) return json(listAnswer(adminList, url.split('?')[1]));
      if (method === 'GET' && url === '/api/admin/assignment/5') return json(five);
      if (method === 'GET' && url === '/api/admin/assignment/5/invoice') return json(invoice);
      if (method === 'GET' && url === '/api/admin/assignment/5/addresses') return json(choices);
      if (method === 'PUT' && url === '/api/admin/assignment/5/invoice') return json({ ...invoice, items: [] });
      if (method === 'GET' && url.startsWith('/api/admin/assignment/ref/')) return json(rows.find((r) => r.ref === decodeURIComponent(url.split('/').pop() ?? '')) ?? { messages: ['Invalid Assignment Reference'] }, 200);
      if (method === 'GET' && url.endsWith('/history')) return json([]);
      if (method === 'GET' && url.startsWith('/api/address')) return json([]);
      if (method === 'GET' && url === '/api/admin/address/forwarder') return json([]);
      if (method === 'PUT' && url === '/api/admin/assignment') return put(body as Record<string, unknown>);
      if (method === 'POST' && url === '/api/assignment/5/upload/2') return json([], 201);
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
const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body as Record<string, unknown>);
const toasts = () => currentToasts().map((t) => `${t.kind}: ${t.text}`);

const LIST_KEY = 'page=1&size=10&sort=age&dir=asc&companyId=2&incCompleted=false';
const listData = {
  ...primedPage(adminList, LIST_KEY),
  '["company","divisions"]': divisions,
  '["admin","company","summary"]': companies,
};
const assignmentData = { '["admin","assignment","5"]': five };
// The edit screen's address pickers choose among the address choices, primed with them.
// And the finance panel's working invoice, as GET /api/admin/assignment/5/invoice gives it.
const invoice: WorkingInvoice = {
  id: 3,
  assignmentId: 5,
  assignmentRef: five.ref,
  companyId: 2,
  companyName: 'Hollis Gallery',
  companyDivisionId: 8,
  currency: 'GBP',
  currencies: ['GBP', 'EUR'],
  addressee: 'Hollis Gallery Ltd',
  groupBrand: 'fd',
  tax: '20',
  poNumber: null,
  invoiceNumber: null,
  rates: [],
  items: [
    { id: 31, order: 0, description: 'Transport', currencyIn: 'GBP', cost: '400.00', charge: '600.00', taxable: true, vatCategory: 'standard', vatExemptReason: null, ignore: false, invoicedAs: null },
    { id: 32, order: 1, description: 'Crate', currencyIn: 'GBP', cost: '100.00', charge: '150.00', taxable: false, vatCategory: 'zero', vatExemptReason: null, ignore: false, invoicedAs: null },
  ],
  figures: { net: '750.00', tax: '120.00', gross: '870.00', cost: '500.00', margin: 50 },
  missingRates: [],
  generated: [],
};
const editData = { ...assignmentData, '["admin","assignment","5","addresses"]': choices, '["admin","assignment","5","invoice"]': invoice };
// The admin sees staff by name, and protected documents.
const history = [{ entryId: 9, kind: 'documentAdded', at: '2026-11-21T10:00:00Z', by: { name: 'Ada Lovelace', provider: true }, documentName: 'customs.pdf', protected: true }];
// And the job costing, as GET /api/admin/assignment/5/costing gives it.
const costing = {
  currency: 'GBP',
  charge: '807.50',
  cost: '662.51',
  margin: 22,
  unconverted: ['USD'],
  parts: [{ kind: 'purchase', label: 'Atlas Shipping P-1', purchaseInvoiceId: 3, sharedBy: 2, currency: 'EUR', charge: '0.00', cost: '150.01' }],
};
const viewData = { ...assignmentData, '["assignment","5","history"]': history, '["admin","assignment","5","costing"]': costing };

describe('the admin assignment screens in the browser', () => {
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
    ['/app/admin/assignment?company=2', listData],
    ['/app/admin/assignment/5', viewData],
    ['/app/admin/assignment/edit/5', editData],
    ['/app/admin/shipment/add', { '["admin","address","forwarder"]': [] }],
  ])('hydrates %s without a mismatch and asks again for nothing it primed', async (url, data) => {
    await load(url, data);
    await settle();
    expect(hydrationErrors).toEqual([]);
    expect(gets()).toEqual([]);
  });

  it('shows the history the server primed on the view, with the staff by name', async () => {
    await load('/app/admin/assignment/5', viewData);
    expect([...document.querySelectorAll('.history-event')].map((li) => li.textContent)).toEqual(['Protected document added: customs.pdf21 Nov, 2026 10:00 AM · Ada Lovelace']);
    // The job costing the server primed: totals, the part shared with another assignment, the currency left out.
    expect(document.querySelector('[data-testid="job-costing-margin"]')?.textContent).toBe('22 %');
    expect(document.querySelector('[data-testid="job-costing-part"]')?.textContent).toContain('Atlas Shipping P-1 (split between 2 assignments)');
    expect(document.body.textContent).toContain('no exchange rate for USD');
  });

  it('puts rows on the report list and the draft shipment, both kept in storage', async () => {
    localStorage.setItem(REPORT_LIST_KEY, JSON.stringify({ assignments: [{ id: 12, ref: 'HG-0012' }] }));
    const html = await load('/app/admin/assignment?company=2', listData);
    // The server draws the list empty of storage: the panel fills after hydration.
    expect(html).toContain('data-testid="report-empty"');
    await settle();
    expect($('report-count')?.textContent).toBe('1 assignment on the list');
    const row = all('assignment-row').find((tr) => tr.textContent?.includes('HG-0011')) as HTMLElement;
    await click(row.querySelector('[data-testid="report-toggle"]'));
    expect($('report-count')?.textContent).toBe('2 assignments on the list');
    expect(JSON.parse(localStorage.getItem(REPORT_LIST_KEY) ?? 'null')).toEqual({ assignments: [{ id: 12, ref: 'HG-0012' }, { id: 11, ref: 'HG-0011' }] });
    await click(row.querySelector('[data-testid="shipment-add"]'));
    await settle();
    expect(window.location.pathname).toBe('/app/admin/shipment/add');
    expect(JSON.parse(localStorage.getItem(SHIPMENT_DRAFT_KEY) ?? 'null')).toEqual({ assignments: [{ id: 11, ref: 'HG-0011' }] });
    // The shipment form is built from the draft.
    expect(all('shipment-assignment').map((tr) => tr.textContent)).toEqual([expect.stringContaining('HG-0011')]);
  });

  it('sets status and progress together, and closes only after the question', async () => {
    await load('/app/admin/assignment/edit/5', editData);
    await settle();
    const select = $('assignment-status-select') as HTMLSelectElement;
    expect(select.selectedOptions[0].textContent).toBe('In Transit (20%)');
    await setValue(select, '5');
    expect(($('assignment-progress') as HTMLInputElement).value).toBe('22');
    await setValue(select, '10');
    expect(($('assignment-progress') as HTMLInputElement).value).toBe('100');
    await submit($('assignment-edit-form'));
    expect($('close-modal')?.textContent).toContain('Are you sure you want to close this assignment?');
    await click($('confirm-cancel'));
    expect(puts()).toEqual([]);
    await submit($('assignment-edit-form'));
    await click($('confirm-ok'));
    await settle();
    expect(puts()).toEqual([expect.objectContaining({ id: 5, version: 4, status: 'Delivered', progress: 100, confirmClose: true, storage: [] })]);
    expect(toasts()).toContain('success: Woohoo! Assignment updated');
  });

  it('shows the saved destination of another division among the choices by division, and saves it untouched', async () => {
    await load('/app/admin/assignment/edit/5', editData);
    await settle();
    const destination = $('assignment-destination') as HTMLSelectElement;
    expect(destination.value).toBe('21');
    expect(destination.selectedOptions[0].textContent).toContain('21 Rue de Seine');
    expect([...destination.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([five.companyDivision, 'Paris']);
    // Chosen away and back: it is still there.
    await setValue(destination, '');
    await setValue(destination, '21');
    expect(destination.value).toBe('21');
    await submit($('assignment-edit-form'));
    await settle();
    expect(puts()).toEqual([expect.objectContaining({ id: 5, version: 4, originAddressId: 11, destinationAddressId: 21 })]);
  });

  it('shows a stale version with the server’s message, and reloads', async () => {
    stubFetch(() => json({ messages: ['Someone else changed this assignment since you opened it. Reload it to see their changes, then make yours again.'] }, 409));
    await load('/app/admin/assignment/edit/5', editData);
    await settle();
    await submit($('assignment-edit-form'));
    await settle();
    expect($('stale-version')?.textContent).toContain('Someone else changed this assignment');
    // Shown in place, not as a toast as well.
    expect(toasts()).toEqual([]);
    await click($('stale-reload'));
    await settle();
    expect(gets()).toContain('/api/admin/assignment/5');
    expect($('stale-version')).toBeNull();
  });

  it('shows the finance panel the server primed, and saves a removed line as deleted', async () => {
    await load('/app/admin/assignment/edit/5', editData);
    await settle();
    expect(all('line-description').map((d) => d.textContent)).toEqual(['Transport', 'Crate']);
    expect($('figure-gross')?.textContent).toBe('GBP\u00a0870.00');
    expect($('figure-margin')?.textContent).toBe('50%');
    const crate = all('invoice-line').find((li) => li.textContent?.includes('Crate')) as HTMLElement;
    await click(crate.querySelector('[data-testid="line-remove"]'));
    expect(all('line-description').map((d) => d.textContent)).toEqual(['Transport']);
    expect($('figure-gross')?.textContent).toBe('GBP\u00a0720.00');
    await click($('save-invoice'));
    await settle();
    const saved = calls.filter((c) => c.method === 'PUT' && c.url === '/api/admin/assignment/5/invoice').map((c) => c.body);
    expect(saved).toEqual([expect.objectContaining({ currency: 'GBP', tax: '20', deletedLineItems: [32], items: [expect.objectContaining({ id: 31, order: 0, charge: '600.00' })] })]);
    expect(toasts()).toContain('success: Woohoo! Invoice updated');
  });

  it('asks whether an upload is protected, and sends the answer with the file', async () => {
    await load('/app/admin/assignment/edit/5', editData);
    await settle();
    const input = document.querySelector('[data-testid="assignment-upload-input"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'customs.pdf')], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect($('protected-modal')?.textContent).toContain('Protected Document?');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await click($('protected-yes'));
    await settle();
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => c.url)).toEqual(['/api/assignment/5/upload/2']);
    expect((posted[0].body as FormData).get('protected')).toBe('true');
  });
});
