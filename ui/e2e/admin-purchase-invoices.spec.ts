import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

test('an admin enters a purchase invoice for two assignments by reference, is warned on a wrong one, marks it paid and deletes it', async ({ page, server, request, allowConsole }) => {
  test.setTimeout(90_000);
  // The unknown reference is the server's 404, which the browser logs itself.
  allowConsole(/Failed to load resource.*404/);
  const token = await tokenOf(request, server, DEMO.admin);
  const assignments = await allRows<{ id: number; ref: string; companyName: string }>(request, server, token, '/api/admin/assignment/?incCompleted=true');
  const first = assignments[0];
  const second = assignments.find((a) => a.companyName !== first.companyName) ?? assignments[1];
  const number = `INV-${Date.now().toString(36)}`;

  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await page.goto(`${server}/app/admin/purchase-invoices`);
  await hydrated(page);
  await page.getByTestId('purchase-invoice-add').click();
  const modal = page.getByTestId('purchase-invoice-modal');
  await modal.getByTestId('pi-supplier').fill('Atlas Fine Art Shipping');
  await modal.getByTestId('pi-number').fill(number);
  await modal.getByTestId('pi-currency').selectOption('EUR');
  await modal.getByTestId('pi-net').fill('1250.50');
  await modal.getByTestId('pi-tax').fill('250.10');
  await expect(modal.getByTestId('pi-gross')).toHaveValue('EUR\u00A01,500.60');
  await modal.getByTestId('pi-invoice-on').fill('02-Nov-2026');
  await modal.getByTestId('pi-due-on').fill('02-Dec-2026');

  // Two assignments by their reference (Enter adds too); a wrong one and a repeated one are refused in place.
  const ref = modal.getByTestId('pi-assignment-ref-input');
  await ref.fill(first.ref);
  await modal.getByTestId('pi-assignment-ref-add').click();
  await expect(modal.getByTestId('pi-assignment')).toHaveCount(1);
  await ref.fill('NO-SUCH-REF');
  await modal.getByTestId('pi-assignment-ref-add').click();
  await expect(modal.getByText('Invalid Assignment Reference')).toBeVisible();
  await ref.fill(first.ref);
  await ref.press('Enter');
  await expect(modal.getByText('Assignment already in list')).toBeVisible();
  await ref.fill(second.ref);
  await ref.press('Enter');
  await expect(modal.getByTestId('pi-assignment')).toHaveText([first.ref, second.ref]);
  await modal.getByTestId('purchase-invoice-save').click();
  await expect(toast(page, 'Woohoo! Purchase invoice added')).toBeVisible();

  const row = page.getByTestId('purchase-invoice-row').filter({ hasText: number });
  await expect(row).toContainText('EUR\u00A01,500.60');
  await expect(row).toContainText(`${first.ref}, ${second.ref}`);
  await expect(row).toContainText('Unpaid');

  // The first assignment's job costing counts its share of the invoice: half of EUR 1,250.50.
  await page.goto(`${server}/app/admin/assignment/${first.id}`);
  await hydrated(page);
  const share = page.getByTestId('job-costing-part').filter({ hasText: number });
  await expect(share).toContainText('split between 2 assignments');
  await expect(share).toContainText('EUR\u00A0625.25');
  await page.goto(`${server}/app/admin/purchase-invoices`);
  await hydrated(page);

  // Paid: the unpaid filter (in the URL) no longer lists it.
  await row.getByTestId('purchase-invoice-edit').click();
  await expect(modal.getByTestId('pi-net')).toHaveValue('1250.50');
  await modal.getByTestId('pi-paid-on').fill('20-Nov-2026');
  await modal.getByTestId('purchase-invoice-save').click();
  await expect(toast(page, 'Woohoo! Purchase invoice updated')).toBeVisible();
  await expect(row).toContainText('20 Nov, 2026');
  // A click, not check(): the switch shows the filter once its page has arrived, not at once.
  await page.getByTestId('pi-filter-unpaid').click();
  await expect(page).toHaveURL(/unpaid=1/);
  // The filtered page has arrived (the switch follows the URL once it has), then the filter goes again.
  await expect(page.locator('[data-testid="purchase-invoices-list"] [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('pi-filter-unpaid')).toBeChecked();
  await expect(page.getByTestId('purchase-invoice-row').filter({ hasText: number })).toHaveCount(0);
  await page.getByTestId('pi-filter-unpaid').click();
  await expect(page).not.toHaveURL(/unpaid=1/);
  await expect(page.getByTestId('pi-filter-unpaid')).not.toBeChecked();

  await page.getByTestId('purchase-invoice-row').filter({ hasText: number }).getByTestId('purchase-invoice-edit').click();
  await modal.getByTestId('purchase-invoice-delete').click();
  await page.getByTestId('purchase-invoice-delete-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Woohoo! Purchase invoice deleted')).toBeVisible();
  await expect(page.getByTestId('purchase-invoice-row').filter({ hasText: number })).toHaveCount(0);
});

test('the invoices summary sums the issued invoices by month and downloads as a spreadsheet', async ({ page, server, request }) => {
  const token = await tokenOf(request, server, DEMO.admin);
  const headers = { authorization: `Bearer ${token}` };
  const [assignment] = await allRows<{ id: number }>(request, server, token, '/api/admin/assignment/');
  // An invoice issued through the API, so the month has at least one GBP line of known figures.
  const put = await request.put(`${server}/api/admin/assignment/${assignment.id}/invoice`, {
    headers,
    data: { currency: 'GBP', tax: '20', rates: [], items: [{ description: 'Summary check', currencyIn: 'GBP', cost: '100.00', charge: '150.00', taxable: true, ignore: false }] },
  });
  expect(put.status()).toBe(200);
  const lineIds = ((await put.json()) as { items: { id: number; ignore: boolean }[] }).items.filter((l) => !l.ignore).map((l) => l.id);
  expect((await request.put(`${server}/api/admin/invoice/`, { headers, data: { assignmentId: assignment.id, lineIds } })).status()).toBe(200);
  const summary = (await (await request.get(`${server}/api/admin/invoice/summary`, { headers })).json()) as { rows: { month: string; currency: string; invoices: number; net: string }[] };
  const month = new Date().toISOString().slice(0, 7);
  const gbp = summary.rows.find((r) => r.month === month && r.currency === 'GBP');
  expect(gbp?.invoices).toBeGreaterThanOrEqual(1);

  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await page.goto(`${server}/app/admin/invoices`);
  await hydrated(page);
  await expect(page.getByTestId('invoice-summary-row').filter({ hasText: month }).first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('invoice-summary-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-summary-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'Month', 'Brand', 'Currency', 'Invoices', 'Net', 'Tax', 'Total', 'Cost', 'Margin %']);
  const rows = sheet.getSheetValues().slice(2) as unknown[][];
  const sheetGbp = rows.find((r) => r[1] === month && r[3] === 'GBP');
  expect(sheetGbp?.[4]).toBe(gbp?.invoices);
  expect(sheetGbp?.[5]).toBeCloseTo(Number(gbp?.net), 2);
});
