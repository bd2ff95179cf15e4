/**
 * The provider's operations on assignments (docs/assignments.md), told as one admin's afternoon on a server of its own
 * (the story closes an assignment, which would change what other specs count on the shared demo server).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { tempFiles } from './files';
import { seriousAxeViolations } from './axe';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';

interface Row {
  id: number;
  ref: string;
  status: string;
  progress: number;
  completed: boolean;
  companyName: string;
}
interface Detail extends Row {
  storage: Array<{ id: number; inOn: string; outOn: string | null; location: string | null }>;
  documents: Array<{ id: number; name: string; protected: boolean; url: string }>;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

let own: RunningServer;

// axe is injected as an inline script, which the page's CSP (script-src 'self') would refuse.
test.use({ bypassCSP: true });

async function expectAxeClean(page: Page, where: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations, `serious or critical axe violations on ${where}:\n${violations.join('\n')}`).toEqual([]);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startServer(plinthBin(), 'admin-assignments', LOG_DIR, {}, true);
});

test.afterAll(async () => {
  await own?.stop();
});

async function adminGet<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const reply = await request.get(`${own.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as T;
}

/** Chooses a status in the edit screen's select and saves; the progress field shows what the table suggests. */
async function moveTo(page: Page, label: string, progress: number) {
  await page.getByTestId('assignment-status-select').selectOption({ label });
  await expect(page.getByTestId('assignment-progress')).toHaveValue(String(progress));
  await page.getByTestId('assignment-edit-save').click();
  await expect(toast(page, 'Woohoo! Assignment updated')).toBeVisible();
  await expect(page.getByTestId('assignment-status')).toContainText(`${progress}%`);
}

/** Searches the admin list for one reference and waits for its page (not the previous one, dimmed). */
async function searchFor(page: Page, ref: string) {
  await page.getByTestId('admin-assignments-list-search').fill(ref);
  await expect(page.getByTestId('assignment-row')).toHaveCount(1);
  await expect(page.getByTestId('assignment-row')).toContainText(ref);
  await expect(page.locator('[data-testid="admin-assignments-list"] [aria-busy="true"]')).toHaveCount(0);
}

