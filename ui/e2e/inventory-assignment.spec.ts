import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { pngBytes, tempFiles } from './files';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

interface ListedAsset {
  id: number;
  title: string;
  theirRef: string | null;
  companyDivision: string;
  companyDivisionId: number;
  hasAssignment: boolean;
  assignmentId: number | null;
  inStorage: boolean;
  hidden: boolean;
}

/** The customer's assets as the API lists them, to pick demo assets the test did not make. */
async function assetsOf(request: APIRequestContext, server: string, email: string): Promise<ListedAsset[]> {
  return allRows<ListedAsset>(request, server, await tokenOf(request, server, email), '/api/inventory');
}

/** Types one measurement row's weight and sides; `lb` switches the weight unit. */
async function measure(row: Locator, [weight, x, y, z]: number[], lb = false) {
  await row.getByTestId('measurement-weight').fill(String(weight));
  if (lb) await row.getByTestId('measurement-weight-unit').selectOption('lb');
  await row.getByTestId('measurement-x').fill(String(x));
  await row.getByTestId('measurement-y').fill(String(y));
  await row.getByTestId('measurement-z').fill(String(z));
}

/** The browser chunk of the date field's calendar (the metafile of the build the server embeds). */
function calendarChunk(): string {
  const meta = JSON.parse(readFileSync(path.resolve(process.cwd(), 'build/meta/client.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const file = Object.keys(meta.outputs).find((f) => f.endsWith('.js') && 'src/shared/ui/DateCalendar.client.tsx' in meta.outputs[f].inputs);
  if (!file) throw new Error('no chunk holds the calendar');
  return `/assets/${path.basename(file)}`;
}

/** Every /assets/*.js the page requests from now on, by path. */
function watchScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) seen.push(pathname);
  });
  return seen;
}

