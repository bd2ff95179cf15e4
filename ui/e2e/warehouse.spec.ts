/**
 * The warehouse floor on a phone (docs/warehouse.md), on a server of its own (it moves works in and out of storage).
 * Chromium's fake camera plays a video of real Plinth labels (camera.ts), so the scan screens read them through the
 * real camera path and decoder: the admin checks three works in at a location by scanning its label and theirs;
 * counts the location with one work missing and one unexpected; records a proof of delivery (a signature drawn on
 * the screen, a photo), which the customer then sees among the assignment's documents. At 360 px wide, and no
 * request leaves our own server (the QR reader's WebAssembly included).
 */
import type { Browser, Page } from '@playwright/test';
import { allRows, tokenOf } from './api';
import { browserWithCamera, labelVideo, locationLabel, workLabel } from './camera';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';
import { pngBytes } from './files';

interface Row {
  id: number;
  title: string;
  ref: string | null;
}

const PHONE = { width: 360, height: 760 };
let own: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startServer(plinthBin(), 'warehouse', LOG_DIR, {}, true);
});
test.afterAll(async () => {
  await own?.stop();
});

/** A phone-sized page in a browser whose camera plays `video`, signed in as `email`; every request it makes is kept. */
async function phone(browser: Browser, email: string): Promise<{ page: Page; requests: string[]; problems: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  await context.grantPermissions(['camera'], { origin: own.url });
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${own.url}/pages/signin`);
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${own.url}/dashboard`);
  return { page, requests, problems };
}

const onlyOurs = (requests: string[]) => requests.filter((u) => !u.startsWith(own.url) && !u.startsWith('data:') && !u.startsWith('blob:'));

