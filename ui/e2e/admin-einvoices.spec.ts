/**
 * Legal and structured invoices (docs/invoices.md), on a server of its own (it numbers invoices): the admin finds
 * FD's seller settings incomplete (the screen says what is missing before anyone invoices), fills them in, issues an
 * invoice with a zero-rated line from the finance panel, downloads its Factur-X PDF (PDF/A-3 with factur-x.xml) and
 * its UBL from the invoices list, issues a credit note for one line (FC1, the balance drops), and exports the
 * month's journal as CSV.
 */
import { readFile } from 'node:fs/promises';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';

let own: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startServer(plinthBin(), 'admin-einvoices', LOG_DIR, {}, true, ['--no-back-office']);
});

test.afterAll(async () => {
  await own?.stop();
});

const FD = {
  legalName: 'FD Fine Art Logistics Ltd',
  postcode: 'E16 2QD',
  city: 'London',
  country: 'GB',
  vatNumber: 'GB980780684',
  registrationNumber: '08123456',
  iban: 'GB82 WEST 1234 5698 7654 32',
  bic: 'WESTGB2L',
};

test('the admin sets up a brand, issues a Factur-X invoice with its UBL, credits a line and exports the month', async ({ page, request, shot, allowConsole }) => {
  test.setTimeout(180_000);
  // The malformed VAT number is refused with a 422, which the browser logs.
  allowConsole(/status of 422 .*\/api\/admin\/seller-settings\/fd\)/);
  const admin = await tokenOf(request, own.url, DEMO.admin);
  const auth = { headers: { authorization: `Bearer ${admin}` } };
  // FD's settings as a new installation has them: nothing.
  await request.put(`${own.url}/api/admin/seller-settings/fd`, { ...auth, data: {} });

  await page.goto(`${own.url}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${own.url}/dashboard`);
  await page.goto(`${own.url}/app/admin/invoice-settings`);
  await hydrated(page);
  const fd = page.getByTestId('seller-fd');
  await expect(fd.getByTestId('seller-fd-missing')).toContainText('This brand cannot issue invoices yet. Missing: legal name, address');
  await expect(page.getByTestId('seller-eagle-ready')).toBeVisible();
  // A VAT number with a wrong check digit is refused, naming it.
  await fd.getByTestId('seller-fd-vatNumber').fill('GB980780685');
  await fd.getByTestId('seller-fd-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: "'GB980780685' is not a valid VAT number" }).first()).toBeVisible();
  for (const [field, value] of Object.entries(FD)) await fd.getByTestId(`seller-fd-${field}`).fill(value);
  await fd.getByTestId('seller-fd-street').fill('Unit 4, Thameside Estate\nDock Road');
  await fd.getByTestId('seller-fd-paymentTermsDays').fill('30');
  await fd.getByTestId('seller-fd-footer').fill('Registered in England and Wales no. 08123456.');
  await fd.getByTestId('seller-fd-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Woohoo! Seller settings of FD saved' }).first()).toBeVisible();
  await expect(page.getByTestId('seller-fd-ready')).toBeVisible();
  await shot('invoice-settings');

  // An invoice from the finance panel: a standard line and a zero-rated one.
  const rows = await allRows<{ id: number; companyName: string }>(request, own.url, admin, '/api/admin/assignment/?incCompleted=true');
  const hollis = rows.find((r) => r.companyName === 'Hollis Gallery');
  if (!hollis) throw new Error('the demo data has no Hollis Gallery assignment');
  await page.goto(`${own.url}/app/admin/assignment/edit/${hollis.id}`);
  await hydrated(page);
  await page.getByTestId('invoice-tax').fill('20');
  for (const line of [
    { description: 'Crating', charge: '100', vat: 'standard' },
    { description: 'Export transport', charge: '500', vat: 'zero' },
  ]) {
    await page.getByTestId('add-line').click();
    const editor = page.getByTestId('line-editor');
    await editor.getByTestId('line-description-input').fill(line.description);
    await editor.getByTestId('line-cost').fill('0');
    await editor.getByTestId('line-charge-input').fill(line.charge);
    await editor.getByTestId('line-vat').selectOption(line.vat);
    await editor.getByTestId('line-done').click();
  }
  await expect(page.getByTestId('figure-gross')).toHaveText('GBP 620.00');
  await page.getByTestId('open-preview').click();
  await page.getByTestId('preview-modal').getByTestId('generate-invoice').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Woohoo! Invoice added' }).first()).toBeVisible();

  // The list: the PDF is a PDF/A-3 carrying factur-x.xml; the UBL downloads beside it.
  await page.goto(`${own.url}/app/admin/invoices`);
  await hydrated(page);
  const f1 = page.getByTestId('invoice-row').filter({ hasText: 'F1' });
  await expect(f1.getByTestId('invoice-balance')).toHaveText('GBP 620.00');
  const [ubl] = await Promise.all([page.waitForEvent('download'), f1.getByTestId('invoice-ubl').click()]);
  expect(ubl.suggestedFilename()).toBe('F1.xml');
  const ublText = await readFile(await ubl.path(), 'utf8');
  expect(ublText).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>');
  expect(ublText).toContain('<cbc:PayableAmount currencyID="GBP">620.00</cbc:PayableAmount>');
  const [tab, pdfReply] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse((r) => r.url().endsWith('/api/admin/invoice/view/invoices/F1.pdf')),
    f1.getByTestId('invoice-pdf').click(),
  ]);
  expect(pdfReply.status()).toBe(200);
  await tab.close();
  // The tab's PDF viewer keeps the body to itself: the same file read again through the API.
  const pdf = (await (await request.get(pdfReply.url(), auth)).body()).toString('latin1');
  expect(pdf).toContain('<pdfaid:part>3</pdfaid:part>');
  expect(pdf).toContain('(factur-x.xml)');
  expect(pdf).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');

  // A credit note for the crating line: FC1, and the balance drops by 120.00.
  await f1.getByTestId('invoice-credit').click();
  const modal = page.getByTestId('credit-note-modal');
  await modal.getByTestId('credit-line').first().check();
  await modal.getByTestId('credit-reason').fill('Crate not needed');
  await modal.getByTestId('credit-note-issue').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Woohoo! Credit note FC1 issued' }).first()).toBeVisible();
  await expect(f1.getByTestId('invoice-balance')).toHaveText('GBP 500.00');
  await expect(f1.getByTestId('credit-note-pdf')).toHaveText('FC1');
  await expect(f1.getByTestId('invoice-delete')).toHaveCount(0);
  const credit = await request.get(`${own.url}/api/admin/invoice/view/invoices/FC1.xml`, auth);
  expect(await credit.text()).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
  await shot('invoices-credit-note');

  // The month's journal: the invoice by VAT rate and the credit note, negative.
  await page.goto(`${own.url}/app/admin/invoice-settings`);
  await hydrated(page);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('journal-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const journal = await readFile(await csv.path(), 'utf8');
  expect(journal).toContain(',Sales invoice,F1,Hollis Gallery,GBP,20%,100.00,20.00,120.00,');
  expect(journal).toContain(',Sales invoice,F1,Hollis Gallery,GBP,0%,500.00,0.00,500.00,');
  expect(journal).toContain(',Credit note,FC1,Hollis Gallery,GBP,20%,-100.00,-20.00,-120.00,');
});
