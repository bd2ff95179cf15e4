/**
 * The admin inventory (docs/inventory.md): every company's assets filtered by company and hidden, the picking and
 * condition lists kept between visits, the admin's asset view and form (the provider's ref, the hidden flag,
 * storage entries with the one-open-entry rule), the history with the storage move; then the customer's view
 * of the same history (the provider as the provider) and no way into the admin's screens.
 *
 * One seeded server for this file: the admin changes demo assets, which the dashboard's counts (another file
 * on the shared server) must not see.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';

test.describe.configure({ mode: 'serial' });

let own: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  own = await startServer(plinthBin(), 'admin-inventory', LOG_DIR, {}, true);
});

test.afterAll(async () => {
  await own?.stop();
});

interface Row {
  id: number;
  title: string;
  companyId: number;
  hidden: boolean;
  inStorage: boolean;
  hasAssignment: boolean;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

async function signInAs(page: Page, email: string) {
  await page.goto(`${own.url}/pages/signin`);
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${own.url}/dashboard`);
}

/** Hollis Gallery's id and assets (hidden ones too), as the admin's API reads them. */
async function hollis(request: APIRequestContext) {
  const token = await tokenOf(request, own.url, DEMO.admin);
  const companies = await (await request.get(`${own.url}/api/admin/company/summary`, { headers: { authorization: `Bearer ${token}` } })).json();
  const company = (companies as { id: number; name: string }[]).find((c) => c.name === 'Hollis Gallery');
  if (!company) throw new Error('no Hollis Gallery in the demo data');
  const assets = await allRows<Row>(request, own.url, token, `/api/inventory?incHidden=true&companyId=${company.id}`);
  return { company, assets };
}

/** Today, UTC, as the date field shows it in English (dd-MMM-yyyy). */
function shownToday(): string {
  const now = new Date();
  const month = now.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' }).slice(0, 3);
  return `${String(now.getUTCDate()).padStart(2, '0')}-${month}-${now.getUTCFullYear()}`;
}

let subject: Row;

