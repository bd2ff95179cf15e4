/**
 * Customers hear what happens (docs/events.md, docs/tracking.md), on a server of its own: an admin changes a status
 * in one browser while the customer's assignment view and dashboard, open in another, show it without a reload; a
 * tracking link made by the customer opens anonymously and follows the next change live.
 */
import type { Browser, Page } from '@playwright/test';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';

interface Row {
  id: number;
  ref: string;
  status: string;
  completed: boolean;
}

let own: RunningServer;
let ownBrowser: Browser | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startServer(plinthBin(), 'live', LOG_DIR, {}, true);
});

test.afterAll(async () => {
  await ownBrowser?.close();
  await own?.stop();
});

/** Marks the page, so that a later check can tell it was never reloaded. */
async function mark(page: Page) {
  await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
}
async function stillMarked(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
}

/** The admin's edit screen: another status, saved. */
async function changeStatus(page: Page, id: number, label: string) {
  await page.goto(`${own.url}/app/admin/assignment/edit/${id}`);
  await hydrated(page);
  await page.getByTestId('assignment-status-select').selectOption({ label });
  await page.getByTestId('assignment-edit-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Woohoo! Assignment updated' }).first()).toBeVisible();
}

test('a status change reaches the customer live, and a tracking link follows it anonymously', async ({ browserName, playwright, request }, testInfo) => {
  test.setTimeout(90_000);
  // A browser of its own: four contexts each hold live connections open, and the worker's shared browser still has
  // the connections of every spec before this one (it failed only late in a full run, never alone).
  const browser = (ownBrowser = await playwright[browserName].launch(testInfo.project.use.launchOptions));
  const customerToken = await tokenOf(request, own.url, DEMO.hollis);
  const open = (await allRows<Row>(request, own.url, customerToken, '/api/assignment')).filter((a) => !a.completed);
  const target = open.find((a) => a.status !== 'In Transit') ?? open[0];

  const customer = await browser.newContext();
  const view = await customer.newPage();
  await view.goto(`${own.url}/pages/signin`);
  await signIn(view, DEMO.hollis, DEMO_PASSWORD);
  await view.waitForURL(`${own.url}/dashboard`);
  const dashboard = view;
  const assignment = await customer.newPage();
  // The page's live connection resumes after the event the page was read at: nothing made while it loaded is missed.
  const stream = assignment.waitForRequest((r) => /\/api\/events\?lastEventId=\d+$/.test(r.url()));
  await assignment.goto(`${own.url}/app/assignment/${target.id}`);
  await hydrated(assignment);
  await stream;
  await hydrated(dashboard);
  await mark(assignment);
  await mark(dashboard);
  await expect(assignment.getByTestId('assignment-status')).toHaveAttribute('data-status', target.status);

  const admin = await (await browser.newContext()).newPage();
  await admin.goto(`${own.url}/pages/signin`);
  await signIn(admin);
  await admin.waitForURL(`${own.url}/dashboard`);
  const changedAt = Date.now();
  await changeStatus(admin, target.id, 'In Transit (20%)');

  // The open view: the new status, cued, said in the live region; no reload.
  await expect(assignment.getByTestId('assignment-status')).toHaveAttribute('data-status', 'In Transit');
  console.log(`live: the customer's view showed the change ${Date.now() - changedAt} ms after the admin saved it`);
  await expect(assignment.getByTestId('live-announcement')).toContainText(`${target.ref} is now In Transit`);
  await expect(assignment.getByTestId('live-notice')).toBeVisible();
  await stillMarked(assignment);
  // The dashboard's recent assignments too.
  const recent = dashboard.getByTestId('recent-assignment').filter({ hasText: target.ref });
  if ((await recent.count()) > 0) await expect(recent.first()).toContainText('In Transit');
  await expect(dashboard.getByTestId('live-announcement')).toContainText(target.ref);
  await stillMarked(dashboard);

  // The customer shares a tracking link…
  await assignment.getByTestId('tracking-links-show').click();
  await assignment.getByLabel('Label (optional)').fill('courier');
  await assignment.getByTestId('tracking-link-create').click();
  const url = await assignment.getByTestId('tracking-link-url').inputValue();
  expect(url).toMatch(new RegExp(`^${own.url}/track/[A-Za-z0-9_-]{43}$`));
  await expect(assignment.getByTestId('tracking-link')).toContainText('courier');

  // …which opens for someone without an account: progress, nothing of the works.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(url);
  await hydrated(stranger);
  await expect(stranger.getByTestId('tracking-ref')).toHaveText(target.ref);
  await expect(stranger.getByTestId('tracking-status')).toHaveAttribute('data-status', 'In Transit');
  await mark(stranger);
  await changeStatus(admin, target.id, 'In Customs (+2%)');
  await expect(stranger.getByTestId('tracking-status')).toHaveAttribute('data-status', 'In Customs');
  await expect(stranger.getByTestId('tracking-announcement')).toContainText('In Customs');
  await stillMarked(stranger);

  // Revoked: the link leads to the not-found page.
  await assignment.getByTestId('tracking-link-revoke').click();
  await assignment.getByTestId('tracking-link-revoke-confirm').getByRole('button', { name: 'Revoke' }).click();
  await expect(assignment.getByTestId('tracking-link')).toContainText('Revoked');
  const late = await (await browser.newContext()).newPage();
  await late.goto(url);
  await expect(late).toHaveURL(`${own.url}/404`);
});