test('check in, count and hand over by scanning real labels with the camera', async ({ request }) => {
  test.setTimeout(240_000);
  const server = own.url;
  const admin = await tokenOf(request, server, DEMO.admin);
  const auth = { authorization: `Bearer ${admin}` };
  const companies = (await (await request.get(`${server}/api/admin/company/summary`, { headers: auth })).json()) as { id: number; name: string }[];
  const hollis = companies.find((c) => c.name === 'Hollis Gallery')!;
  const works = (await allRows<Row>(request, server, admin, `/api/inventory?companyId=${hollis.id}&sort=title&dir=asc`)).slice(0, 4);
  // Works 0-2 are checked in; 3 is not in storage (made sure by checking it out).
  await request.post(`${server}/api/admin/warehouse/check-out`, { headers: auth, data: { assetIds: works.map((w) => w.id) } });
  const made = await request.post(`${server}/api/admin/warehouse/locations`, { headers: auth, data: { path: 'LDN / Vault 2 / Bay C' } });
  expect(made.status()).toBe(201);
  const bay = (await made.json()) as { id: number; path: string };

  // 1. Check in: the location's label, then three works' labels, read by the camera.
  const checkInVideo = await labelVideo([await locationLabel(request, server, admin, bay.id), ...(await Promise.all(works.slice(0, 3).map((w) => workLabel(request, server, admin, w.id)))).map((pdf) => ({ pdf }))]);
  let browser = await browserWithCamera(checkInVideo);
  try {
    const { page, requests, problems } = await phone(browser, DEMO.admin);
    await page.goto(`${server}/app/warehouse/scan`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByTestId('current-location')).toHaveText('Checking in to LDN / Vault 2 / Bay C', { timeout: 30_000 });
    const reads = page.getByTestId('scan-reads');
    for (const w of works.slice(0, 3)) await expect(reads.getByText(new RegExp(`${escape(w.title)}.*checked in at LDN / Vault 2 / Bay C`))).toBeVisible({ timeout: 30_000 });
    // The reader was the WebAssembly one (Linux Chromium has no BarcodeDetector), served by us.
    await expect(page.locator('.scanner-box')).toHaveAttribute('data-engine', /wasm|native/);
    expect(requests.some((u) => u.endsWith('.wasm'))).toBe((await page.locator('.scanner-box').getAttribute('data-engine')) === 'wasm');
    expect(onlyOurs(requests)).toEqual([]);
    // At 360 px nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: 'test-results/screenshots/warehouse-check-in.png', fullPage: true });
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
  for (const w of works.slice(0, 3)) {
    const history = (await (await request.get(`${server}/api/inventory/${w.id}/history`, { headers: auth })).json()) as { kind: string; location?: string }[];
    expect(history.find((e) => e.kind === 'moved')?.location).toBe('LDN / Vault 2 / Bay C');
  }

  // 2. Count the bay: works 0 and 1 are there, 2 is missing, 3 is there unexpectedly.
  const countVideo = await labelVideo(await Promise.all([0, 1, 3].map(async (i) => ({ pdf: await workLabel(request, server, admin, works[i].id) }))));
  browser = await browserWithCamera(countVideo);
  try {
    const { page, problems } = await phone(browser, DEMO.admin);
    await page.goto(`${server}/app/admin/warehouse/stocktakes`);
    await hydrated(page);
    await page.getByLabel('What to count').selectOption({ label: bay.path });
    await page.getByRole('button', { name: 'Start a count' }).click();
    await page.waitForURL(/\/app\/admin\/warehouse\/stocktakes\/\d+$/);
    await hydrated(page);
    const reads = page.getByTestId('scan-reads');
    for (const i of [0, 1, 3]) await expect(reads.getByText(new RegExp(`${escape(works[i].title)}: counted`))).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Finish the count' }).click();
    await expect(page.locator('[data-outcome-count="found"] .fs-3')).toHaveText('2');
    await expect(page.locator('[data-outcome-count="missing"] .fs-3')).toHaveText('1');
    await expect(page.locator('[data-outcome-count="unexpected"] .fs-3')).toHaveText('1');
    await expect(page.locator('tr[data-outcome="missing"]')).toContainText(works[2].title);
    await expect(page.locator('tr[data-outcome="unexpected"]')).toContainText(works[3].title);
    // One confirmation applies the correction: the unexpected work is checked in at the bay.
    await page.getByRole('button', { name: 'Apply corrections (1)' }).click();
    await page.getByTestId('apply-modal').getByRole('button', { name: 'Apply corrections (1)' }).click();
    await expect(page.getByText('Corrections applied')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/warehouse-stocktake.png', fullPage: true });
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
  const scanned = (await (await request.post(`${server}/api/scan`, { headers: auth, data: { code: `/app/asset/${works[3].id}` } })).json()) as { work: { location: string } };
  expect(scanned.work.location).toBe(bay.path);

  // 3. Proof of delivery for one of Hollis's assignments, then the customer sees it.
  const customer = await tokenOf(request, server, DEMO.hollis);
  const jobs = await allRows<{ id: number; ref: string }>(request, server, customer, '/api/assignment');
  const job = jobs[0];
  browser = await browserWithCamera(checkInVideo);
  try {
    const { page, problems } = await phone(browser, DEMO.admin);
    await page.goto(`${server}/app/admin/warehouse/delivery/${job.id}`);
    await hydrated(page);
    await page.getByLabel('Received by (name)').fill('Grace Hopper');
    const pad = page.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 60);
    await page.mouse.down();
    for (let x = 20; x < box.width - 20; x += 15) await page.mouse.move(box.x + x, box.y + 60 + Math.sin(x / 12) * 30);
    await page.mouse.up();
    await page.locator('#pod-photos').setInputFiles({ name: 'handover.png', mimeType: 'image/png', buffer: pngBytes(240) });
    await expect(page.getByTestId('photo-count')).toHaveText('Photos: 1');
    await page.getByLabel('Notes').fill('Left at the loading bay.');
    await page.getByRole('button', { name: 'Save the proof of delivery' }).click();
    await expect(page.getByRole('link', { name: 'Close the assignment as Delivered' })).toBeVisible({ timeout: 30_000 });
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
  const docs = (await (await request.get(`${server}/api/assignment/${job.id}/list`, { headers: { authorization: `Bearer ${customer}` } })).json()) as { name: string }[];
  const proof = docs.find((d) => d.name.startsWith('Proof of delivery'));
  expect(proof).toBeTruthy();
});

test('the customer sees the proof of delivery on their assignment', async ({ page, request }) => {
  const customer = await tokenOf(request, own.url, DEMO.hollis);
  const jobs = await allRows<{ id: number; ref: string }>(request, own.url, customer, '/api/assignment');
  await page.goto(`${own.url}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${own.url}/dashboard`);
  await page.goto(`${own.url}/app/assignment/${jobs[0].id}`);
  await hydrated(page);
  // Among the assignment's documents (a link to the PDF) and in its history.
  const link = page.getByTestId('document-link').filter({ hasText: /^Proof of delivery .*\.pdf$/ });
  await expect(link).toBeVisible();
  await expect(page.locator('.history-text').filter({ hasText: 'Document added: Proof of delivery' })).toBeVisible();
  const pdf = await page.request.get(`${own.url}${await link.getAttribute('href')}`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.screenshot({ path: 'test-results/screenshots/warehouse-proof-customer.png', fullPage: true });
});

test('a scan made while the connection is down waits, and is sent when it returns', async ({ page, request, allowConsole }) => {
  allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const admin = await tokenOf(request, own.url, DEMO.admin);
  const auth = { authorization: `Bearer ${admin}` };
  const bay = ((await (await request.get(`${own.url}/api/admin/warehouse/locations`, { headers: auth })).json()) as { id: number }[])[0];
  const [work] = (await allRows<Row>(request, own.url, admin, '/api/inventory?sort=title&dir=desc')).filter((w) => w.ref);
  await request.post(`${own.url}/api/admin/warehouse/check-in`, { headers: auth, data: { locationId: bay.id, assetIds: [work.id] } });
  await page.setViewportSize(PHONE);
  await page.goto(`${own.url}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${own.url}/dashboard`);
  await page.goto(`${own.url}/app/warehouse/scan?mode=checkOut`);
  await hydrated(page);
  await page.context().setOffline(true);
  await page.getByPlaceholder('Type a ref').fill(work.ref!);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByTestId('scan-reads').getByText(`${work.ref}: no connection; kept, and sent when it returns`)).toBeVisible();
  await expect(page.getByTestId('outbox')).toHaveText('Scans waiting for the connection: 1');
  // Kept across a reload while still offline is the browser's storage: the outbox is there.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('warehouseOutbox') ?? '[]').length)).toBe(1);
  await page.context().setOffline(false);
  await expect(page.getByTestId('toast').filter({ hasText: `checked out of` }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('outbox')).toHaveCount(0);
  const found = (await (await request.post(`${own.url}/api/scan`, { headers: auth, data: { code: work.ref } })).json()) as { work: { location: string | null } };
  expect(found.work.location).toBeNull();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
