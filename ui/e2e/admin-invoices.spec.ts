/**
 * Money (docs/invoices.md), told on a server of its own (it numbers invoices, which other specs must not see): the
 * admin builds an assignment's invoice lines in the finance panel (one ignored, one moved up by keyboard, one in EUR
 * with its exchange rate), sees the quote, previews and generates F1 for Hollis and E1 for Marlow, opens the PDF (a
 * real one, read back), finds both on /app/admin/invoices with their totals per currency; Clara of Hollis sees F1 on
 * /pages/invoice and opens it, never E1.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';

interface Row {
  id: number;
  ref: string;
  companyName: string;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

let own: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The demo without its back office: this story numbers invoices from F1 and E1.
  own = await startServer(plinthBin(), 'admin-invoices', LOG_DIR, {}, true, ['--no-back-office']);
});

test.afterAll(async () => {
  await own?.stop();
});

/** The first assignment of a company in the admin's list. */
async function assignmentOf(request: APIRequestContext, token: string, company: string): Promise<Row> {
  const rows = await allRows<Row>(request, own.url, token, '/api/admin/assignment/?incCompleted=true');
  const row = rows.find((r) => r.companyName === company);
  if (!row) throw new Error(`the demo data has no ${company} assignment`);
  return row;
}

/** Adds a line through the panel's editor. */
async function addLine(page: Page, line: { description: string; currency?: string; cost: string; charge: string; taxable?: boolean; ignore?: boolean }) {
  await page.getByTestId('add-line').click();
  const editor = page.getByTestId('line-editor');
  await editor.getByTestId('line-description-input').fill(line.description);
  if (line.currency) await editor.getByTestId('line-currency').selectOption(line.currency);
  await editor.getByTestId('line-cost').fill(line.cost);
  await editor.getByTestId('line-charge-input').fill(line.charge);
  if (line.taxable === false) await editor.getByTestId('line-vat').selectOption('zero');
  if (line.ignore) await editor.getByTestId('line-ignore').check();
  await editor.getByTestId('line-done').click();
  await expect(editor).toHaveCount(0);
}

const descriptions = (list: Locator) => list.getByTestId('line-description').allTextContents();

/** Opens the edit screen of an assignment, hydrated, with the finance panel loaded. */
async function openEdit(page: Page, id: number) {
  await page.goto(`${own.url}/app/admin/assignment/edit/${id}`);
  await hydrated(page);
  await expect(page.getByTestId('invoice-editor')).toBeVisible();
}

/** Generates from the preview: 'Generating Invoice', then 'Woohoo! Invoice added', and the new number shows. */
async function generateFromPreview(page: Page, number: string) {
  await page.getByTestId('open-preview').click();
  const preview = page.getByTestId('preview-modal');
  await expect(preview).toBeVisible();
  await preview.getByTestId('generate-invoice').click();
  await expect(toast(page, 'Generating Invoice')).toBeVisible();
  await expect(toast(page, 'Woohoo! Invoice added')).toBeVisible();
  await expect(preview).toHaveCount(0);
  const created = page.getByTestId('generated-invoice').filter({ hasText: number });
  await expect(created).toBeVisible();
  await expect(created).toBeInViewport();
}

