import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

const NEW_PASSWORD = 'a much longer secret';

test('change password: mismatch, a server refusal once in the modal, a wrong current password, then success and sign-in with the new one', async ({
  page,
  server,
  allowConsole,
  shot,
}) => {
  // The browser logs the refused request (422) itself.
  allowConsole(/Failed to load resource.*422/);
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.hollisSecond, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await hydrated(page);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('change-password').click();
  const modal = page.getByTestId('change-password-modal');
  await expect(modal).toBeVisible();

  // Different confirmation: marked invalid, nothing sent.
  await modal.getByLabel('Current password').fill(DEMO_PASSWORD);
  await modal.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await modal.getByLabel('Confirm new password').fill('something else entirely');
  await modal.getByTestId('change-password-submit').click();
  await expect(modal.getByLabel('Confirm new password')).toHaveClass(/is-invalid/);
  await expect(modal.getByLabel('Confirm new password')).toBeFocused();
  await expect(modal).toContainText('The passwords do not match.');
  await expect(page.getByTestId('toast')).toHaveCount(0);

  // The server refuses a short one: its first message shows once, in the modal (docs/accounts.md), not as a toast too.
  const refusal = 'The password must have at least 8 characters.';
  await modal.getByLabel('New password', { exact: true }).fill('short');
  await modal.getByLabel('Confirm new password').fill('short');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/profile/password'));
  await modal.getByTestId('change-password-submit').click();
  expect((await refused).status()).toBe(422);
  await expect(modal.getByRole('alert')).toHaveText(refusal);
  // Counted once, not awaited: a toast would be up by now, and waiting would only see it leave (3 s).
  expect(await page.getByText(refusal).count()).toBe(1);
  expect(await page.getByTestId('toast').count()).toBe(0);
  await shot('change-password-refused');

  // A common password is refused, with words that say why.
  await modal.getByLabel('New password', { exact: true }).fill('password123');
  await modal.getByLabel('Confirm new password').fill('password123');
  await modal.getByTestId('change-password-submit').click();
  await expect(modal.getByRole('alert')).toHaveText('This password is one of the most common ones and easy to guess: choose another.');

  // The wrong current password: refused, nothing changed.
  await modal.getByLabel('Current password').fill('not my password');
  await modal.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await modal.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await modal.getByTestId('change-password-submit').click();
  await expect(modal.getByRole('alert')).toHaveText('Your current password is not correct.');

  await modal.getByLabel('Current password').fill(DEMO_PASSWORD);
  await modal.getByTestId('change-password-submit').click();
  await page.waitForURL(`${server}/pages/signin`);
  // This session ended too: the sign-in page offers the form, not "signed in as".
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Woohoo! Password changed' })).toBeVisible();
  await shot('change-password-done');

  // Signed out: the old password no longer works, the new one does.
  allowConsole(/Failed to load resource.*400/);
  await signIn(page, DEMO.hollisSecond, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await signIn(page, DEMO.hollisSecond, NEW_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
});

test('the account pages exist and say what they are for', async ({ page, server }) => {
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.marlow, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  for (const [path, id] of [
    ['/pages/profile', 'profile-page'],
    ['/pages/signup', 'signup-page'],
    ['/pages/forgot-password', 'forgot-password-page'],
    ['/pages/invoice', 'invoice-page'],
  ]) {
    await page.goto(`${server}${path}`);
    await hydrated(page);
    await expect(page.getByTestId(id)).toBeVisible();
  }
  await page.goto(`${server}/pages/profile`);
  await expect(page.getByTestId('profile-email')).toHaveText(DEMO.marlow);
  await expect(page.getByTestId('profile-company')).toHaveText('Marlow Collection · New York');
  await expect(page.getByTestId('profile-roles')).toHaveText('Customer');
});

test('the API reference loads everything from this server', async ({ page, server, shot }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== server && url.protocol !== 'data:') outside.push(request.url());
  });
  // Swagger UI draws only the operations near the viewport of a long document: a deep link to a late one
  // (as a person shares it) scrolls there and draws it.
  await page.goto(`${server}/api/docs#/stats/stats`);
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  await expect(page.locator('.swagger-ui')).toContainText('Plinth API');
  await expect(page.locator('.swagger-ui .opblock-summary-path', { hasText: '/api/stats/' }).first()).toBeVisible({ timeout: 30_000 });
  expect(outside).toEqual([]);
  await shot('api-reference');
});
