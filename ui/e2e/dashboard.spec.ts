import { ADMIN, DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import type { Page } from '@playwright/test';
import { DEMO_COUNTS, type DashboardCounts } from './demoData';

async function signInAs(page: Page, server: string, email: string, password: string) {
  await page.goto(`${server}/pages/signin`);
  await signIn(page, email, password);
  await page.waitForURL(`${server}/dashboard`);
  await hydrated(page);
}

async function expectCounts(page: Page, counts: DashboardCounts) {
  for (const [key, value] of Object.entries(counts)) {
    await expect(page.getByTestId(`stat-${key}`), key).toContainText(String(value));
  }
}

test('a customer sees their own company’s counts, chart and recent assignments', async ({ page, server, shot }) => {
  await signInAs(page, server, DEMO.hollis, DEMO_PASSWORD);
  await expectCounts(page, DEMO_COUNTS.hollis);
  await expect(page.getByTestId('status-chart')).toHaveAttribute('data-chart', 'doughnut');
  await expect(page.locator('[data-testid="status-chart"] canvas')).toBeVisible();

  const recent = page.getByTestId('recent-assignment');
  await expect(recent).toHaveCount(5);
  // A customer's links go to the normal views; every recent assignment is their company's.
  const hrefs = await recent.locator('a[href^="/app/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) expect(href).toMatch(/^\/app\/(assignment|inventory)\/\d+$/);
  await expect(recent.first()).toContainText('HG-');
  await expect(page.getByText('Marlow Collection')).toHaveCount(0);
  await expect(page.locator('a.stat-card', { has: page.getByTestId('stat-assignmentCount') })).toHaveAttribute('href', '/app/assignment');
  await shot('dashboard-customer');

  // The first byte already holds the numbers: the server rendered them.
  const html = await (await page.request.get(`${server}/dashboard`)).text();
  expect(html).toMatch(new RegExp(`data-testid="stat-assetCount"[^]*?>${DEMO_COUNTS.hollis.assetCount}<`));
});

test('the other customer sees only theirs', async ({ page, server }) => {
  await signInAs(page, server, DEMO.marlow, DEMO_PASSWORD);
  await expectCounts(page, DEMO_COUNTS.marlow);
  await expect(page.getByTestId('recent-assignment').first()).toContainText('MC-');
});

test('an admin sees every company, with links to the admin views', async ({ page, server, shot }) => {
  await signInAs(page, server, ADMIN.email, ADMIN.password);
  await expectCounts(page, DEMO_COUNTS.all);
  const recent = page.getByTestId('recent-assignment');
  await expect(recent).toHaveCount(5);
  const hrefs = await recent.locator('a[href^="/app/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^\/app\/admin\/(assignment|inventory)\/\d+$/);
  const assetCard = page.locator('a.stat-card', { has: page.getByTestId('stat-assetCount') });
  await expect(assetCard).toHaveAttribute('href', '/app/admin/inventory');
  await shot('dashboard-admin-data');

  // The links open the admin's own views, never a "not yet available" card.
  const assignmentHref = hrefs.find((h) => h.startsWith('/app/admin/assignment/')) as string;
  await recent.locator(`a[href="${assignmentHref}"]`).first().click();
  await expect(page).toHaveURL(`${server}${assignmentHref}`);
  await expect(page.getByTestId('admin-assignment-view')).toBeVisible();
  // The admin inventory has landed: its own screen, no redirect.
  const response = await page.goto(`${server}/app/admin/inventory?page=2`);
  expect(response?.url()).toBe(`${server}/app/admin/inventory?page=2`);
  await hydrated(page);
  await expect(page.getByTestId('admin-inventory-screen')).toBeVisible();
  // Storage has landed too: its own screen, and a menu entry.
  await page.goto(`${server}/app/admin/storage`);
  await hydrated(page);
  await expect(page.getByTestId('storage-screen')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Storage', exact: true })).toHaveCount(1);
});
