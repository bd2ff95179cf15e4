/**
 * The buyer's legal details for invoices (docs/invoices.md, docs/companies.md), on the shared demo server: the admin
 * opens a company made for this story (deleted again whatever happens, with its legal data), enters a VAT number not
 * of its form (refused, the toast naming it, the field marked, nothing saved), then valid data (saved, and read back
 * through the API); a division says its invoices use the company's until it is given its own, and again once its own
 * is taken away.
 */
import type { Page } from '@playwright/test';
import { tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

interface Legal {
  legalName: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  vatNumber: string;
  saved: boolean;
}

test("an admin enters a company's legal details: a malformed VAT number is refused by name, valid ones are saved", async ({ page, server, request, allowConsole, shot }) => {
  test.setTimeout(90_000);
  // The browser logs the refusal itself.
  allowConsole(/status of 422 .*\/legal\)$/);
  const token = await tokenOf(request, server, DEMO.admin);
  const auth = { authorization: `Bearer ${token}` };
  const stamp = Date.now().toString(36);
  const made = await request.post(`${server}/api/admin/company`, {
    headers: auth,
    data: { name: `Legal Atelier ${stamp}`, currencies: ['GBP', 'EUR'], groupBrand: 'fd', invoice: { addressee: null } },
  });
  expect(made.status()).toBe(201);
  const company = (await made.json()) as { id: number };
  const legalOf = async (path: string) => (await (await request.get(`${server}/api/admin/company/${company.id}${path}/legal`, { headers: auth })).json()) as Legal;
  try {
    const division = (await (
      await request.post(`${server}/api/admin/company/division/`, { headers: auth, data: { companyId: company.id, name: 'Paris', invoice: { addressee: null } } })
    ).json()) as { id: number };

    await page.goto(`${server}/pages/signin`);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.waitForURL(`${server}/dashboard`);
    await page.goto(`${server}/app/companies/${company.id}`);
    await hydrated(page);

    const legal = page.getByTestId('company-legal');
    await expect(legal.getByTestId('legal-none')).toBeVisible();
    await legal.getByLabel('Legal name').fill(`Legal Atelier ${stamp} Ltd`);
    await legal.getByLabel('Address').fill('1 Bond Street\nMayfair');
    await legal.getByLabel('Postcode').fill('W1S 1AA');
    await legal.getByLabel('City').fill('London');
    await legal.getByLabel('Country (ISO code, e.g. GB)').fill('gb');
    const vat = legal.getByLabel('VAT number');
    await vat.fill('GB1234');
    await legal.getByTestId('legal-save').click();
    // Refused by the server, naming the number; the field is marked and nothing was saved.
    await expect(toast(page, "'GB1234' is not a valid VAT number")).toBeVisible();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(legal.getByText('Not a valid VAT number: check its country prefix, length and digits.')).toBeVisible();
    expect((await legalOf('')).saved).toBe(false);

    await vat.fill('GB 980 7806 84');
    await expect(vat).not.toHaveAttribute('aria-invalid', 'true');
    await legal.getByTestId('legal-save').click();
    await expect(toast(page, 'Woohoo! Legal details saved')).toBeVisible();
    await expect(legal.getByTestId('legal-none')).toHaveCount(0);
    expect(await legalOf('')).toEqual({
      legalName: `Legal Atelier ${stamp} Ltd`,
      street: '1 Bond Street\nMayfair',
      postcode: 'W1S 1AA',
      city: 'London',
      country: 'GB',
      vatNumber: 'GB980780684',
      saved: true,
    });

    // The division uses the company's until it gets its own, which starts from the company's.
    const row = page.locator(`[data-testid="division-row"][data-division-id="${division.id}"]`);
    await expect(row.getByTestId('legal-uses-company')).toBeVisible();
    await row.getByTestId('legal-give-own').click();
    await expect(row.getByLabel('Legal name')).toHaveValue(`Legal Atelier ${stamp} Ltd`);
    await row.getByLabel('Legal name').fill(`Legal Atelier ${stamp} SARL`);
    await row.getByLabel('City').fill('Paris');
    await row.getByLabel('Country (ISO code, e.g. GB)').fill('FR');
    await row.getByLabel('VAT number').fill('');
    await row.getByTestId('legal-save').click();
    await expect(toast(page, 'Woohoo! Legal details saved')).toBeVisible();
    await expect(row.getByTestId('legal-uses-company')).toHaveCount(0);
    await shot('company-legal-details');
    expect(await legalOf(`/division/${division.id}`)).toMatchObject({ legalName: `Legal Atelier ${stamp} SARL`, city: 'Paris', country: 'FR', vatNumber: '', saved: true });

    // Drawn from the server on the next visit.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('company-legal').getByLabel('VAT number')).toHaveValue('GB980780684');
    await expect(row.getByLabel('Legal name')).toHaveValue(`Legal Atelier ${stamp} SARL`);

    // Its own taken away again, after a question: it uses the company's, on screen and on the server.
    await row.getByTestId('legal-use-company').click();
    const question = page.getByTestId('confirm-modal');
    await expect(question).toContainText("This division's own legal details are removed");
    await question.getByRole('button', { name: "Use the company's again" }).click();
    await expect(toast(page, "This division now uses the company's legal details")).toBeVisible();
    await expect(row.getByTestId('legal-uses-company')).toBeVisible();
    expect((await legalOf(`/division/${division.id}`)).saved).toBe(false);
    expect((await legalOf('')).legalName).toBe(`Legal Atelier ${stamp} Ltd`);
  } finally {
    expect((await request.delete(`${server}/api/admin/company/${company.id}`, { headers: auth })).status()).toBe(200);
  }
});