test('the admin builds, quotes and generates invoices; the customer sees their own', async ({ page, browser, request, shot }) => {
  test.setTimeout(180_000);
  const admin = await tokenOf(request, own.url, DEMO.admin);
  const hollis = await assignmentOf(request, admin, 'Hollis Gallery');
  const marlow = await assignmentOf(request, admin, 'Marlow Collection');

  await page.goto(`${own.url}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${own.url}/dashboard`);
  await openEdit(page, hollis.id);

  // The defaults: Hollis is invoiced by FD, from its division's addressee, in GBP.
  await expect(page.getByTestId('invoice-currency')).toHaveValue('GBP');
  await expect(page.getByTestId('invoice-brand')).toHaveValue('fd');
  await expect(page.getByTestId('invoice-addressee')).toHaveValue(/Hollis Gallery Ltd/);
  await page.getByTestId('invoice-tax').fill('20');

  await addLine(page, { description: 'Collection and wall-to-wall transport', cost: '400', charge: '600' });
  await addLine(page, { description: 'An old estimate', cost: '999', charge: '999', ignore: true });
  await addLine(page, { description: 'Crate', cost: '100', charge: '150.50', taxable: false });
  await addLine(page, { description: 'Paris handling', currency: 'EUR', cost: '50', charge: '100.01' });
  const lines = page.getByTestId('invoice-lines');
  expect(await descriptions(lines)).toEqual(['Collection and wall-to-wall transport', 'An old estimate', 'Crate', 'Paris handling']);

  // No rate, no figures and no preview: the panel says which currency lacks one.
  await expect(page.getByTestId('invoice-blocked')).toHaveText('Enter an exchange rate for EUR on the invoice first.');
  await expect(page.getByTestId('open-preview')).toBeDisabled();
  await page.getByTestId('invoice-rate-EUR').fill('0.85');
  // 600 + 150.50 + 85.01 = 835.51; 20 % of the taxable 685.01 = 137.00.
  await expect(page.getByTestId('figure-net')).toHaveText('GBP 835.51');
  await expect(page.getByTestId('figure-tax')).toHaveText('GBP 137.00');
  await expect(page.getByTestId('figure-gross')).toHaveText('GBP 972.51');
  await expect(page.getByTestId('figure-margin')).toHaveText('54%');

  // The crate moves to the top by keyboard: its handle picks it up, the arrows choose the place, Enter drops it.
  const crate = lines.getByTestId('invoice-line').filter({ hasText: 'Crate' });
  // As a keyboard user: the row, then its handle (ArrowRight), Enter to pick it up, ArrowUp past three places
  // ("Insert between…", announced), Enter to drop it.
  await crate.getByTestId('line-description').click();
  await page.keyboard.press('ArrowRight');
  await expect(crate.getByTestId('line-drag')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Insert between Crate and Paris handling');
  for (const place of ['An old estimate and Crate', 'Collection and wall-to-wall transport and An old estimate']) {
    await page.keyboard.press('ArrowUp');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', `Insert between ${place}`);
  }
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect.poll(() => descriptions(lines)).toEqual(['Crate', 'Collection and wall-to-wall transport', 'An old estimate', 'Paris handling']);

  // The quote saves first, then shows the lines not ignored in their new order, the rate with them.
  await page.getByTestId('open-quote').click();
  await expect(toast(page, 'Woohoo! Invoice updated')).toBeVisible();
  const quote = page.getByTestId('quote-modal');
  await expect(quote.getByTestId('document-line')).toHaveCount(3);
  expect(await quote.getByTestId('document-line').locator('td:first-child').allTextContents()).toEqual([
    'Crate · Zero rated',
    'Collection and wall-to-wall transport',
    'Paris handling',
  ]);
  await expect(quote.getByTestId('document-total')).toHaveText('GBP 972.51');
  await expect(quote.getByTestId('document-rates')).toHaveText('Exchange rates: 1 EUR = 0.85 GBP');
  await shot('invoice-quote');
  await quote.getByRole('button', { name: 'Close' }).first().click();

  // Saved as shown: the order renumbered from zero, the rate kept with the invoice.
  const saved = await (await request.get(`${own.url}/api/admin/assignment/${hollis.id}/invoice`, { headers: { authorization: `Bearer ${admin}` } })).json();
  expect(saved.items.map((l: { description: string; order: number }) => [l.order, l.description])).toEqual([
    [0, 'Crate'],
    [1, 'Collection and wall-to-wall transport'],
    [2, 'An old estimate'],
    [3, 'Paris handling'],
  ]);
  expect(saved.rates).toEqual([{ currency: 'EUR', rate: '0.85' }]);

  await generateFromPreview(page, 'F1');
  // The previewed lines are ignored now; the old estimate was never billed.
  await expect(lines.getByTestId('invoice-line').filter({ hasText: 'On F1' })).toHaveCount(3);
  await expect(page.getByTestId('open-preview')).toBeEnabled();

  // The PDF opens in a new tab: a real PDF, fetched with the token.
  const [tab, pdfReply] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse((r) => r.url().endsWith('/api/admin/invoice/view/invoices/F1.pdf')),
    page.getByTestId('generated-invoice').filter({ hasText: 'F1' }).getByTestId('generated-pdf').click(),
  ]);
  expect(pdfReply.status()).toBe(200);
  expect(pdfReply.headers()['content-type']).toBe('application/pdf');
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  // The same stored bytes as the API gives them: a PDF that names the invoice.
  const pdf = await request.get(`${own.url}/api/admin/invoice/view/invoices/F1.pdf`, { headers: { authorization: `Bearer ${admin}` } });
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2000);
  expect(pdf.headers()['x-filename']).toBe('F1.pdf');

  // Marlow is invoiced by Eagle, in USD: E1.
  await openEdit(page, marlow.id);
  await expect(page.getByTestId('invoice-brand')).toHaveValue('eagle');
  await expect(page.getByTestId('invoice-currency')).toHaveValue('USD');
  await page.getByTestId('invoice-tax').fill('0');
  await addLine(page, { description: 'Shipping to New York', currency: 'USD', cost: '1200', charge: '1850' });
  await expect(page.getByTestId('figure-gross')).toHaveText('USD 1,850.00');
  await page.getByTestId('save-invoice').click();
  await expect(toast(page, 'Woohoo! Invoice updated')).toBeVisible();
  await generateFromPreview(page, 'E1');

  // Both on the admin's invoices screen, each opening its PDF, with the totals per currency.
  await page.goto(`${own.url}/app/admin/invoices`);
  await hydrated(page);
  await expect(page.getByTestId('invoice-row')).toHaveCount(2);
  await expect(page.getByTestId('invoice-totals-GBP')).toContainText('GBP 972.51');
  await expect(page.getByTestId('invoice-totals-USD')).toContainText('USD 1,850.00');
  await page.getByTestId('filter-brand').selectOption('eagle');
  await page.waitForURL(/brand=eagle/);
  await expect(page.getByTestId('invoice-row')).toHaveCount(1);
  await expect(page.getByTestId('invoice-row')).toContainText('E1');
  await expect(page.getByTestId('invoice-totals-GBP')).toHaveCount(0);
  await shot('admin-invoices');

  // Clara of Hollis: F1, never E1; her PDF opens; Marlow's is a 404 to her.
  const context = await browser.newContext();
  const clara = await context.newPage();
  await clara.goto(`${own.url}/pages/signin`);
  await signIn(clara, DEMO.hollis, DEMO_PASSWORD);
  await clara.waitForURL(`${own.url}/dashboard`);
  await clara.goto(`${own.url}/pages/invoice`);
  await hydrated(clara);
  await expect(clara.getByTestId('invoice-row')).toHaveCount(1);
  await expect(clara.getByTestId('invoice-row')).toContainText('F1');
  await expect(clara.getByTestId('invoice-row')).not.toContainText('E1');
  const [claraTab, claraPdf] = await Promise.all([
    context.waitForEvent('page'),
    clara.waitForResponse((r) => r.url().endsWith('/api/invoice/view/invoices/F1.pdf')),
    clara.getByTestId('invoice-pdf').click(),
  ]);
  expect(claraPdf.status()).toBe(200);
  expect(claraPdf.headers()['content-type']).toBe('application/pdf');
  await expect.poll(() => claraTab.url()).toMatch(/^blob:/);
  await claraTab.close();
  const claraToken = await tokenOf(request, own.url, DEMO.hollis);
  const theirs = await request.get(`${own.url}/api/invoice/view/invoices/E1.pdf`, { headers: { authorization: `Bearer ${claraToken}` } });
  expect(theirs.status()).toBe(404);
  // The admin screen is not hers.
  await clara.goto(`${own.url}/app/admin/invoices`);
  await clara.waitForURL(`${own.url}/404`);
  await context.close();
});

