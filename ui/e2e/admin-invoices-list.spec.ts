/**
 * /app/admin/invoices in every language: no two landmarks share a name (axe `landmark-unique`, with every serious
 * rule), and the "Issued" header's arrow and aria-sort say the order the rows are really in, before and after a
 * click. A server of its own, since it generates invoices other specs must not see.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { allRows, tokenOf } from './api';
import { axeViolations } from './axe';
import { ADMIN, expect, hydrated, signIn, test } from './fixtures';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';

const LOCALES = ['en', 'es', 'zh', 'ja', 'pt', 'ru'] as const;

interface Invoice {
  invoiceNumber: string;
  createdAt: string;
}

let own: RunningServer;

// axe is injected as an inline script, which the page's CSP (script-src 'self') would refuse.
test.use({ bypassCSP: true });

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Issues one invoice of an assignment through the API: its working invoice gets one line, then is generated. */
async function issueInvoice(request: APIRequestContext, token: string, assignmentId: number): Promise<void> {
  const url = `${own.url}/api/admin/assignment/${assignmentId}/invoice`;
  const working = await (await request.get(url, auth(token))).json();
  const saved = await request.put(url, {
    ...auth(token),
    data: {
      currency: working.currency,
      tax: '0',
      items: [{ description: 'Crating', currencyIn: working.currency, cost: '100.00', charge: '150.00' }],
      deletedLineItems: working.items.map((l: { id: number }) => l.id),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const lines = (await (await request.get(url, auth(token))).json()).items as { id: number; ignore: boolean }[];
  const generated = await request.put(`${own.url}/api/admin/invoice/`, { ...auth(token), data: { assignmentId, lineIds: lines.filter((l) => !l.ignore).map((l) => l.id) } });
  expect(generated.status(), await generated.text()).toBe(200);
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  own = await startServer(plinthBin(), 'admin-invoices-list', LOG_DIR, {}, true);
  const request = await playwright.request.newContext();
  const token = await tokenOf(request, own.url, ADMIN.email, ADMIN.password);
  const assignments = await allRows<{ id: number }>(request, own.url, token, '/api/admin/assignment/?incCompleted=true');
  // Two invoices issued apart, so their issue times differ whatever else the demo data holds.
  await issueInvoice(request, token, assignments[0].id);
  await new Promise((r) => setTimeout(r, 1100));
  await issueInvoice(request, token, assignments[1].id);
  await request.dispose();
});

test.afterAll(async () => {
  await own?.stop();
});

/** The first page of the list as the API orders it for `dir`, with each invoice's issue time. */
async function apiPage(page: Page, dir: 'asc' | 'desc'): Promise<Invoice[]> {
  const token = await tokenOf(page.request, own.url, ADMIN.email, ADMIN.password);
  const reply = await page.request.get(`${own.url}/api/admin/invoice/?sort=issued&dir=${dir}&page=1&size=10`, auth(token));
  return (await reply.json()).rows as Invoice[];
}

/** Whether the issue times never go down (`up`) or never go up the page. */
function goes(rows: Invoice[], up: boolean): boolean {
  const times = rows.map((r) => Date.parse(r.createdAt));
  return times.every((t, i) => i === 0 || (up ? t >= times[i - 1] : t <= times[i - 1]));
}

test('the invoices page has unique landmarks in every language', async ({ page, context }) => {
  await page.goto(`${own.url}/pages/signin`);
  await signIn(page);
  await page.waitForURL(`${own.url}/dashboard`);
  for (const locale of LOCALES) {
    await context.addCookies([{ name: 'plinth_lang', value: locale, url: own.url }]);
    await page.goto(`${own.url}/app/admin/invoices`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    await expect(page.getByTestId('invoice-row').first()).toBeVisible();
    await expect(page.getByTestId('invoice-totals').getByRole('region')).toBeVisible();
    expect(await axeViolations(page, ['landmark-unique']), `axe on /app/admin/invoices in ${locale}`).toEqual([]);
  }
});

test("the Issued header's arrow says the order the rows are in, before and after a click", async ({ page }) => {
  await page.goto(`${own.url}/pages/signin`);
  await signIn(page);
  await page.waitForURL(`${own.url}/dashboard`);
  await page.goto(`${own.url}/app/admin/invoices`);
  await hydrated(page);
  const header = page.locator('th', { has: page.getByTestId('admin-invoices-list-sort-issued') });
  const arrow = page.getByTestId('admin-invoices-list-sort-issued').locator('span');
  const numbers = page.getByTestId('invoice-pdf');

  // As first served (the list's default): the newest first, so the dates go down.
  const first = await apiPage(page, 'asc');
  expect(first.length).toBeGreaterThan(1);
  expect(goes(first, false) && !goes(first, true), 'the newest first').toBe(true);
  await expect(numbers).toHaveText(first.map((r) => r.invoiceNumber));
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(arrow).toHaveText('▼');

  // A click turns the order round: the oldest first, and the arrow with it.
  await page.getByTestId('admin-invoices-list-sort-issued').click();
  await page.waitForURL(/[?&]dir=desc/);
  const second = await apiPage(page, 'desc');
  expect(goes(second, true), 'the oldest first').toBe(true);
  await expect(numbers).toHaveText(second.map((r) => r.invoiceNumber));
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(arrow).toHaveText('▲');
});