/** Opens the inventory searched for `text` and adds (or removes) that row's asset to the draft. */
async function toggleDraft(page: Page, server: string, text: string) {
  await page.goto(`${server}/app/inventory?q=${encodeURIComponent(text)}`);
  await hydrated(page);
  const row = page.getByTestId('asset-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await row.getByTestId('draft-toggle').click();
}

test('a customer adds an asset with a photo and two measurements, adds documents, builds a draft over two visits and creates the assignment', async ({
  page,
  server,
  request,
  shot,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const theirRef = `E2E-${stamp}`;
  const demo = await assetsOf(request, server, DEMO.hollis);
  const free = demo.filter((a) => !a.hasAssignment && !a.hidden);
  // A title the inventory already has, in the division the new asset goes to: the duplicate modal.
  const twin = free.find((a) => a.companyDivision === 'London') ?? demo.find((a) => a.companyDivision === 'London');
  const partner = free.find((a) => a.companyDivision === 'London' && a.id !== twin?.id);
  const elsewhere = free.find((a) => a.companyDivision !== 'London');
  if (!twin || !partner || !elsewhere?.theirRef || !partner.theirRef) throw new Error('the demo data has no free London and other-division assets');
  const files = tempFiles({ 'front.png': pngBytes(64), 'condition.txt': 'Condition: very good.\n', 'virus.exe': 'MZ not a document' });

  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);

  // Add: title of an existing asset, a new reference, a real photo, two measurements.
  await page.goto(`${server}/app/inventory/add`);
  await hydrated(page);
  const form = page.getByTestId('asset-form');
  await form.getByLabel('Title').fill(twin.title);
  await form.getByLabel('Your reference').fill(theirRef);
  await form.getByLabel('Division').selectOption({ label: 'London' });
  await page.getByTestId('photo-input-input').setInputFiles(files['front.png']);
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  await page.getByTestId('photo-rotate-right').click();
  await measure(page.getByTestId('measurement-row').nth(0), [12.5, 100, 80, 4]);
  await page.getByTestId('measurement-add').click();
  await measure(page.getByTestId('measurement-row').nth(1), [6, 60, 50, 10], true);
  await page.getByTestId('asset-save').click();

  // Same title: the modal lists the twin; the user goes on.
  const modal = page.getByTestId('duplicate-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('duplicate-match').first()).toContainText(twin.title);
  await modal.getByTestId('duplicate-continue').click();
  await expect(toast(page, 'Woohoo! Asset added')).toBeVisible();
  await page.waitForURL(/\/app\/inventory\/\d+$/);
  const assetId = Number(new URL(page.url()).pathname.split('/').pop());

  // The view: the photo is served (and decodes), weights show in lb too, both measurements listed.
  await hydrated(page);
  const photo = page.getByTestId('asset-photo').locator('img');
  await expect(photo).toHaveAttribute('src', new RegExp(`/files/asset/${assetId}/photo`));
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  await expect(page.getByTestId('asset-net-measurements').locator('tbody tr')).toHaveCount(2);
  const lb = page.getByTestId('asset-net-measurements').locator('td[data-col="lb"]');
  await expect(lb).toHaveText(['27.56', '6']);
  await expect(page.getByTestId('asset-net-measurements').locator('td[data-col="kg"]')).toHaveText(['12.5', '2.72']);
  await shot('inventory-view');

  // The same reference again is refused before anything is sent.
  await page.goto(`${server}/app/inventory/add`);
  await hydrated(page);
  await form.getByLabel('Title').fill(`Another ${stamp}`);
  await form.getByLabel('Your reference').fill(theirRef);
  await form.getByLabel('Division').selectOption({ label: 'London' });
  await page.getByTestId('asset-save').click();
  await expect(toast(page, `Oops! Asset reference ${theirRef} alrady in use`)).toBeVisible();
  await expect(page).toHaveURL(`${server}/app/inventory/add`);

  // Edit: a document uploads by itself; a disallowed type is refused.
  await page.goto(`${server}/app/inventory/edit/${assetId}`);
  await hydrated(page);
  const uploaded = page.waitForResponse((r) => r.url().includes(`/api/inventory/${assetId}/upload/`) && r.request().method() === 'POST');
  await page.getByTestId('asset-upload-input').setInputFiles(files['condition.txt']);
  expect((await uploaded).status()).toBe(201);
  const documents = page.getByTestId('asset-documents');
  await expect(documents.getByTestId('document-row').filter({ hasText: 'condition.txt' })).toHaveCount(1);
  await page.getByTestId('asset-upload-input').setInputFiles(files['virus.exe']);
  await expect(toast(page, 'Oops! file type not allowed (exe)')).toBeVisible();
  // The item photo is in the list too, and cannot be deleted from it.
  const photoRow = documents.getByTestId('document-row').filter({ hasText: 'front.png' });
  await photoRow.getByTestId('document-delete').click();
  await expect(toast(page, 'Delete the item photo at the top of the page')).toBeVisible();
  const download = await page.request.get(`${server}/files/document/${await documents.getByTestId('document-row').filter({ hasText: 'condition.txt' }).getByTestId('document-link').getAttribute('href').then((h) => h?.split('/').pop())}`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('condition.txt');

  // The draft: one asset on this visit, the partner on the next; another division is refused.
  await toggleDraft(page, server, theirRef);
  await expect(page.getByTestId('draft-asset')).toHaveCount(1);
  await toggleDraft(page, server, partner.theirRef);
  await expect(page.getByTestId('draft-asset')).toHaveCount(2);
  await expect(page.getByTestId('draft-division')).toHaveText('Division: London');
  await toggleDraft(page, server, elsewhere.theirRef);
  await expect(toast(page, 'Can only add assets of the same Division')).toBeVisible();
  await expect(page.getByTestId('draft-asset')).toHaveCount(2);
  await shot('inventory-draft');

  // The assignment, from the draft.
  const scripts = watchScripts(page);
  await page.getByTestId('draft-create').click();
  await page.waitForURL(`${server}/app/assignment/add`);
  await hydrated(page);
  await expect(page.getByTestId('assignment-add-assets').locator('li')).toHaveCount(2);
  await page.getByLabel('PO number').fill(`PO-${stamp}`);

  // Dates (docs/i18n.md): typed as dd-MMM-yyyy, or picked in the calendar with the keyboard alone.
  const pickup = page.getByTestId('assignment-pickup');
  await pickup.fill('5-mar-2027');
  await pickup.press('Tab');
  await expect(pickup).toHaveValue('05-Mar-2027');
  await expect(page.getByTestId('assignment-pickup-calendar')).toBeFocused();
  const deliver = page.getByTestId('assignment-deliver');
  await deliver.fill('10-Mar-2027');
  await deliver.press('Tab');
  const deliverButton = page.getByTestId('assignment-deliver-calendar');
  await expect(deliverButton).toBeFocused();
  // The calendar's code comes with its first opening, not with the screen.
  expect(scripts).not.toContain(calendarChunk());
  await page.keyboard.press('Enter');
  const calendar = page.getByTestId('assignment-deliver-calendar-dialog');
  await expect(calendar).toBeVisible();
  expect(scripts).toContain(calendarChunk());
  await expect(calendar.locator('thead th')).toHaveCount(7);
  await expect(calendar.locator('thead th').first()).toHaveAttribute('aria-label', 'Monday');
  await expect(calendar.locator('.rdp-week_number')).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveText('10');
  await shot('assignment-calendar');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(deliverButton).toBeFocused();
  await expect(deliver).toHaveValue('10-Mar-2027');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText('10');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveText('19');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(deliver).toHaveValue('19-Mar-2027');
  await expect(deliverButton).toBeFocused();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/assignment') && r.request().method() === 'POST');
  await page.getByTestId('assignment-save').click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const { id: assignmentId, ref } = await answer.json();
  await expect(toast(page, 'Woohoo! Assignment added')).toBeVisible();
  const stored = await request.get(`${server}/api/assignment/${assignmentId}`, { headers: { authorization: `Bearer ${await tokenOf(request, server, DEMO.hollis)}` } });
  expect(await stored.json()).toMatchObject({ pickupOn: '2027-03-05', deliverOn: '2027-03-19' });
  await page.waitForURL(`${server}/app/assignment`);

  // The list shows it; its view shows Submitted at 3%: a warning bar and the clock.
  const row = page.getByTestId('assignment-row').filter({ hasText: ref });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('today');
  await row.getByText(ref).click();
  await page.waitForURL(`${server}/app/assignment/${assignmentId}`);
  await expect(page.getByTestId('assignment-ref')).toHaveText(ref);
  await expect(page.getByTestId('assignment-status').locator('[data-icon]')).toHaveAttribute('data-icon', 'clock');
  await expect(page.locator('.assignment-view [role="progressbar"]')).toHaveAttribute('data-variant', 'warning');
  await expect(page.getByTestId('assignment-asset')).toHaveCount(2);
  await shot('assignment-view');

  // The draft is empty again, and the new asset shows it is on an assignment.
  await page.goto(`${server}/app/inventory?q=${theirRef}`);
  await hydrated(page);
  await expect(page.getByTestId('draft-empty')).toBeVisible();
  await expect(page.getByTestId('asset-row').filter({ hasText: theirRef })).toContainText('On assignment');
});

test('another company cannot open the asset or its photo by id', async ({ page, server, request, allowConsole }) => {
  // The browser itself logs the 404 the asset view gets before it moves on to /404.
  allowConsole(/404/);
  const marlow = await assetsOf(request, server, DEMO.marlow);
  const theirs = marlow[0];
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await page.goto(`${server}/app/inventory/${theirs.id}`);
  await page.waitForURL(`${server}/404`);
  const photo = await page.request.get(`${server}/files/asset/${theirs.id}/photo`);
  expect(photo.status()).toBe(404);
});

test('the date field reads and writes month names in Spanish, and says what is wrong in Spanish', async ({ page, context, server, request, shot }) => {
  // An asset of another division than the first test's, which is not saved here: the draft only opens the form.
  const asset = (await assetsOf(request, server, DEMO.hollis)).find((a) => !a.hasAssignment && !a.hidden && a.companyDivision !== 'London' && a.theirRef);
  if (!asset?.theirRef) throw new Error('the demo data has no free asset outside London');
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await context.addCookies([{ name: 'plinth_lang', value: 'es', url: server }]);
  await toggleDraft(page, server, asset.theirRef);
  await page.goto(`${server}/app/assignment/add`);
  await hydrated(page);

  const pickup = page.getByTestId('assignment-pickup');
  await pickup.fill('5-Ene-2027');
  await pickup.blur();
  await expect(pickup).toHaveValue('05-ene-2027');
  await pickup.fill('31-feb-2027');
  await pickup.blur();
  await expect(pickup).toHaveValue('31-feb-2027');
  await expect(page.locator('#assignment-pickup-error')).toHaveText('Ese día no existe: el mes va del 01-feb-2027 al 28-feb-2027.');
  await page.getByTestId('assignment-pickup-calendar').click();
  const calendar = page.getByTestId('assignment-pickup-calendar-dialog');
  await expect(calendar.locator('thead th').first()).toHaveAttribute('aria-label', 'lunes');
  await expect(calendar.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
  await shot('assignment-calendar-es');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
});

test('in Spanish, 350,50 EUR and a side of 2,5 cm are saved as 350.50 and 2.5; an ambiguous 1.500 is refused and not saved', async ({ page, context, server, request }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await context.addCookies([{ name: 'plinth_lang', value: 'es', url: server }]);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/inventory') posts.push(r.postData() ?? '');
  });

  await page.goto(`${server}/app/inventory/add`);
  await hydrated(page);
  await page.locator('#asset-title').fill(`Coma ${stamp}`);
  await page.locator('#asset-division').selectOption({ index: 1 });
  const value = page.locator('#asset-value');
  // 1.500: one thousand five hundred, or 1,5? Asked on leaving the field, and again on save; nothing is sent.
  await value.fill('1.500');
  await value.blur();
  await expect(page.locator('#asset-value-error')).toHaveText('«1.500» puede leerse de dos maneras: escriba 1500 o 1,5.');
  await page.getByTestId('asset-save').click();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#asset-value-error')).toBeVisible();
  await expect(value).toHaveValue('1.500');
  expect(posts).toEqual([]);

  await value.fill('350,50');
  await page.locator('#asset-currency').selectOption('EUR');
  await page.getByTestId('measurement-x').fill('2,5');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/inventory' && r.request().method() === 'POST');
  await page.getByTestId('asset-save').click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const asset = await answer.json();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toContain('"value":"350.50"');
  expect(asset).toMatchObject({ value: '350.50', valueCurrency: 'EUR' });
  expect(asset.netMeasurements[0].dimension).toMatchObject({ x: 2.5, xUnit: 'cm' });

  // The view shows it in Spanish; the API keeps the plain figures.
  await page.waitForURL(`${server}/app/inventory/${asset.id}`);
  await hydrated(page);
  await expect(page.getByTestId('asset-value')).toHaveText('EUR 350,50');
  await expect(page.getByTestId('asset-net-measurements').locator('td[data-col="cm"]')).toHaveText('2,5 × ? × ?');
  const token = await tokenOf(request, server, DEMO.hollis);
  const read = await request.get(`${server}/api/inventory/${asset.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(await read.json()).toMatchObject({ value: '350.50', valueCurrency: 'EUR' });

  // Edited again, the stored value is shown in the reader's format.
  await page.goto(`${server}/app/inventory/edit/${asset.id}`);
  await hydrated(page);
  await expect(page.locator('#asset-value')).toHaveValue('350,50');
  await expect(page.getByTestId('measurement-x')).toHaveValue('2,5');
  await expect(page.locator('#asset-currency option')).toHaveText(['USD', 'GBP', 'EUR', 'CHF', 'AED', 'JPY']);
});

test('a document chosen twice says so; after a reload the server refuses a second copy and the rest of the queue goes on', async ({
  page,
  server,
  request,
  allowConsole,
}) => {
  // The browser itself logs the refused upload (409).
  allowConsole(/Failed to load resource.*409/);
  const stamp = Date.now().toString(36);
  const asset = (await assetsOf(request, server, DEMO.hollis)).find((a) => !a.hidden);
  if (!asset) throw new Error('the demo data has no visible asset');
  const [note, other] = [`note-${stamp}.txt`, `other-${stamp}.txt`];
  const files = tempFiles({ [note]: 'A note.\n', [other]: 'Another note.\n' });
  const uploadOf = (r: { url: () => string; request: () => { method: () => string } }) => r.url().includes(`/api/inventory/${asset.id}/upload/`) && r.request().method() === 'POST';
  const listed = (name: string) => page.getByTestId('asset-documents').getByTestId('document-row').filter({ hasText: name });

  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await page.goto(`${server}/app/inventory/edit/${asset.id}`);
  await hydrated(page);
  const input = page.getByTestId('asset-upload-input');
  const uploaded = page.waitForResponse(uploadOf);
  await input.setInputFiles(files[note]);
  expect((await uploaded).status()).toBe(201);
  await expect(listed(note)).toHaveCount(1);

  // The same file again: the input was emptied, so the choice is seen, and the queue says it has it.
  await input.setInputFiles(files[note]);
  await expect(toast(page, `Oops! file already in the list (${note})`)).toBeVisible();

  // After a reload the queue is new: the server refuses the copy with its message, and the next file still goes.
  await page.reload();
  await hydrated(page);
  const answers: number[] = [];
  page.on('response', (r) => {
    if (uploadOf(r)) answers.push(r.status());
  });
  await input.setInputFiles([files[note], files[other]]);
  await expect(toast(page, `The file ${note} is already among this asset's documents.`)).toBeVisible();
  await expect(listed(other)).toHaveCount(1);
  await expect(listed(note)).toHaveCount(1);
  expect(answers).toEqual([409, 201]);
});

test('actions that cannot work say why: Delete of an asset on an assignment, Add to draft of one on an open assignment', async ({ page, server, request, shot }) => {
  const demo = await assetsOf(request, server, DEMO.hollis);
  const busy = demo.find((a) => a.hasAssignment && a.theirRef && !a.hidden);
  // On a completed assignment only: it may go on a new one, but its records keep it from being deleted.
  const done = demo.find((a) => !a.hasAssignment && a.assignmentId !== null && a.theirRef && !a.hidden);
  if (!busy?.theirRef || !done?.theirRef) throw new Error('the demo data has no asset on an open and one on a completed assignment');
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);

  const reason = 'It is on an assignment, so it cannot be deleted.';
  for (const asset of [busy, done]) {
    await page.goto(`${server}/app/inventory/${asset.id}`);
    await hydrated(page);
    await expect(page.getByTestId('asset-delete')).toBeDisabled();
    await expect(page.getByTestId('asset-delete-reason')).toHaveText(reason);
    await expect(page.getByTestId('asset-delete')).toHaveAccessibleDescription(reason);
  }
  await shot('asset-delete-reason');

  await page.goto(`${server}/app/inventory?q=${encodeURIComponent(busy.theirRef)}`);
  await hydrated(page);
  const row = page.getByTestId('asset-row').filter({ hasText: busy.theirRef });
  await expect(row.getByTestId('draft-unavailable')).toHaveText('Already on an open assignment');
  await expect(row.getByTestId('draft-toggle')).toHaveCount(0);
  await page.goto(`${server}/app/inventory?q=${encodeURIComponent(done.theirRef)}`);
  await hydrated(page);
  await expect(page.getByTestId('asset-row').filter({ hasText: done.theirRef }).getByTestId('draft-toggle')).toBeEnabled();
});

test('forms: required fields are marked, Save goes to the first invalid field, and a refused assignment keeps what was typed', async ({
  page,
  server,
  request,
  allowConsole,
}) => {
  // The browser itself logs the refused save (409).
  allowConsole(/Failed to load resource.*409/);
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);

  await page.goto(`${server}/app/inventory/add`);
  await hydrated(page);
  const form = page.getByTestId('asset-form');
  const title = form.getByLabel('Title');
  await expect(title).toHaveAttribute('required', '');
  await expect(form.locator('label[for="asset-title"] + .form-required')).toHaveText('(required)');
  await expect(form.getByLabel('Artist')).not.toHaveAttribute('required', '');
  await form.getByLabel('Artist').fill('Typed, not lost');
  await page.getByTestId('asset-save').click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
  await expect(form.getByLabel('Artist')).toHaveValue('Typed, not lost');

  // The draft's only asset goes onto another assignment while the form is open: the server refuses the save,
  // the asset leaves the draft and the form with it; what was typed comes back with the next draft.
  const token = await tokenOf(request, server, DEMO.hollis);
  const free = (await assetsOf(request, server, DEMO.hollis)).filter((a) => !a.hasAssignment && !a.hidden);
  const taken = free[0];
  const next = free.find((a) => a.id !== taken?.id && a.companyDivisionId === taken?.companyDivisionId);
  if (!taken || !next) throw new Error('the demo data has no two free assets of one division');
  const draftOf = (a: ListedAsset) => JSON.stringify({ companyDivisionId: a.companyDivisionId, assets: [{ id: a.id, title: a.title, theirRef: a.theirRef, companyDivisionId: a.companyDivisionId, inStorage: a.inStorage }] });
  await page.evaluate((draft) => localStorage.setItem('assignment', draft), draftOf(taken));
  await page.goto(`${server}/app/assignment/add`);
  await hydrated(page);
  const po = `PO-KEEP-${Date.now().toString(36)}`;
  await page.getByLabel('PO number').fill(po);
  const elsewhere = await request.post(`${server}/api/assignment`, {
    headers: { authorization: `Bearer ${token}` },
    data: { companyDivisionId: taken.companyDivisionId, assetIds: [taken.id], originStorage: false, destinationStorage: false },
  });
  expect(elsewhere.status()).toBe(201);
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/assignment') && r.request().method() === 'POST');
  await page.getByTestId('assignment-save').click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByTestId('assignment-add-empty')).toBeVisible();

  await page.evaluate((draft) => localStorage.setItem('assignment', draft), draftOf(next));
  await page.goto(`${server}/app/assignment/add`);
  await hydrated(page);
  await expect(page.getByLabel('PO number')).toHaveValue(po);
});