test('the admin marks an invoice paid, takes it back, and deletes the latest of its brand', async ({ page }) => {
  await page.goto(`${own.url}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${own.url}/dashboard`);
  await page.goto(`${own.url}/app/admin/invoices?brand=eagle`);
  await hydrated(page);
  const e1 = page.getByTestId('invoice-row').filter({ hasText: 'E1' });
  await e1.getByTestId('invoice-paid').click();
  const modal = page.getByTestId('invoice-paid-modal');
  await modal.getByTestId('invoice-paid-on').fill('');
  await modal.getByTestId('invoice-paid-save').click();
  await expect(modal.getByText('Enter the date it was paid.')).toBeVisible();
  // Today (UTC), as the field reads it: the server refuses a date before the invoice was issued.
  const now = new Date();
  const month = now.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' }).slice(0, 3);
  const year = String(now.getUTCFullYear());
  await modal.getByTestId('invoice-paid-on').fill(`${String(now.getUTCDate()).padStart(2, '0')}-${month}-${year}`);
  await modal.getByTestId('invoice-paid-on').press('Tab');
  await modal.getByTestId('invoice-paid-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Woohoo! Invoice updated' }).first()).toBeVisible();
  await expect(e1.getByTestId('invoice-unpaid')).toBeVisible();
  // Paid: it can no longer be deleted, only its payment taken back.
  await expect(e1.getByTestId('invoice-delete')).toHaveCount(0);
  await e1.getByTestId('invoice-unpaid').click();
  await page.getByTestId('invoice-unpaid-confirm').getByRole('button', { name: 'Not paid' }).click();
  await expect(e1.getByTestId('invoice-paid')).toBeVisible();

  await e1.getByTestId('invoice-delete').click();
  await page.getByTestId('invoice-delete-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Woohoo! Invoice deleted' }).first()).toBeVisible();
  await expect(page.getByTestId('invoice-row')).toHaveCount(0);
});