test('the admin filters every company’s assets, keeps picking and condition lists, and edits an asset’s ref, hidden flag and storage', async ({ page, request, shot, allowConsole }) => {
  test.setTimeout(120_000);
  // The refused save's 422 is logged by the browser itself.
  allowConsole(/status of 422/);
  const { company, assets } = await hollis(request);
  const hidden = assets.find((a) => a.hidden);
  const free = assets.filter((a) => !a.hidden && !a.inStorage && !a.hasAssignment);
  expect(hidden, 'a hidden Hollis asset in the demo data').toBeTruthy();
  expect(free.length).toBeGreaterThan(0);
  subject = free[0];

  await signInAs(page, DEMO.admin);
  await page.goto(`${own.url}/app/admin/inventory`);
  await hydrated(page);
  await expect(page.getByTestId('asset-lists-panel')).toBeVisible();

  // By company: every row is Hollis Gallery's, and the URL says so.
  await page.getByTestId('admin-inventory-company').selectOption({ label: 'Hollis Gallery' });
  await page.waitForURL(new RegExp(`company=${company.id}`));
  const companyCells = page.getByTestId('asset-row').locator('[data-col="company"]');
  // The rows of the unfiltered list may still be shown for a moment after the URL changes: wait until they are gone.
  await expect(companyCells.first()).toHaveText('Hollis Gallery');
  await expect(companyCells.filter({ hasNotText: 'Hollis Gallery' })).toHaveCount(0);

  // Hidden assets only with the switch on.
  await page.goto(`${own.url}/app/admin/inventory?company=${company.id}&q=${encodeURIComponent(hidden!.title)}`);
  await hydrated(page);
  await expect(page.getByTestId('asset-row')).toHaveCount(0);
  await page.getByTestId('admin-inventory-hidden').click();
  await page.waitForURL(/hidden=1/);
  await expect(page.getByTestId('asset-row').filter({ hasText: hidden!.title })).toHaveCount(1);

  // Two assets into the picking list, one into the condition list.
  await page.goto(`${own.url}/app/admin/inventory?company=${company.id}`);
  await hydrated(page);
  const rows = page.getByTestId('asset-row');
  await rows.nth(0).getByTestId('picking-toggle').click();
  await rows.nth(1).getByTestId('picking-toggle').click();
  await rows.nth(0).getByTestId('condition-toggle').click();
  await expect(rows.nth(0).getByTestId('picking-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('picking-count')).toHaveText('2');
  await expect(page.getByTestId('condition-count')).toHaveText('1');
  const picked = await page.getByTestId('picking-asset').evaluateAll((items) => items.map((i) => i.getAttribute('data-asset-id')));

  // Away and back: both lists are kept.
  await page.goto(`${own.url}/dashboard`);
  await hydrated(page);
  await page.goto(`${own.url}/app/admin/inventory`);
  await hydrated(page);
  await expect(page.getByTestId('picking-count')).toHaveText('2');
  await expect(page.getByTestId('condition-count')).toHaveText('1');
  expect(await page.getByTestId('picking-asset').evaluateAll((items) => items.map((i) => i.getAttribute('data-asset-id')))).toEqual(picked);
  await shot('admin-inventory-lists');

  // The asset, from the list: the admin's view.
  await page.goto(`${own.url}/app/admin/inventory?company=${company.id}&q=${encodeURIComponent(subject.title)}`);
  await hydrated(page);
  await page.getByTestId('asset-row').filter({ hasText: subject.title }).first().locator('[data-col="title"] a').click();
  await page.waitForURL(`${own.url}/app/admin/inventory/${subject.id}`);
  await expect(page.getByTestId('asset-owner')).toHaveText('Hollis Gallery');
  await expect(page.getByTestId('asset-hidden-flag')).toHaveText('Shown');
  await page.getByTestId('asset-edit-link').click();
  await page.waitForURL(`${own.url}/app/admin/inventory/edit/${subject.id}`);
  await hydrated(page);

  // The provider's ref, hidden, and a storage entry from today at Bay 9; then no second one while it is open.
  const ref = `PL-E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByTestId('asset-ref').fill(ref);
  await page.getByTestId('asset-hidden').click();
  await page.getByTestId('asset-storage-add').click();
  await expect(page.getByTestId('asset-storage-in')).toHaveValue(shownToday());
  await page.getByTestId('asset-storage-location').fill('Bay 9');
  await expect(page.getByTestId('asset-storage-add')).toBeDisabled();
  await expect(page.getByTestId('asset-storage-add-reason')).toHaveText('A new entry can be added once every entry has an out date.');
  await page.getByTestId('asset-save').click();
  await page.waitForURL(`${own.url}/app/admin/inventory/${subject.id}`);
  await expect(page.getByTestId('asset-hidden-flag')).toHaveText('Hidden');
  await expect(page.getByTestId('asset-details')).toContainText(ref);
  await expect(page.getByTestId('asset-storage')).toContainText('Bay 9');
  const storedIn = page.locator('[data-testid="history-timeline"] li[data-kind="storageIn"]');
  await expect(storedIn).toHaveCount(1);
  await expect(storedIn).toContainText('Bay 9');
  await expect(storedIn.getByTestId('history-by')).toHaveText('Morgan Hale');

  // The second open entry: close the first, add the next, open the first again; the server refuses and says why.
  await page.getByTestId('asset-edit-link').click();
  await page.waitForURL(`${own.url}/app/admin/inventory/edit/${subject.id}`);
  await hydrated(page);
  await expect(page.getByTestId('asset-storage-add')).toBeDisabled();
  await page.getByTestId('asset-storage-out').first().fill(shownToday());
  await page.getByTestId('asset-storage-add').click();
  await page.getByTestId('asset-storage-location').nth(1).fill('Bay 10');
  await page.getByTestId('asset-storage-out').first().fill('');
  await page.getByTestId('asset-save').click();
  await expect(toast(page, 'A new storage entry can be added only when every other entry has an out date.')).toBeVisible();
  await expect(page).toHaveURL(`${own.url}/app/admin/inventory/edit/${subject.id}`);
  await shot('admin-inventory-edit-refused');
});

test('the customer sees the storage move made by the provider, and cannot open the admin inventory', async ({ page, allowConsole }) => {
  // The admin page answers a customer with the not-found page and its status, which the browser logs.
  allowConsole(/status of 404/);
  await signInAs(page, DEMO.hollis);
  // Hidden by the admin, the asset is still the customer's to open.
  await page.goto(`${own.url}/app/inventory/${subject.id}`);
  await hydrated(page);
  const storedIn = page.locator('[data-testid="history-timeline"] li[data-kind="storageIn"]');
  await expect(storedIn).toContainText('Bay 9');
  await expect(storedIn.getByTestId('history-by')).toHaveText('Plinth');
  await expect(page.getByTestId('history')).not.toContainText('Morgan Hale');

  const response = await page.goto(`${own.url}/app/admin/inventory`);
  expect(response?.status()).toBe(404);
  expect(page.url()).toBe(`${own.url}/404`);
  await hydrated(page);
  await expect(page.getByTestId('admin-inventory-screen')).toHaveCount(0);
});
