import type { Page } from '@playwright/test';
import { allRows, tokenOf } from './api';
import { foldText, naturalKey } from '../src/shared/list/core';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

/*
 * The inventory list answered by the server (docs/inventory.md): a customer with more assets than a page searches
 * (debounced: one request per pause, not per key), sorts, pages and reloads, and builds one draft from
 * assets found on two different pages and searches; an asset of another division is refused.
 */

interface Row {
  id: number;
  title: string;
  artist: string | null;
  theirRef: string | null;
  ref: string | null;
  companyDivision: string;
  hasAssignment: boolean;
}

const titles = (page: Page) => page.locator('[data-testid="asset-row"] [data-col="title"]');
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
// The server's order: folded text, numbers read as numbers (entity::text::sort_key), compared by code unit.
const key = (text: string) => naturalKey(foldText(text.trim()));
const byText = (a: string, b: string) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

test('a customer searches, sorts and pages the inventory on the server, reloads, and drafts from two pages', async ({ page, server, request, shot }) => {
  test.setTimeout(90_000);
  const token = await tokenOf(request, server, DEMO.hollis);
  const all = await allRows<Row>(request, server, token, '/api/inventory');
  expect(all.length).toBeGreaterThan(10);

  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await page.goto(`${server}/app/inventory`);
  await hydrated(page);

  // One page of ten, by title; the summary counts them all.
  await expect(titles(page)).toHaveCount(10);
  await expect(page.getByTestId('inventory-list-summary')).toHaveText(`Showing 1–10 of ${all.length} entries`);
  const byTitle = [...all].sort((a, b) => byText(a.title, b.title) || a.id - b.id);
  await expect(titles(page)).toHaveText(byTitle.slice(0, 10).map((a) => a.title));

  // Typing a word asks the server once it pauses (not once a key), and starts on page 1.
  const word = byTitle[12].title.split(' ')[0];
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/inventory?')) asked.push(r.url());
  });
  await page.getByLabel('Search', { exact: true }).pressSequentially(word.toUpperCase(), { delay: 40 });
  const matching = all.filter((a) => [a.title, a.artist ?? '', a.companyDivision, a.theirRef ?? '', a.ref ?? ''].some((t) => foldText(t).includes(foldText(word))));
  await expect(page.getByTestId('inventory-list-summary')).toContainText(`of ${matching.length} entr`);
  expect(asked.length).toBe(1);
  expect(query(page)).toMatchObject({ q: word.toUpperCase(), page: '1' });
  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(page.getByTestId('inventory-list-summary')).toHaveText(`Showing 1–10 of ${all.length} entries`);

  // Sort by artist, descending: the server's order, empty artists last.
  await page.getByTestId('inventory-list-sort-artist').click();
  await page.getByTestId('inventory-list-sort-artist').click();
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Artist');
  const withArtist = all.filter((a) => a.artist).sort((a, b) => byText(b.artist ?? '', a.artist ?? '') || a.id - b.id);
  const expectedArtists = [...withArtist, ...all.filter((a) => !a.artist)].map((a) => a.artist ?? '');
  await expect(page.locator('[data-testid="asset-row"] [data-col="artist"]')).toHaveText(expectedArtists.slice(0, 10));

  // Page 2 of size 5; a reload keeps sort, size and page.
  await page.getByLabel('Rows per page').selectOption('5');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.locator('[data-testid="asset-row"] [data-col="artist"]')).toHaveText(expectedArtists.slice(5, 10));
  const url = page.url();
  await page.reload();
  await hydrated(page);
  expect(page.url()).toBe(url);
  expect(query(page)).toMatchObject({ sort: 'artist', dir: 'desc', size: '5', page: '2' });
  await expect(page.locator('[data-testid="asset-row"] [data-col="artist"]')).toHaveText(expectedArtists.slice(5, 10));

  // A page past the end shows the last page, and the URL says so.
  const lastPage = Math.ceil(all.length / 5);
  await page.goto(`${server}/app/inventory?size=5&page=99`);
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}(&|$)`));
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: `Page ${lastPage}`, exact: true })).toHaveAttribute('aria-current', 'page');

  // The draft: one free London asset from page 1 by title, another found by a search; a Paris one is refused.
  const free = byTitle.filter((a) => !a.hasAssignment);
  const london = free.filter((a) => a.companyDivision === 'London');
  const first = london.find((a) => byTitle.indexOf(a) < 10);
  const second = london.find((a) => byTitle.indexOf(a) >= 10);
  const paris = free.find((a) => a.companyDivision !== 'London');
  if (!first || !second || !paris) throw new Error('the demo data has no free London assets on two pages and no free Paris one');
  await page.goto(`${server}/app/inventory`);
  await hydrated(page);
  await page.getByTestId('asset-row').filter({ hasText: first.title }).first().getByTestId('draft-toggle').click();
  await page.getByLabel('Search', { exact: true }).fill(second.title);
  await expect(titles(page).filter({ hasText: second.title }).first()).toBeVisible();
  await page.getByTestId('asset-row').filter({ hasText: second.title }).first().getByTestId('draft-toggle').click();
  const panel = page.getByTestId('draft-panel');
  await expect(panel).toContainText(first.title);
  await expect(panel).toContainText(second.title);
  await page.getByLabel('Search', { exact: true }).fill(paris.title);
  await page.getByTestId('asset-row').filter({ hasText: paris.title }).first().getByTestId('draft-toggle').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Can only add assets of the same Division' }).first()).toBeVisible();
  await shot('inventory-server-list');

  // The draft survives a reload of another page of the list.
  await page.goto(`${server}/app/inventory?page=2`);
  await hydrated(page);
  await expect(panel).toContainText(first.title);
  await expect(panel).toContainText(second.title);
  await panel.getByTestId('draft-clear').click();
  await expect(page.getByTestId('draft-empty')).toBeVisible();
});
