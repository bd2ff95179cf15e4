/*
 * Generated (issued) sales invoices as the finance panel, the admin's invoices screen and a customer's invoice
 * page show them (docs/invoices.md): the record's shape and where its stored PDF is served.
 * Amounts are the API's decimal text in the invoice's currency (`"350.50"`, JPY `"12000"`): shown with
 * `formatMoney`, never turned into floating point.
 */

/** GET /api/admin/invoice/{id}, a row of the invoice lists, an entry of the panel's generated invoices. */
export interface GeneratedInvoice {
  /** The record's id. */
  id: number;
  /** `sales` (an assignment's working invoice) or `storage` (outstanding storage days of a division's assets). */
  kind: 'sales' | 'storage';
  /** A storage invoice's assets (empty for a sales invoice). */
  assets: Array<{ id: number; ref: string | null }>;
  number: number;
  /** `F12`: the group brand's letter and the number. */
  invoiceNumber: string;
  groupBrand: string;
  /** `F12.pdf`. */
  fileName: string;
  currency: string;
  net: string;
  tax: string;
  total: string;
  /** The provider's only. */
  cost?: string;
  assignmentId: number | null;
  assignmentRef: string | null;
  companyId: number;
  companyName: string;
  companyDivisionId: number | null;
  /** YYYY-MM-DD. */
  issuedOn: string;
  createdAt: string;
  paidOn: string | null;
}

/** Sums of the listed invoices in one currency. */
export interface CurrencyTotals {
  currency: string;
  count: number;
  net: string;
  tax: string;
  total: string;
}

/** The stored PDF of an invoice: the admin's path, or the customer's (their own company's only). */
export function invoicePdfPath(fileName: string, admin: boolean): string {
  const file = encodeURIComponent(fileName);
  return admin ? `/api/admin/invoice/view/invoices/${file}` : `/api/invoice/view/invoices/${file}`;
}
