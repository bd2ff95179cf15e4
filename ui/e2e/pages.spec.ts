import { expect, hydrated, test } from './fixtures';

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
  await shot('signin-ru');
});
