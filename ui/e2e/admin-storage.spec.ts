/**
 * Storage (docs/storage.md), on a server of its own (a storage invoice takes a number of the sales sequence, which
 * other specs must not see): the admin fills the bag on /app/admin/storage (an asset of another division is refused
 * with 'Can only add assets of the same Division'; the bag is kept across a reload), sets the rate, previews the
 * storage invoice at the standard VAT rate of 20%, generates it ('Generating Invoice', then 'Woohoo! Invoice added'),
 * sees the bag cleared and the asset's outstanding days reset to 0 in the list; the invoice is in the invoices list,
 * marked storage, with its VAT.
 */
import type { Page } from '@playwright/test';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';

interface Row {
  id: number;
  title: string;
  ref: string | null;
  companyDivisionId: number;
  daysOutstanding: number;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

let own: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The demo without its back office: the only storage invoice is the one this story makes.
  own = await startServer(plinthBin(), 'admin-storage', LOG_DIR, {}, true, ['--no-back-office']);
});

test.afterAll(async () => {
  await own?.stop();
});

/** The storage screen searched for one asset's title, hydrated. */
async function openFor(page: Page, row: Row) {
  await page.goto(`${own.url}/app/admin/storage?q=${encodeURIComponent(row.title)}`);
  await hydrated(page);
  return page.getByTestId('storage-row').filter({ hasText: row.title });
}

test('the admin bills the bag for its outstanding storage days, which then start again from 0', async ({ page, request, shot }) => {
  test.setTimeout(120_000);
  const admin = await tokenOf(request, own.url, DEMO.admin);
  const rows = await allRows<Row>(request, own.url, admin, '/api/admin/storage/');
  const unique = rows.filter((r) => r.daysOutstanding > 0 && rows.filter((o) => o.title === r.title).length === 1);
  const billed = unique[0];
  const other = unique.find((r) => r.companyDivisionId !== billed?.companyDivisionId);
  if (!billed || !other) throw new Error('the demo data needs assets in storage in two divisions');

  await page.goto(`${own.url}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${own.url}/dashboard`);

  // Into the bag; then one of another division is refused, and the bag stays as it was.
  let row = await openFor(page, billed);
  await expect(page.getByTestId('bag-empty')).toBeVisible();
  await row.getByTestId('bag-toggle').click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  row = await openFor(page, other);
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await row.getByTestId('bag-toggle').click();
  await expect(toast(page, 'Can only add assets of the same Division')).toBeVisible();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await expect(page.getByTestId('bag-asset')).toHaveAttribute('data-asset-id', String(billed.id));

  // Kept between visits: back on the billed asset's search, the bag still holds it.
  row = await openFor(page, billed);
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await expect(row.getByTestId('storage-days')).toHaveText(String(billed.daysOutstanding));

  // The builder: a rate per item per day, the standard VAT rate at 20%, then the preview's line and total.
  await expect(page.getByTestId('builder-preview')).toBeDisabled();
  await page.getByTestId('builder-rate').fill('1.50');
  await expect(page.getByTestId('builder-vat')).toHaveValue('zero');
  await page.getByTestId('builder-vat').selectOption('standard');
  // The standard rate needs its percentage before anything is asked.
  await expect(page.getByTestId('builder-preview')).toBeDisabled();
  await page.getByTestId('builder-tax').fill('20');
  await page.getByTestId('builder-preview').click();
  const preview = page.getByTestId('storage-preview');
  await expect(preview).toBeVisible();
  const label = billed.ref ?? billed.title;
  await expect(preview.getByTestId('preview-description')).toHaveText(`${label}: storage for ${billed.daysOutstanding} outstanding days`);
  await expect(preview.getByTestId('preview-total')).toContainText((billed.daysOutstanding * 1.5).toFixed(2));
  await expect(preview.getByTestId('preview-vat')).toHaveText('Standard rate at 20%');
  await expect(preview.getByTestId('preview-before-vat')).toBeVisible();
  await shot('storage-preview');

  await preview.getByTestId('preview-generate').click();
  await expect(toast(page, 'Generating Invoice')).toBeVisible();
  await expect(toast(page, 'Woohoo! Invoice added')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(page.getByTestId('bag-empty')).toBeVisible();
  // The list is read again a second later: the billed asset has nothing outstanding now.
  await expect(row.getByTestId('storage-days')).toHaveText('0', { timeout: 5_000 });

  const invoices = await request.get(`${own.url}/api/admin/invoice/`, { headers: { authorization: `Bearer ${admin}` } });
  const listed = (await invoices.json()) as { rows: Array<{ kind: string; net: string; tax: string; total: string; assets: Array<{ id: number }> }> };
  const storage = listed.rows.filter((r) => r.kind === 'storage');
  expect(storage.map((r) => r.assets.map((a) => a.id))).toEqual([[billed.id]]);
  // The VAT chosen in the builder is on the invoice: 20% of the net, added to it.
  const net = billed.daysOutstanding * 1.5;
  const tax = Math.round(net * 20) / 100;
  expect(storage.map((r) => [r.net, r.tax, r.total])).toEqual([[net.toFixed(2), tax.toFixed(2), (net + tax).toFixed(2)]]);
});
