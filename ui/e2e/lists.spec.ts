import type { Browser, Page } from '@playwright/test';
import { ADMIN, DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

/*
 * The list component on the admin lists (docs/lists.md): search, sort, page size and the page live in the URL, so a
 * reload shows the same rows, and the server renders them (checked in a second context with JavaScript off).
 * The main server holds the demo data (5 accounts, 2 companies) and ADMIN; other specs may add more, so the
 * checks narrow to the demo rows by search rather than count every row.
 */

const DEMO_EMAILS = [DEMO.admin, DEMO.hollis, DEMO.hollisSecond, DEMO.marlow, 'anselm@marlow.demo'];
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function signInAs(page: Page, server: string, email: string, password: string) {
  await page.goto(`${server}/pages/signin`);
  await signIn(page, email, password);
  await page.waitForURL(`${server}/dashboard`);
  await hydrated(page);
}

const cells = (page: Page, row: string, col: string) => page.locator(`[data-testid="${row}"] [data-col="${col}"]`);
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** A second context with the same session and JavaScript off: what it shows is the server's HTML alone. */
async function withoutJs(browser: Browser, page: Page, use: (noJs: Page) => Promise<void>) {
  const context = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test('users list: search narrows, sort orders, page size and page go to the URL and survive a reload, server-rendered', async ({ page, browser, server, shot }) => {
  await signInAs(page, server, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`${server}/app/users`);
  await hydrated(page);
  const emails = cells(page, 'user-row', 'email');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/app/users/add');
  const everyone = await emails.allTextContents();
  expect(everyone).toEqual(expect.arrayContaining([ADMIN.email, DEMO.admin, DEMO.hollis]));

  // Roles and the account's state read as words, never as the server's codes.
  const adminRow = page.getByTestId('user-row').filter({ hasText: DEMO.admin });
  await expect(adminRow.locator('[data-col="roles"]')).toHaveText('Provider administrator');
  await expect(adminRow.locator('[data-col="disabled"]')).toHaveText('Active');
  await expect(page.getByRole('columnheader', { name: /Status/ })).toBeVisible();
  await expect(page.getByTestId('users-list')).not.toContainText('Plinth_');

  // A search that finds nobody says so and offers the way back.
  const search = page.getByLabel('Search', { exact: true });
  await search.fill('nobody-at-all');
  await expect(page.getByTestId('users-list-empty')).toContainText('Nothing matches the search.');
  await page.getByTestId('users-list-clear').click();
  await expect(emails.first()).toBeVisible();

  // Search narrows the rows (and starts again on page 1).
  await search.fill('hollis.demo');
  await expect(emails).toHaveCount(2);
  expect((await emails.allTextContents()).sort()).toEqual([DEMO.hollis, DEMO.hollisSecond]);
  await expect(page).toHaveURL(/[?&]q=hollis\.demo(&|$)/);
  expect(query(page).page).toBe('1');

  // Sorting by a column changes the order; the header says how it is sorted.
  await search.fill('demo');
  await expect(emails).toHaveCount(DEMO_EMAILS.length);
  const sortEmail = page.getByTestId('users-list-sort-email');
  await sortEmail.click();
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Email');
  const ascending = [...DEMO_EMAILS].sort(byText);
  await expect(emails).toHaveText(ascending);
  await sortEmail.click();
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Email');
  const descending = [...ascending].reverse();
  await expect(emails).toHaveText(descending);
  expect(query(page)).toMatchObject({ q: 'demo', sort: 'email', dir: 'desc' });

  // Page size 3: three rows and more pages; page 2 goes to the URL.
  await page.getByLabel('Rows per page').selectOption('3');
  await expect(emails).toHaveText(descending.slice(0, 3));
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toBeVisible();
  await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(emails).toHaveText(descending.slice(3, 6));
  expect(query(page)).toEqual({ q: 'demo', sort: 'email', dir: 'desc', size: '3', page: '2' });
  await shot('users-list');

  // A reload shows the same search, sort, size and page.
  const url = page.url();
  await page.reload();
  await hydrated(page);
  expect(page.url()).toBe(url);
  await expect(search).toHaveValue('demo');
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Email');
  await expect(page.getByLabel('Rows per page')).toHaveValue('3');
  await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(emails).toHaveText(descending.slice(3, 6));

  // The server rendered exactly that page: the same rows without JavaScript, whose links and form still work.
  await withoutJs(browser, page, async (noJs) => {
    await noJs.goto(url);
    const serverEmails = cells(noJs, 'user-row', 'email');
    await expect(serverEmails).toHaveText(descending.slice(3, 6));
    await expect(noJs.getByLabel('Search', { exact: true })).toHaveValue('demo');
    await expect(noJs.getByLabel('Rows per page')).toHaveValue('3');
    await expect(noJs.locator('th[aria-sort="descending"]')).toContainText('Email');
    await noJs.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 1', exact: true }).click();
    await expect(serverEmails).toHaveText(descending.slice(0, 3));
    await noJs.getByLabel('Search', { exact: true }).fill('marlow');
    await noJs.getByRole('button', { name: 'Apply' }).click();
    expect(query(noJs)).toMatchObject({ q: 'marlow', sort: 'email', dir: 'desc', size: '3', page: '1' });
    await expect(serverEmails).toHaveText([DEMO.marlow, 'anselm@marlow.demo']);
  });
});

test('companies list: search, sort and size survive a reload, server-rendered; a page past the end shows the last', async ({ page, browser, server, shot }) => {
  await signInAs(page, server, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`${server}/app/companies`);
  await hydrated(page);
  const names = cells(page, 'company-row', 'name');
  await expect(names.filter({ hasText: 'Hollis Gallery' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Add company' })).toHaveAttribute('href', '/app/companies/add');

  await page.getByLabel('Search', { exact: true }).fill('marlow');
  await expect(names).toHaveText(['Marlow Collection']);
  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(names.filter({ hasText: 'Hollis Gallery' })).toHaveCount(1);

  // The list is sorted by name to begin with (the header says so): one click turns it round.
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Name');
  const sortName = page.getByTestId('companies-list-sort-name');
  await sortName.click();
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Name');
  // The header turns at once; the rows come with the server's answer.
  await expect
    .poll(async () => {
      const shown = await names.allTextContents();
      return shown.indexOf('Marlow Collection') < shown.indexOf('Hollis Gallery');
    })
    .toBe(true);
  await page.getByLabel('Rows per page').selectOption('3');
  await expect.poll(() => query(page)).toEqual({ sort: 'name', dir: 'desc', size: '3', page: '1' });
  // Other tests may add companies, so the count is at most a page, and the order is still by name, descending.
  await expect.poll(() => names.count()).toBeLessThanOrEqual(3);
  const firstPage = await names.allTextContents();
  expect(firstPage.length).toBeGreaterThan(0);
  const lower = firstPage.map((name) => name.toLowerCase());
  expect([...lower].sort().reverse()).toEqual(lower);
  await shot('companies-list');

  await page.reload();
  await hydrated(page);
  await expect(names).toHaveText(firstPage);
  await expect(page.getByLabel('Rows per page')).toHaveValue('3');
  await withoutJs(browser, page, async (noJs) => {
    await noJs.goto(page.url());
    await expect(cells(noJs, 'company-row', 'name')).toHaveText(firstPage);
    // Page 9 of a short list: the last page, the same on the server as in the browser.
    await noJs.goto(`${server}/app/companies?q=hollis&size=3&page=9`);
    await expect(cells(noJs, 'company-row', 'name')).toHaveText(['Hollis Gallery']);
  });
  await page.goto(`${server}/app/companies?q=hollis&size=3&page=9`);
  await hydrated(page);
  await expect(names).toHaveText(['Hollis Gallery']);

  // A row opens its company.
  await names.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/companies\/\d+$/);
});
