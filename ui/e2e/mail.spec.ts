import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

test("the profile's mail choices are saved and shown again after a reload", async ({ page, server, shot }) => {
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.marlow, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await page.goto(`${server}/pages/profile`);
  await hydrated(page);
  const mail = page.getByTestId('mail-choices');
  // The defaults until saved: each status change, invoices on, documents off. This server sends no mail.
  await expect(mail.getByTestId('mail-status-each')).toBeChecked();
  await expect(mail.getByTestId('mail-invoices')).toBeChecked();
  await expect(mail.getByTestId('mail-documents')).not.toBeChecked();
  await expect(mail.getByTestId('mail-off')).toBeVisible();

  await mail.getByTestId('mail-status-digest').check();
  await mail.getByTestId('mail-invoices').uncheck();
  await mail.getByTestId('mail-documents').check();
  await mail.getByTestId('mail-locale').selectOption('pt');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/notifications') && r.request().method() === 'PUT');
  await mail.getByTestId('mail-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('toast')).toContainText('Mail choices saved');
  await shot('profile-mail-choices');

  await page.reload();
  await hydrated(page);
  await expect(mail.getByTestId('mail-status-digest')).toBeChecked();
  await expect(mail.getByTestId('mail-invoices')).not.toBeChecked();
  await expect(mail.getByTestId('mail-documents')).toBeChecked();
  await expect(mail.getByTestId('mail-locale')).toHaveValue('pt');
});
