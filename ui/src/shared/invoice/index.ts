import type { NumberRules } from '../format/number';
import type { Dto, Schema } from '../api/schemas';

/*
 * Generated (issued) sales invoices as the finance panel, the admin's invoices screen and a customer's invoice
 * page show them (docs/invoices.md): the record's shape and where its stored PDF is served.
 * Amounts are the API's decimal text in the invoice's currency (`"350.50"`, JPY `"12000"`): shown with
 * `formatMoney`, never turned into floating point.
 */

/** GET /api/admin/invoice/{id}, a row of the invoice lists, an entry of the panel's generated invoices. */
/** `cost` is the provider's only: left out for a customer. */
export type GeneratedInvoice = Omit<Dto<'GeneratedInvoiceDto'>, 'cost'> & Pick<Schema<'GeneratedInvoiceDto'>, 'cost'>;

/** Sums of the listed invoices in one currency. */
export type CurrencyTotals = Dto<'CurrencyTotals'>;

/** The stored PDF of an invoice: the admin's path, or the customer's (their own company's only). */
export function invoicePdfPath(fileName: string, admin: boolean): string {
  const file = encodeURIComponent(fileName);
  return admin ? `/api/admin/invoice/view/invoices/${file}` : `/api/invoice/view/invoices/${file}`;
}

/**
 * A line's VAT category (docs/invoices.md): `standard` rate (taxed at the invoice's rate), `zero` rated, `exempt`
 * (with a reason) or `outside` the scope of VAT. Labelled `einvoice.vat.<category>` on every invoice screen.
 */
export type VatCategory = Schema<'VatCategory'>;
export const VAT_CATEGORIES: readonly VatCategory[] = ['standard', 'zero', 'exempt', 'outside'];

/** The standard rate as a percentage, as the invoice screens take it. */
export const TAX_RULES: NumberRules = { decimals: 2, min: 0, max: 100, required: true };
