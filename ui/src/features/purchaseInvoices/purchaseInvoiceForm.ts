import { isIsoDate } from '../../shared/format/dateInput';
import { inputText, parseMoney, type NumberReading } from '../../shared/format/number';
import { minorText, toMinor } from '../../shared/money';
import type { Locale } from '../../shared/payload';
import type { ListedAssignment } from '../../shared/storage/storedList';
import type { PurchaseInvoice, PurchaseInvoiceInput } from './api';

/** The currencies a purchase invoice may be in (docs/invoices.md). */
export const PURCHASE_CURRENCIES = ['USD', 'GBP', 'EUR', 'CHF', 'AED', 'JPY'] as const;

/** The modal's fields as typed: amounts in the reader's number format, dates YYYY-MM-DD or ''. */
export interface PurchaseDraft {
  id?: number;
  supplier: string;
  number: string;
  currency: string;
  netValue: string;
  taxAmount: string;
  invoiceOn: string;
  dueOn: string;
  paidOn: string;
  assignments: readonly ListedAssignment[];
}

export type PurchaseField = 'supplier' | 'number' | 'netValue' | 'taxAmount' | 'invoiceOn' | 'dueOn' | 'paidOn';

export type PurchaseProblem = { kind: 'required' } | { kind: 'number'; reading: Extract<NumberReading, { ok: false }> } | { kind: 'date' } | { kind: 'dueBeforeInvoice' };

export const emptyPurchaseDraft = (): PurchaseDraft => ({ supplier: '', number: '', currency: 'GBP', netValue: '', taxAmount: '', invoiceOn: '', dueOn: '', paidOn: '', assignments: [] });

/** A saved invoice in the modal: amounts shown as the reader writes them (decimal mark of the language). */
export function draftOf(invoice: PurchaseInvoice, locale: Locale): PurchaseDraft {
  return {
    id: invoice.id,
    supplier: invoice.supplier,
    number: invoice.number,
    currency: invoice.currency,
    netValue: inputText(invoice.netValue, locale),
    taxAmount: inputText(invoice.taxAmount, locale),
    invoiceOn: invoice.invoiceOn ?? '',
    dueOn: invoice.dueOn ?? '',
    paidOn: invoice.paidOn ?? '',
    assignments: invoice.assignments.map((a) => ({ id: a.id, ref: a.ref ?? `#${a.id}` })),
  };
}

/** The gross value as the API writes it (net + tax in minor units), or null while either is not an amount. */
export function grossOf(draft: PurchaseDraft, locale: Locale): string | null {
  const net = parseMoney(draft.netValue, draft.currency, locale);
  const tax = parseMoney(draft.taxAmount, draft.currency, locale);
  if (!net.ok || !tax.ok || net.text === null || tax.text === null) return null;
  const sum = (toMinor(net.text, draft.currency) ?? 0) + (toMinor(tax.text, draft.currency) ?? 0);
  return minorText(sum, draft.currency);
}

export type PurchaseCheck = { ok: true; input: PurchaseInvoiceInput } | { ok: false; problems: Partial<Record<PurchaseField, PurchaseProblem>> };

/** What the server would refuse, found before sending; else the body of POST or PUT. */
export function checkPurchase(draft: PurchaseDraft, locale: Locale): PurchaseCheck {
  const problems: Partial<Record<PurchaseField, PurchaseProblem>> = {};
  if (!draft.supplier.trim()) problems.supplier = { kind: 'required' };
  if (!draft.number.trim()) problems.number = { kind: 'required' };
  const amounts: Partial<Record<'netValue' | 'taxAmount', string>> = {};
  for (const field of ['netValue', 'taxAmount'] as const) {
    const reading = parseMoney(draft[field], draft.currency, locale);
    if (!reading.ok) problems[field] = { kind: 'number', reading };
    else if (reading.text === null) problems[field] = { kind: 'required' };
    else amounts[field] = reading.text;
  }
  for (const field of ['invoiceOn', 'dueOn', 'paidOn'] as const) {
    if (draft[field] && !isIsoDate(draft[field])) problems[field] = { kind: 'date' };
  }
  if (!problems.invoiceOn && !problems.dueOn && draft.invoiceOn && draft.dueOn && draft.dueOn < draft.invoiceOn) problems.dueOn = { kind: 'dueBeforeInvoice' };
  const gross = grossOf(draft, locale);
  if (Object.keys(problems).length > 0 || gross === null) return { ok: false, problems };
  return {
    ok: true,
    input: {
      ...(draft.id ? { id: draft.id } : {}),
      supplier: draft.supplier.trim(),
      number: draft.number.trim(),
      currency: draft.currency,
      netValue: amounts.netValue as string,
      taxAmount: amounts.taxAmount as string,
      grossValue: gross,
      invoiceOn: draft.invoiceOn || null,
      dueOn: draft.dueOn || null,
      paidOn: draft.paidOn || null,
      assignments: draft.assignments.map((a) => ({ id: a.id, ref: a.ref })),
    },
  };
}
