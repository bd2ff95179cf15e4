/**
 * Labels and condition reports (docs/labels.md) on the shared demo server (nothing here changes its data: the lists
 * live in the browser and the PDFs are made and forgotten): the admin puts three Hollis assets on the picking
 * list and downloads real labels on both layouts (one per piece: the page counts follow), two on the condition
 * list and downloads a report each; then a label's QR address opened by the owning customer (their asset page,
 * after signing in), by another customer (/404), and by the admin (the admin's asset page).
 */
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

interface Row {
  id: number;
  title: string;
  hidden: boolean;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();
const today = () => new Date().toISOString().slice(0, 10);

/** A downloaded PDF: its bytes, and its pages (each page object of typst's PDF is written as plain text). */
async function pdfOf(download: Download): Promise<{ bytes: Buffer; pages: number }> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return { bytes, pages };
}

async function signInAs(page: Page, server: string, email: string) {
  await page.goto(`${server}/pages/signin`);
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
}

test('the admin prints labels and condition reports, and a label’s QR address opens the page each reader may see', async ({ page, server, request, shot, allowConsole }) => {
  test.setTimeout(120_000);
  // The /404 page the other customer lands on is answered with status 404, which the browser logs.
  allowConsole(/status of 404/);
  const token = await tokenOf(request, server, DEMO.admin);
  const companies = (await (await request.get(`${server}/api/admin/company/summary`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number; name: string }[];
  const hollis = companies.find((c) => c.name === 'Hollis Gallery')!;
  const assets = await allRows<Row>(request, server, token, `/api/inventory?companyId=${hollis.id}&sort=title&dir=asc`);
  const pieces = new Map<number, number>();
  for (const a of assets.slice(0, 3)) {
    const full = await (await request.get(`${server}/api/inventory/${a.id}`, { headers: { authorization: `Bearer ${token}` } })).json();
    pieces.set(a.id, Math.max(1, full.pieces as number));
  }
  const labels = [...pieces.values()].reduce((sum, n) => sum + n, 0);

  await signInAs(page, server, DEMO.admin);
  await page.goto(`${server}/app/admin/inventory?company=${hollis.id}`);
  await hydrated(page);
  await page.evaluate(() => ['pickingList', 'conditionList', 'labelLayout'].forEach((k) => localStorage.removeItem(k)));
  await page.reload();
  await hydrated(page);

  // Three on the picking list: labels on A4 sheets of eight, then one a page on the thermal layout.
  const rows = page.getByTestId('asset-row');
  for (let i = 0; i < 3; i += 1) await rows.nth(i).getByTestId('picking-toggle').click();
  await expect(page.getByTestId('picking-count')).toHaveText('3');
  const picked = (await page.getByTestId('picking-asset').evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-asset-id'))))).sort();
  expect(picked).toEqual([...pieces.keys()].sort());
  await expect(page.getByTestId('picking-label-layout')).toHaveValue('a4');
  const [a4] = await Promise.all([page.waitForEvent('download'), page.getByTestId('picking-labels').click()]);
  expect(a4.suggestedFilename()).toBe(`labels-${today()}.pdf`);
  expect((await pdfOf(a4)).pages).toBe(Math.ceil(labels / 8));
  await expect(toast(page, 'Woohoo! Labels created')).toBeVisible();

  await page.getByTestId('picking-label-layout').selectOption('thermal');
  const [thermal] = await Promise.all([page.waitForEvent('download'), page.getByTestId('picking-labels').click()]);
  expect((await pdfOf(thermal)).pages).toBe(labels);
  await shot('admin-labels-lists');

  // Two on the condition list: a report each.
  await rows.nth(0).getByTestId('condition-toggle').click();
  await rows.nth(1).getByTestId('condition-toggle').click();
  await expect(page.getByTestId('condition-count')).toHaveText('2');
  const [reports] = await Promise.all([page.waitForEvent('download'), page.getByTestId('condition-reports').click()]);
  expect(reports.suggestedFilename()).toBe(`condition-reports-${today()}.pdf`);
  const report = await pdfOf(reports);
  expect(report.pages).toBeGreaterThanOrEqual(2);
  expect(report.bytes.toString('latin1')).toContain('Condition reports');
  await expect(toast(page, 'Woohoo! Condition reports created')).toBeVisible();

  // The layout chosen is kept for the next visit.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('picking-label-layout')).toHaveValue('thermal');

  // The QR address of the first label: the admin lands on the admin's asset page.
  const subject = assets[0];
  const scan = `${server}/app/asset/${subject.id}`;
  await page.goto(scan);
  await page.waitForURL(`${server}/app/admin/inventory/${subject.id}`);

  // Someone not signed in signs in first, and comes back to the owner's own asset page. The admin's page is left
  // first: its live connection, opened once it hydrates, would otherwise be refused without the cookie.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(scan);
  await page.waitForURL(/\/pages\/signin\?returnTo=/);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/app/inventory/${subject.id}`);
  await expect(page.getByTestId('asset-title')).toContainText(subject.title);

  // Another company's customer: /404.
  await signInAs(page, server, DEMO.marlow);
  await page.goto(scan);
  await page.waitForURL(`${server}/404`);
});
