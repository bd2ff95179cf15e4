import { ADMIN, expect, hydrated, signIn, test } from './fixtures';
import { SHORT_TTL_SECS } from './servers';

const AUTH_KEY = 'authorizationData';

test('an admin signs in, lands on the dashboard with initials and a vertical menu', async ({ page, server, shot }) => {
  await page.goto(`${server}/pages/signin`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shot('signin');

  await signIn(page);
  await page.waitForURL(`${server}/dashboard`);
  await hydrated(page);
  await expect(page.getByTestId('user-initials')).toHaveText('AL');
  await expect(page.locator('[data-menu="vertical"]')).toBeVisible();
  await expect(page.getByTestId('menu-vertical')).toBeVisible();
  await expect(page.getByTestId('menu-horizontal')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-assetCount')).toBeVisible();
  const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_KEY);
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ userName: ADMIN.email, token: expect.any(String) });
  await shot('dashboard-admin');

  // The menu navigates on the client: the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await menu.getByRole('link', { name: 'Inventory', exact: true }).click();
  await page.waitForURL(`${server}/app/inventory`);
  await expect(menu.getByRole('link', { name: 'Inventory', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('inventory-screen')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await shot('inventory-admin');
});

test('a wrong password shows the error flag and stores nothing; the page says who resets a forgotten password', async ({ page, server, allowConsole, shot }) => {
  // The browser itself logs the 400 of the token endpoint.
  allowConsole(/Failed to load resource.*400/);
  await page.goto(`${server}/pages/signin`);
  // No mail on a self-hosted install: the administrator sets a new password (the user edit screen).
  await expect(page.getByTestId('signin-forgot')).toHaveText('Forgot your password? Ask your administrator: they can set a new one for you.');
  await signIn(page, ADMIN.email, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  expect(new URL(page.url()).pathname).toBe('/pages/signin');
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).toBeNull();
  await shot('signin-error');
});

test('a signed-out visit goes to sign-in and returns to the page after it', async ({ page, server }) => {
  await page.goto(`${server}/app/inventory`);
  await page.waitForURL(`${server}/pages/signin?returnTo=%2Fapp%2Finventory`);
  await signIn(page);
  await page.waitForURL(`${server}/app/inventory`);
  await expect(page.getByTestId('inventory-screen')).toBeVisible();
});

test('an expired session goes to sign-in on the next page', async ({ page, expiryServer }) => {
  await page.goto(`${expiryServer}/pages/signin`);
  await signIn(page);
  await page.waitForURL(`${expiryServer}/dashboard`);
  await expect(page.getByTestId('user-initials')).toHaveText('AL');
  await page.waitForTimeout((SHORT_TTL_SECS + 1) * 1000);
  await page.goto(`${expiryServer}/app/assignment`);
  await page.waitForURL(`${expiryServer}/pages/signin?returnTo=%2Fapp%2Fassignment`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('signing out ends the session', async ({ page, server, shot }) => {
  await page.goto(`${server}/pages/signin`);
  await signIn(page);
  await page.waitForURL(`${server}/dashboard`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Account menu of Ada Lovelace' }).click();
  await shot('user-menu');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${server}/pages/signin`);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).toBeNull();
  // The cookie session was revoked too: pages need sign-in again.
  await page.goto(`${server}/dashboard`);
  await page.waitForURL(`${server}/pages/signin?returnTo=%2Fdashboard`);
});

test('the sign-in page while signed in says who, keeps the session, and signs out with its button', async ({ page, server, shot }) => {
  await page.goto(`${server}/pages/signin`);
  await signIn(page);
  await page.waitForURL(`${server}/dashboard`);
  await page.goto(`${server}/pages/signin`);
  await hydrated(page);
  await expect(page.getByTestId('signin-signed-in-as')).toHaveText(`You are signed in as Ada Lovelace (${ADMIN.email}).`);
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await shot('signin-signed-in');
  // The visit signed nobody out.
  await page.goto(`${server}/dashboard`);
  await expect(page.getByTestId('user-initials')).toHaveText('AL');
  await page.goto(`${server}/pages/signin`);
  await hydrated(page);
  await page.getByTestId('signin-sign-out').click();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).toBeNull();
  await page.goto(`${server}/dashboard`);
  await page.waitForURL(`${server}/pages/signin?returnTo=%2Fdashboard`);
});
