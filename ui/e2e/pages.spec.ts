import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

test('an unknown path shows the 404 page', async ({ page, server, allowConsole, shot }) => {
  // Chromium reports the 404 status of the document itself as a failed resource.
  allowConsole(/Failed to load resource.*404/);
  const response = await page.goto(`${server}/some/unknown`);
  expect(new URL(page.url()).pathname).toBe('/404');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  await shot('not-found');
});

test('the root redirects to the dashboard (and so to sign-in when signed out)', async ({ page, server }) => {
  await page.goto(`${server}/`);
  await page.waitForURL(`${server}/pages/signin?returnTo=%2Fdashboard`);
  await hydrated(page);
});

test('a page renders and hydrates in the language of the locale cookie', async ({ page, context, server, shot }) => {
  await context.addCookies([{ name: 'plinth_lang', value: 'ru', url: server }]);
  await page.goto(`${server}/pages/signin`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await expect(page.getByLabel('Электронная почта')).toBeVisible();
  await expect(page.getByTestId('signin-forgot')).toHaveText('Забыли пароль? Обратитесь к администратору: он может задать вам новый.');
  await shot('signin-ru');
});

test('an asset the reader may not open moves to the 404 page, which is the only message (no toast)', async ({ page, server, request, allowConsole }) => {
  // The browser itself logs the 404 the asset view gets before it moves on.
  allowConsole(/Failed to load resource.*404/);
  const [theirs] = await allRows<{ id: number }>(request, server, await tokenOf(request, server, DEMO.marlow), '/api/inventory');
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollis, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await hydrated(page);
  // Within the app (a page load is answered by the server's own /404): the view asks for the asset, gets a
  // 404 and moves to /404.
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/app/inventory/${theirs.id}`);
  await page.waitForURL(`${server}/404`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Counted once, not awaited: a toast would be up by now, and waiting would only see it leave (3 s).
  expect(await page.getByTestId('toast').count()).toBe(0);
});
