/**
 * Shipments (docs/shipments.md), told as one admin's consolidation on a server of its own (the story adds a shipment,
 * which would change what other specs count on the shared demo server): two customers' assignments go on the
 * draft from the admin list, a third joins by reference (an unknown one warns), two legs are built and saved,
 * the asset list is printed, the packing list downloaded and a document uploaded; then each customer sees the
 * legs on their own assignment's shipment summary and nothing of the other customer.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { allRows, tokenOf } from './api';
import { seriousAxeViolations } from './axe';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { tempFiles } from './files';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';

interface Row {
  id: number;
  ref: string;
  companyName: string;
  completed: boolean;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

let own: RunningServer;

// axe is injected as an inline script, which the page's CSP (script-src 'self') would refuse.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startServer(plinthBin(), 'admin-shipments', LOG_DIR, {}, true);
});

test.afterAll(async () => {
  await own?.stop();
});

async function expectAxeClean(page: Page, where: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations, `serious or critical axe violations on ${where}:\n${violations.join('\n')}`).toEqual([]);
}

/** Types a date into a DateField and leaves it. */
async function typeDate(field: ReturnType<Page['getByTestId']>, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

/** Puts the assignment on the draft shipment from the admin list (which opens the shipment form). */
async function draftFromList(page: Page, ref: string) {
  await page.goto(`${own.url}/app/admin/assignment`);
  await hydrated(page);
  await page.getByTestId('admin-assignments-list-search').fill(ref);
  await expect(page.getByTestId('assignment-row')).toHaveCount(1);
  await expect(page.locator('[data-testid="admin-assignments-list"] [aria-busy="true"]')).toHaveCount(0);
  await page.getByTestId('assignment-row').filter({ hasText: ref }).getByTestId('shipment-add').click();
  await page.waitForURL(`${own.url}/app/admin/shipment/add`);
}

async function summaryOf(request: APIRequestContext, token: string, id: number): Promise<string> {
  const reply = await request.get(`${own.url}/api/assignment/shipment/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  return reply.text();
}

test('an admin consolidates two customers’ assignments on a two-leg shipment, prints it and files its papers; each customer sees only their own part', async ({ page, browser, request, shot, allowConsole }) => {
  test.setTimeout(240_000);
  const server = own.url;
  const admin = await tokenOf(request, server, DEMO.admin);
  const open = await allRows<Row>(request, server, admin, '/api/admin/assignment/?incCompleted=false');
  const [hollis, third] = open.filter((r) => r.companyName === 'Hollis Gallery');
  const marlow = open.find((r) => r.companyName === 'Marlow Collection');
  if (!hollis || !third || !marlow) throw new Error('the demo data has too few open assignments of Hollis and Marlow');

  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);

  // Two assignments of two customers on the draft, from the admin list; the form is built from it.
  await draftFromList(page, hollis.ref);
  await draftFromList(page, marlow.ref);
  await hydrated(page);
  const rows = page.getByTestId('shipment-assignment');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Hollis Gallery');
  await expect(rows.nth(1)).toContainText('Marlow Collection');

  // A third by reference; an unknown reference warns, one already in the list is said so.
  // The browser itself logs the unknown reference's 404.
  allowConsole(/404 \(Not Found\).*\/api\/admin\/assignment\/ref\/A-999999/);
  await page.getByTestId('shipment-add-ref').fill('A-999999');
  await page.getByTestId('shipment-add-ref-button').click();
  await expect(page.getByTestId('shipment-ref-warning')).toHaveText('Invalid Assignment Reference: A-999999');
  await page.getByTestId('shipment-add-ref').fill(third.ref);
  await page.getByTestId('shipment-add-ref-button').click();
  await expect(rows).toHaveCount(3);
  await page.getByTestId('shipment-add-ref').fill(hollis.ref);
  await page.getByTestId('shipment-add-ref-button').click();
  await expect(page.getByTestId('shipment-ref-note')).toHaveText(`Assignment already in list: ${hollis.ref}`);
  await expect(rows).toHaveCount(3);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('shipment'))) ?? 'null').assignments).toHaveLength(3);

  // Santa's sleigh is refused with the joke; the sea it is.
  await page.getByTestId('shipment-mode').selectOption({ label: "Santa's sleigh" });
  await page.getByTestId('shipment-save').click();
  await expect(page.locator('#shipment-mode-error')).toContainText("Santa's sleigh is fully booked");
  await page.getByTestId('shipment-mode').selectOption({ label: 'Sea' });
  await typeDate(page.getByTestId('shipment-commencement-on'), '01-Dec-2026');
  await page.getByTestId('shipment-commencement-at').fill('08:00');
  await typeDate(page.getByTestId('shipment-conclusion-on'), '20-Dec-2026');
  await page.getByTestId('shipment-conclusion-at').fill('17:30');
  await expect(page.getByTestId('shipment-origin').locator('option:checked')).not.toHaveText('None');

  // Two legs; the second arriving before it leaves is refused, then put right.
  await page.getByTestId('leg-add').click();
  const legs = page.getByTestId('leg');
  await legs.nth(0).getByTestId('leg-nameNumber').fill('MSC Aurora');
  await legs.nth(0).getByTestId('leg-voyage').fill('AU-51');
  await legs.nth(0).getByTestId('leg-pod').fill('Felixstowe');
  await typeDate(legs.nth(0).getByTestId('leg-etdOn'), '02-Dec-2026');
  await legs.nth(0).getByTestId('leg-poa').fill('Rotterdam');
  await typeDate(legs.nth(0).getByTestId('leg-etaOn'), '04-Dec-2026');
  await page.getByTestId('leg-add').click();
  await expect(legs.nth(1).getByTestId('leg-pod')).toHaveValue('Rotterdam');
  await legs.nth(1).getByTestId('leg-nameNumber').fill('Rhine barge 7');
  await typeDate(legs.nth(1).getByTestId('leg-etdOn'), '05-Dec-2026');
  await legs.nth(1).getByTestId('leg-poa').fill('Basel');
  await typeDate(legs.nth(1).getByTestId('leg-etaOn'), '03-Dec-2026');
  await page.getByTestId('shipment-save').click();
  await expect(legs.nth(1)).toContainText('The ETA cannot be before the ETD.');
  await typeDate(legs.nth(1).getByTestId('leg-etaOn'), '09-Dec-2026');
  // Moved out of order, the legs are refused; sorted by departure, they pass.
  await legs.nth(1).getByTestId('leg-up').click();
  await expect(legs.nth(0).getByTestId('leg-nameNumber')).toHaveValue('Rhine barge 7');
  await page.getByTestId('shipment-save').click();
  await expect(legs.nth(1)).toContainText('put the legs in order of departure');
  await page.getByTestId('legs-sort').click();
  await expect(legs.nth(0).getByTestId('leg-nameNumber')).toHaveValue('MSC Aurora');
  await expectAxeClean(page, 'the shipment form');
  await shot('shipment-form');

  await page.getByTestId('shipment-save').click();
  await expect(toast(page, 'Woohoo! Shipment added')).toBeVisible();
  await page.waitForURL(/\/app\/admin\/shipment\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(await page.evaluate(() => localStorage.getItem('shipment'))).toBeNull();
  await expect(page.getByTestId('shipment-ref')).toHaveText(`Shipment S-${id}`);
  await expect(page.getByTestId('shipment-leg')).toHaveCount(2);
  await expect(page.getByTestId('shipment-leg').nth(1)).toContainText('Rhine barge 7');
  await expect(page.getByTestId('shipment-view-assignment')).toHaveCount(3);

  // The printable asset list: on paper, the list alone (no header, menus, details or documents).
  await page.getByTestId('shipment-printable').check();
  const printList = page.getByTestId('asset-print-list');
  await expect(printList).toBeVisible();
  const assetRows = await printList.getByTestId('asset-print-row').count();
  expect(assetRows).toBeGreaterThan(2);
  await page.emulateMedia({ media: 'print' });
  await expect(printList).toBeVisible();
  await expect(page.locator('header.navbar')).toBeHidden();
  await expect(page.getByTestId('shipment-details')).toBeHidden();
  await expect(page.getByTestId('shipment-edit')).toBeHidden();
  await shot('shipment-print');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('shipment-details')).toBeVisible();

  // The packing list PDF for the crew.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('shipment-packing-list').click()]);
  expect(pdf.suggestedFilename()).toBe(`packing-list-S-${id}.pdf`);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A document for the shipment.
  const files = tempFiles({ 'bill-of-lading.txt': 'MSC Aurora AU-51, Felixstowe to Rotterdam' });
  await page.getByTestId('shipment-upload').locator('input[type="file"]').setInputFiles(files['bill-of-lading.txt']);
  await expect(page.getByTestId('shipment-documents')).toContainText('bill-of-lading.txt');
  await expectAxeClean(page, 'the shipment view');

  // The list shows it among the open shipments.
  await page.getByTestId('back-to-shipments').click();
  await page.waitForURL(`${server}/app/admin/shipment`);
  await expect(page.getByTestId('shipment-row').filter({ hasText: `S-${id}` })).toContainText(hollis.ref);

  // Each customer: their own assignment's summary shows the legs, and nothing of the other customer.
  for (const [email, mine, other] of [
    [DEMO.hollis, hollis, marlow],
    [DEMO.marlow, marlow, hollis],
  ] as const) {
    const token = await tokenOf(request, server, email);
    const text = await summaryOf(request, token, mine.id);
    expect(text).toContain('MSC Aurora');
    expect(text).not.toContain(other.ref);
    expect(text).not.toContain(other.companyName);
    const context = await browser.newContext();
    const customer = await context.newPage();
    await customer.goto(`${server}/pages/signin`);
    await signIn(customer, email, DEMO_PASSWORD);
    await customer.waitForURL(`${server}/dashboard`);
    await customer.goto(`${server}/app/assignment/${mine.id}`);
    await hydrated(customer);
    await customer.getByTestId('assignment-shipments').click();
    const ours = customer.getByTestId('shipment').filter({ hasText: `S-${id}` });
    await expect(ours.getByTestId('shipment-leg')).toHaveCount(2);
    await expect(ours).toContainText('Rhine barge 7');
    await expect(ours.getByTestId('shipment-commencement')).toHaveText('01 Dec, 2026 08:00');
    await expect(customer.getByTestId('shipment-summary')).not.toContainText(other.ref);
    await expect(customer.getByTestId('shipment-summary')).not.toContainText(other.companyName);
    await context.close();
  }
});

test('an admin keeps the forwarder addresses on the addresses screen, and the shipment form offers them', async ({ page, allowConsole }) => {
  // The refused delete is the server's 409, which the browser logs itself.
  allowConsole(/Failed to load resource.*409/);
  await page.goto(`${own.url}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${own.url}/dashboard`);
  await page.goto(`${own.url}/app/admin/address?kind=forwarder`);
  await hydrated(page);
  const rows = page.getByTestId('address-row');
  await expect(rows.first()).toContainText('Forwarder (ours)');
  const before = await rows.count();

  await page.getByTestId('forwarder-add').click();
  let modal = page.getByTestId('address-modal');
  await modal.locator('#address-name').fill('Basel hub');
  await modal.locator('#address-line1').fill('Hafenstrase 3');
  await modal.locator('#address-city').fill('Basel');
  await modal.getByTestId('address-country').selectOption('Switzerland');
  await modal.getByTestId('address-save').click();
  await expect(toast(page, 'Woohoo! Address added')).toBeVisible();
  await expect(rows).toHaveCount(before + 1);

  // A typo corrected in place.
  const basel = rows.filter({ hasText: 'Basel hub' });
  await basel.getByTestId('address-edit').click();
  modal = page.getByTestId('address-modal');
  await expect(modal.locator('#address-line1')).toHaveValue('Hafenstrase 3');
  await modal.locator('#address-line1').fill('Hafenstrasse 3');
  await modal.getByTestId('address-save').click();
  await expect(toast(page, 'Woohoo! Address updated')).toBeVisible();
  await expect(basel).toContainText('Hafenstrasse 3');

  // The shipment form offers it as an origin.
  await page.goto(`${own.url}/app/admin/shipment/add`);
  await hydrated(page);
  await expect(page.getByTestId('shipment-origin').locator('option', { hasText: 'Basel hub' })).toHaveCount(1);

  // One a shipment starts from stays, and the admin is told why; the unused one goes.
  await page.goto(`${own.url}/app/admin/address?kind=forwarder`);
  await hydrated(page);
  await rows.filter({ hasText: 'Skyport Cargo Park' }).getByTestId('address-delete').click();
  await page.getByTestId('address-delete-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: /change the (shipment|assignment) first/ }).first()).toBeVisible();
  await page.getByTestId('address-delete-confirm').getByRole('button', { name: 'Cancel' }).click();
  await rows.filter({ hasText: 'Basel hub' }).getByTestId('address-delete').click();
  await page.getByTestId('address-delete-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Woohoo! Address deleted')).toBeVisible();
  await expect(rows).toHaveCount(before);
  await expect(rows.filter({ hasText: 'Skyport Cargo Park' })).toHaveCount(1);
});
