import type { Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

/** Opens a row's (or the company's) addressee modal, types the addressee and applies it. */
async function setAddressee(page: Page, scope: Locator | Page, testId: string, text: string) {
  await scope.getByTestId(`${testId}-edit`).click();
  const modal = page.getByTestId(`${testId}-modal`);
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox').fill(text);
  await modal.getByTestId(`${testId}-modal-apply`).click();
  await expect(modal).toHaveCount(0);
  await expect(scope.getByTestId(testId)).toHaveText(text);
}

async function addDivision(page: Page, name: string, addressee: string) {
  await page.getByTestId('division-add').click();
  const row = page.getByTestId('division-row').last();
  await expect(row).toHaveAttribute('data-division-id', 'new');
  await row.getByTestId('division-name').fill(name);
  await setAddressee(page, row, 'division-addressee', addressee);
  await row.getByTestId('division-save').click();
  await expect(toast(page, 'Woohoo! Division added')).toBeVisible();
  await expect(page.locator('[data-testid="division-row"][data-division-id="new"]')).toHaveCount(0);
}

test('an admin builds a company with two divisions, only a changed division is sent, and a new customer sees their divisions', async ({
  page,
  server,
  browser,
  shot,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const companyName = `Atelier Nord ${stamp}`;
  const email = `nina.${stamp}@atelier.test`;
  const password = 'atelier-secret-1';

  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);

  // The company: name, currencies (the button shows what is picked), brand, addressee.
  await page.goto(`${server}/app/companies/add`);
  await hydrated(page);
  await expect(page.getByTestId('divisions-after-save')).toBeVisible();
  const form = page.getByTestId('company-form');
  await form.getByLabel('Name', { exact: true }).fill(companyName);
  await page.getByTestId('company-currencies-button').click();
  for (const code of ['GBP', 'EUR', 'USD', 'CHF']) await page.getByTestId(`company-currencies-option-${code}`).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('company-currencies-button')).toHaveText('USD, GBP, EUR +1');
  await form.getByLabel('Group brand').selectOption('eagle');
  await setAddressee(page, page, 'company-addressee', `Accounts Payable\n${companyName}\n12 Rue Nord`);
  await page.getByTestId('company-save').click();
  await expect(toast(page, 'Woohoo! Company added')).toBeVisible();
  await page.waitForURL(/\/app\/companies\/\d+$/);
  const companyUrl = page.url();

  // Two divisions, each with its own addressee.
  await addDivision(page, 'London', 'Atelier London\n1 Bond Street');
  await addDivision(page, 'Paris', 'Atelier Paris\n3 rue de Seine');

  // From here on, watch the division calls.
  const divisionCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/company/division/')) divisionCalls.push(request.method());
  });
  const [london, paris] = [page.getByTestId('division-row').nth(0), page.getByTestId('division-row').nth(1)];
  await expect(london.getByTestId('division-name')).toHaveValue('London');
  await london.getByTestId('division-name').fill('London West');
  await expect(london.getByTestId('division-dirty')).toBeVisible();
  const put = page.waitForResponse((r) => r.url().endsWith('/api/admin/company/division/') && r.request().method() === 'PUT');
  await london.getByTestId('division-save').click();
  expect((await put).status()).toBe(200);
  await expect(toast(page, 'Woohoo! Division updated')).toBeVisible();
  expect(divisionCalls).toEqual(['PUT']);

  // The other one, unchanged: it says so and sends nothing.
  await paris.getByTestId('division-save').click();
  await expect(paris.getByTestId('division-unchanged')).toHaveText('Nothing changed, so nothing was sent.');
  await page.waitForTimeout(500);
  expect(divisionCalls).toEqual(['PUT']);

  // An address for Paris, through the shared add-address modal and its country list.
  await paris.getByTestId('address-add').click();
  const addressModal = page.getByTestId('address-modal');
  await expect(addressModal).toBeVisible();
  await addressModal.getByLabel('Address line 1').fill('3 rue de Seine');
  await addressModal.getByLabel('City').fill('Paris');
  await addressModal.getByLabel('Postcode').fill('75006');
  await expect(addressModal.getByTestId('address-country').locator('option[value="France"]')).toHaveCount(1);
  await addressModal.getByTestId('address-country').selectOption('France');
  await addressModal.getByTestId('address-save').click();
  await expect(toast(page, 'Woohoo! Address added')).toBeVisible();
  await expect(paris.getByTestId('division-address')).toHaveText(['3 rue de Seine, Paris, 75006, France']);
  await shot('company-edit');

  // All of it was saved: the server renders the page with it.
  await page.goto(companyUrl);
  await hydrated(page);
  await expect(page.getByTestId('company-form').getByLabel('Name', { exact: true })).toHaveValue(companyName);
  await expect(page.getByTestId('company-currencies-button')).toHaveText('USD, GBP, EUR +1');
  await expect(page.getByTestId('company-addressee')).toHaveText(`Accounts Payable\n${companyName}\n12 Rue Nord`);
  await expect(page.getByTestId('division-name').nth(0)).toHaveValue('London West');
  await expect(page.getByTestId('division-name').nth(1)).toHaveValue('Paris');
  await expect(page.getByTestId('division-addressee')).toHaveText(['Atelier London\n1 Bond Street', 'Atelier Paris\n3 rue de Seine']);

  // A customer of that company, in Paris.
  await page.goto(`${server}/app/users/add`);
  await hydrated(page);
  const userForm = page.getByTestId('user-form');
  await userForm.getByLabel('Email').fill(email);
  await userForm.getByLabel('First name').fill('Nina');
  await userForm.getByLabel('Last name').fill('Nord');
  await userForm.getByLabel('Company').selectOption({ label: companyName });
  await userForm.getByLabel('Division').selectOption({ label: 'Paris' });
  await userForm.getByTestId('user-role-Customer').check();
  await page.getByTestId('user-business-roles-button').click();
  await page.getByTestId('user-business-roles-option-Registrar').click();
  await page.keyboard.press('Escape');
  await userForm.getByLabel('Password', { exact: true }).fill(password);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/account') && r.request().method() === 'POST');
  await page.getByTestId('user-save').click();
  const response = await created;
  expect(response.status()).toBe(201);
  const userId = ((await response.json()) as { id: number }).id;
  await expect(toast(page, 'Woohoo! User added')).toBeVisible();
  await page.waitForURL(`${server}/app/users`);

  // That user signs in elsewhere and sees the company's divisions on the profile.
  const context = await browser.newContext();
  try {
    const customer = await context.newPage();
    await customer.goto(`${server}/pages/signin`);
    await signIn(customer, email, password);
    await customer.waitForURL(`${server}/dashboard`);
    await customer.goto(`${server}/pages/profile`);
    await hydrated(customer);
    await expect(customer.getByTestId('profile-company')).toHaveText(`${companyName} · Paris`);
    await expect(customer.getByTestId('profile-division')).toHaveText(['London West', 'ParisYour division']);
  } finally {
    await context.close();
  }

  // Editing the user: a password confirmation that differs is marked and nothing is sent.
  await page.goto(`${server}/app/users/${userId}`);
  await hydrated(page);
  await expect(page.getByTestId('user-form').getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('New password').fill('another-secret');
  await page.getByLabel('Confirm password').fill('another-secreT');
  await page.getByTestId('user-save').click();
  await expect(page.getByLabel('Confirm password')).toHaveClass(/is-invalid/);
  await expect(page.getByTestId('user-password-change')).toContainText('The passwords do not match.');

  // Deleting asks first; cancel keeps the user, confirm deletes them.
  await page.getByTestId('user-delete').click();
  const confirm = page.getByTestId('confirm-modal');
  await expect(confirm).toContainText(`Delete Nina Nord (${email})?`);
  await confirm.getByTestId('confirm-cancel').click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(`${server}/app/users/${userId}`);
  await page.getByTestId('user-delete').click();
  await page.getByTestId('confirm-modal').getByTestId('confirm-ok').click();
  await expect(toast(page, 'Woohoo! User deleted')).toBeVisible();
  await page.waitForURL(`${server}/app/users`);
});