/** Types a date into a DateField and leaves it. */
async function typeDate(field: ReturnType<Page['getByTestId']>, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

test('an admin filters, edits an assignment through its statuses, storage and documents, closes it, reports on it and starts a shipment', async ({ page, browser, request, shot, allowConsole }) => {
  test.setTimeout(180_000);
  const server = own.url;
  const admin = await tokenOf(request, server, DEMO.admin);
  const ruth = await tokenOf(request, server, DEMO.marlow);

  // An open Marlow assignment Ruth sees, with no storage entries yet, not about to close.
  const ruthsIds = new Set((await allRows<Row>(request, server, ruth, '/api/assignment')).map((r) => r.id));
  const open = (await allRows<Row>(request, server, admin, '/api/admin/assignment/?incCompleted=false')).filter((r) => r.companyName === 'Marlow Collection' && ruthsIds.has(r.id));
  let target: Detail | null = null;
  for (const row of open) {
    const detail = await adminGet<Detail>(request, admin, `/api/admin/assignment/${row.id}`);
    if (detail.storage.length === 0 && !['In Transit', 'In Customs', 'In Warehouse', 'Delivered', 'Cancelled'].includes(detail.status)) {
      target = detail;
      break;
    }
  }
  if (!target) throw new Error('the demo data has no open Marlow assignment without storage entries');
  const other = (await allRows<Row>(request, server, admin, '/api/admin/assignment/?incCompleted=true')).find((r) => r.id !== target.id && r.companyName === 'Hollis Gallery');
  if (!other) throw new Error('the demo data has no Hollis assignment');

  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);

  // The list of every company's assignments, filtered by company: Marlow's only.
  await page.goto(`${server}/app/admin/assignment`);
  await hydrated(page);
  await page.getByTestId('assignments-company').selectOption({ label: 'Marlow Collection' });
  await page.waitForURL(/company=\d+/);
  const companies = page.getByTestId('assignment-row').locator('[data-col="company"]');
  await expect(companies.first()).toHaveText('Marlow Collection');
  expect(new Set(await companies.allTextContents())).toEqual(new Set(['Marlow Collection']));

  // Opens the assignment, then its edit screen.
  await page.getByTestId('assignment-row').filter({ hasText: target.ref }).getByRole('link', { name: target.ref }).click();
  await page.waitForURL(`${server}/app/admin/assignment/${target.id}`);
  await expect(page.getByTestId('assignment-ref')).toHaveText(target.ref);
  await page.getByTestId('assignment-edit').click();
  await page.waitForURL(`${server}/app/admin/assignment/edit/${target.id}`);
  await hydrated(page);

  // Three statuses: the progress follows the table (the last two add 2 to the progress saved).
  await moveTo(page, 'In Transit (20%)', 20);
  await moveTo(page, 'In Customs (+2%)', 22);
  await moveTo(page, 'In Warehouse (+2%)', 24);
  const afterStatuses = await adminGet<Detail>(request, admin, `/api/admin/assignment/${target.id}`);
  expect([afterStatuses.status, afterStatuses.progress]).toEqual(['In Warehouse', 24]);

  // A storage entry; a second open one is refused: by the screen (the button says why) and by the server.
  await page.getByTestId('storage-add').click();
  await typeDate(page.getByTestId('storage-in'), '02-Nov-2026');
  await page.getByTestId('storage-location').fill('Bay 4');
  await expect(page.getByTestId('storage-add')).toBeDisabled();
  await page.getByTestId('assignment-edit-save').click();
  await expect(toast(page, 'Woohoo! Assignment updated')).toBeVisible();
  await expect(page.locator('[data-testid="storage-entry"][data-entry-id="new"]')).toHaveCount(0);
  await expect(page.getByTestId('storage-add')).toBeDisabled();
  await expect(page.getByTestId('storage-add-reason')).toHaveText('A new entry can be added once every entry has an out date.');
  await typeDate(page.getByTestId('storage-out').first(), '09-Nov-2026');
  await page.getByTestId('storage-add').click();
  await typeDate(page.getByTestId('storage-in').nth(1), '10-Nov-2026');
  await typeDate(page.getByTestId('storage-out').first(), '');
  allowConsole(/status of 422/);
  await page.getByTestId('assignment-edit-save').click();
  await expect(toast(page, 'A new storage entry can be added only when every other entry has an out date.')).toBeVisible();
  const stored = await adminGet<Detail>(request, admin, `/api/admin/assignment/${target.id}`);
  expect(stored.storage.map((s) => [s.inOn, s.outOn, s.location])).toEqual([['2026-11-02', null, 'Bay 4']]);
  await page.getByTestId('storage-remove').nth(1).click();

  // Documents: the upload asks 'Protected Document?' each time.
  const files = tempFiles({ 'customs-note.txt': 'for the provider only', 'packing-list.txt': 'two crates' });
  await page.getByTestId('assignment-upload-input').setInputFiles(files['customs-note.txt']);
  const question = page.getByTestId('protected-modal');
  await expect(question).toContainText('Protected Document?');
  await expectAxeClean(page, 'the edit screen asking about a protected document');
  await page.getByTestId('protected-yes').click();
  const documents = page.getByTestId('assignment-documents');
  await expect(documents.getByTestId('document-row').filter({ hasText: 'customs-note.txt' })).toContainText('Protected');
  await page.getByTestId('assignment-upload-input').setInputFiles(files['packing-list.txt']);
  await page.getByTestId('protected-no').click();
  const packing = documents.getByTestId('document-row').filter({ hasText: 'packing-list.txt' });
  await expect(packing).toBeVisible();
  await expect(packing).not.toContainText('Protected');
  await shot('admin-assignment-edit');

  // Delivered closes it: cancelling the question saves nothing; confirming closes it.
  await page.getByTestId('assignment-status-select').selectOption({ label: 'Delivered (100%)' });
  await page.getByTestId('assignment-edit-save').click();
  await expect(page.getByTestId('close-modal')).toContainText('Are you sure you want to close this assignment?');
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('close-modal')).toHaveCount(0);
  expect((await adminGet<Detail>(request, admin, `/api/admin/assignment/${target.id}`)).status).toBe('In Warehouse');
  await page.getByTestId('assignment-edit-save').click();
  await page.getByTestId('confirm-ok').click();
  await expect(toast(page, 'Woohoo! Assignment updated')).toBeVisible();
  await expect(page.getByTestId('admin-assignment-edit')).toContainText('Completed');
  const closed = await adminGet<Detail>(request, admin, `/api/admin/assignment/${target.id}`);
  expect([closed.status, closed.progress, closed.completed]).toEqual(['Delivered', 100, true]);

  // Ruth, of Marlow, sees the ordinary document and never the protected one, not even by its address.
  const protectedDoc = closed.documents.find((d) => d.name === 'customs-note.txt');
  expect(protectedDoc?.protected).toBe(true);
  const customer = await browser.newContext();
  const ruthPage = await customer.newPage();
  await ruthPage.goto(`${server}/pages/signin`);
  await signIn(ruthPage, DEMO.marlow, DEMO_PASSWORD);
  await ruthPage.waitForURL(`${server}/dashboard`);
  await ruthPage.goto(`${server}/app/assignment/${target.id}`);
  await hydrated(ruthPage);
  const theirDocuments = ruthPage.getByTestId('assignment-documents');
  await expect(theirDocuments).toContainText('packing-list.txt');
  await expect(theirDocuments).not.toContainText('customs-note.txt');
  await expect(ruthPage.getByTestId('history')).not.toContainText('customs-note.txt');
  expect((await ruthPage.request.get(`${server}${protectedDoc?.url}`)).status()).toBe(404);
  await customer.close();

  // The history on the admin's view: the status changes newest first, the storage and the documents.
  await page.goto(`${server}/app/admin/assignment/${target.id}`);
  await hydrated(page);
  const history = page.getByTestId('history-timeline');
  await expect(history).toContainText('Status: Delivered (100%)');
  const lines = await history.locator('.history-event').allTextContents();
  const statusLines = lines.map((l) => /Status: ([^(]+) \((\d+)%\)/.exec(l)).filter((m) => m !== null).map((m) => `${m[1]} ${m[2]}`);
  expect(statusLines.slice(0, 4)).toEqual(['Delivered 100', 'In Warehouse 24', 'In Customs 22', 'In Transit 20']);
  await expect(history).toContainText('Into storage on');
  await expect(history).toContainText('Protected document added: customs-note.txt');
  await expect(page.getByTestId('assignment-documents').getByTestId('document-row').filter({ hasText: 'customs-note.txt' })).toContainText('Protected');

  // Two assignments on the report list (the closed one shows with "include completed"), and a real xlsx.
  await page.goto(`${server}/app/admin/assignment?completed=1&size=20`);
  await hydrated(page);
  await expect(page.getByTestId('admin-assignments-completed')).toBeChecked();
  for (const ref of [target.ref, other.ref]) {
    await searchFor(page, ref);
    const row = page.getByTestId('assignment-row').filter({ hasText: ref });
    await row.getByTestId('report-toggle').click();
    await expect(row.getByTestId('report-toggle')).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('report-count')).toHaveText('2 assignments on the list');
  await expectAxeClean(page, 'the list with its report list');
  await shot('admin-assignments-report-list');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-create').click();
  const download = await downloading;
  await expect(toast(page, 'Woohoo! Report created')).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^assignment-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const col = (name: string) => headers.indexOf(name) + 1;
  expect(headers).toEqual(expect.arrayContaining(['Reference', 'Company', 'Status', 'Progress (%)', 'Title']));
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  const ours = rows.filter((r) => r.getCell(col('Reference')).value === target.ref);
  expect(ours.length).toBeGreaterThan(0);
  expect(ours[0].getCell(col('Company')).value).toBe('Marlow Collection');
  expect(ours[0].getCell(col('Status')).value).toBe('Delivered');
  expect(ours[0].getCell(col('Progress (%)')).value).toBe(100);
  expect(rows.some((r) => r.getCell(col('Reference')).value === other.ref)).toBe(true);
  expect(new Set(rows.map((r) => r.getCell(col('Reference')).value))).toEqual(new Set([target.ref, other.ref]));

  // The report list stays between visits; an assignment goes on the draft shipment, which shows it.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('report-count')).toHaveText('2 assignments on the list');
  await searchFor(page, other.ref);
  await page.getByTestId('assignment-row').filter({ hasText: other.ref }).getByTestId('shipment-add').click();
  await page.waitForURL(`${server}/app/admin/shipment/add`);
  // The shipment form is built from the draft (admin-shipments.spec.ts goes on from here).
  const draftRow = page.getByTestId('shipment-assignment');
  await expect(draftRow).toHaveCount(1);
  await expect(draftRow).toContainText(other.ref);
  await expect(draftRow).toContainText('Hollis Gallery');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('shipment'))) ?? 'null')).toEqual({ assignments: [{ id: other.id, ref: other.ref }] });
  await expectAxeClean(page, 'the shipment form from the draft');
  await shot('shipment-draft');
});
