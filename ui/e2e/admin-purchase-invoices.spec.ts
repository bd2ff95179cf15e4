import type { Page } from '@playwright/test';
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

  // Paid: the unpaid filter (in the URL) no longer lists it.
  await row.getByTestId('purchase-invoice-edit').click();
  await expect(modal.getByTestId('pi-net')).toHaveValue('1250.50');
  await modal.getByTestId('pi-paid-on').fill('20-Nov-2026');
  await modal.getByTestId('purchase-invoice-save').click();
  await expect(toast(page, 'Woohoo! Purchase invoice updated')).toBeVisible();
  await expect(row).toContainText('20 Nov, 2026');
  await page.getByTestId('pi-filter-unpaid').check();
  await expect(page).toHaveURL(/unpaid=1/);
  await expect(page.getByTestId('purchase-invoice-row').filter({ hasText: number })).toHaveCount(0);
  await page.getByTestId('pi-filter-unpaid').uncheck();

  await page.getByTestId('purchase-invoice-row').filter({ hasText: number }).getByTestId('purchase-invoice-edit').click();
  await modal.getByTestId('purchase-invoice-delete').click();
  await page.getByTestId('purchase-invoice-delete-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Woohoo! Purchase invoice deleted')).toBeVisible();
  await expect(page.getByTestId('purchase-invoice-row').filter({ hasText: number })).toHaveCount(0);
});
