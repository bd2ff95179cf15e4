import { inputText, parseMoney, parseNumber, type NumberRules } from '../../../../shared/format/number';
import { figures, rateMicro, taxRateBp, toMinor, type FiguresResult, type MoneyLine } from '../../../../shared/money';
import { TAX_RULES, type VatCategory } from '../../../../shared/invoice';
import type { Locale } from '../../../../shared/payload';
import type { InvoiceInput, WorkingInvoice } from './api';

/*
 * The finance panel's working invoice as the admin edits it (docs/invoices.md): pure rules,
 * unit-tested, no React. Amounts, the tax rate and the rates are kept as typed (the reader's language) and read
 * with the shared number rules; the figures come from `shared/money` (integer minor units), the same rules as
 * the server's and the PDF's.
 */

export { TAX_RULES, VAT_CATEGORIES, type VatCategory } from '../../../../shared/invoice';

/** A new line's currency (docs/invoices.md). */
export const DEFAULT_LINE_CURRENCY = 'GBP';

export interface DraftLine {
  /** Stable across reorders: the stored id (`s12`) or a new line's counter (`n3`). */
  key: string;
  /** The stored line's id; a new line has none. */
  id?: number;
  description: string;
  currencyIn: string;
  /** As typed. */
  cost: string;
  charge: string;
  /** True exactly when `vatCategory` is `standard` (the figures tax these lines). */
  taxable: boolean;
  /** `standard` (the invoice's rate), `zero` rated, `exempt` (with a reason) or `outside` the scope of VAT. */
  vatCategory: VatCategory;
  vatExemptReason: string;
  ignore: boolean;
  /** The invoice this line went on (`F12`), if any. */
  invoicedAs: string | null;
}

export interface Draft {
  currency: string;
  addressee: string;
  groupBrand: string;
  /** Percent as typed. */
  tax: string;
  poNumber: string;
  /** Line currency -> rate as typed. */
  rates: Record<string, string>;
  lines: DraftLine[];
  /** Stored lines removed since the load: deleted on save (`deletedLineItems`). */
  deleted: number[];
  /** For new lines' keys. */
  nextKey: number;
}

export function draftOf(invoice: WorkingInvoice, locale: Locale): Draft {
  return {
    currency: invoice.currency,
    addressee: invoice.addressee ?? '',
    groupBrand: invoice.groupBrand,
    tax: inputText(invoice.tax, locale),
    poNumber: invoice.poNumber ?? '',
    rates: Object.fromEntries(invoice.rates.map((r) => [r.currency, inputText(r.rate, locale)])),
    lines: invoice.items.map((l) => ({
      key: `s${l.id}`,
      id: l.id,
      description: l.description,
      currencyIn: l.currencyIn,
      cost: inputText(l.cost, locale),
      charge: inputText(l.charge, locale),
      taxable: l.vatCategory === 'standard',
      vatCategory: l.vatCategory,
      vatExemptReason: l.vatExemptReason ?? '',
      ignore: l.ignore,
      invoicedAs: l.invoicedAs,
    })),
    deleted: [],
    nextKey: 1,
  };
}

/** A new line at the end (GBP, taxable, not ignored); its key. */
export function addLine(draft: Draft): { draft: Draft; key: string } {
  const key = `n${draft.nextKey}`;
  const line: DraftLine = { key, description: '', currencyIn: DEFAULT_LINE_CURRENCY, cost: '', charge: '', taxable: true, vatCategory: 'standard', vatExemptReason: '', ignore: false, invoicedAs: null };
  return { draft: { ...draft, lines: [...draft.lines, line], nextKey: draft.nextKey + 1 }, key };
}

export function updateLine(draft: Draft, key: string, change: Partial<Omit<DraftLine, 'key' | 'id'>>): Draft {
  // The category decides whether the line is taxed.
  const taxed = change.vatCategory !== undefined ? { taxable: change.vatCategory === 'standard' } : {};
  return { ...draft, lines: draft.lines.map((l) => (l.key === key ? { ...l, ...change, ...taxed } : l)) };
}

/** Removes a line; a stored one is remembered in `deleted` (docs/invoices.md), a new one simply goes. */
export function removeLine(draft: Draft, key: string): Draft {
  const line = draft.lines.find((l) => l.key === key);
  if (!line) return draft;
  const deleted = line.id !== undefined && !draft.deleted.includes(line.id) ? [...draft.deleted, line.id] : draft.deleted;
  return { ...draft, lines: draft.lines.filter((l) => l.key !== key), deleted };
}

/**
 * Moves the lines `keys` (dragged together, in their current order) before or after `target`: what a drop
 * in the list does. The saved order is the lines' index, renumbered from zero (`orderOf`).
 */
export function moveLines(draft: Draft, keys: readonly string[], target: string, position: 'before' | 'after'): Draft {
  if (keys.includes(target)) return draft;
  const moving = draft.lines.filter((l) => keys.includes(l.key));
  const rest = draft.lines.filter((l) => !keys.includes(l.key));
  const at = rest.findIndex((l) => l.key === target);
  if (at < 0 || moving.length === 0) return draft;
  const insertAt = position === 'before' ? at : at + 1;
  return { ...draft, lines: [...rest.slice(0, insertAt), ...moving, ...rest.slice(insertAt)] };
}

/** The order each line is saved with: its place, from zero (docs/invoices.md). */
export const orderOf = (draft: Draft) => draft.lines.map((l, order) => ({ key: l.key, order }));

/** The lines a quote or an invoice preview shows, in order: every line not ignored (docs/invoices.md). */
export const previewLines = (lines: readonly DraftLine[]) => lines.filter((l) => !l.ignore);

/** The rules of the rate fields (the tax rate's are shared with the storage invoice). */
export const RATE_RULES: NumberRules = { decimals: 6, min: 0.000001, max: 999_999, required: true };

/** The API text of an amount as typed, or null when it does not read as one of `currency`. */
export function amountText(typed: string, currency: string, locale: Locale): string | null {
  const reading = parseMoney(typed.trim() === '' ? '0' : typed, currency, locale);
  return reading.ok && reading.text !== null ? reading.text : null;
}

function numberText(typed: string, rules: NumberRules, locale: Locale): string | null {
  const reading = parseNumber(typed, locale, rules);
  return reading.ok && reading.text !== null ? reading.text : null;
}

/** The line currencies (of lines not ignored, in order) other than the invoice's: each needs a rate. */
export function neededRates(draft: Draft): string[] {
  const out: string[] = [];
  for (const l of previewLines(draft.lines)) if (l.currencyIn !== draft.currency && !out.includes(l.currencyIn)) out.push(l.currencyIn);
  return out;
}

/** Every line currency other than the invoice's (ignored lines too: their rate is kept with the invoice). */
export function rateCurrencies(draft: Draft): string[] {
  const out: string[] = [];
  for (const l of draft.lines) if (l.currencyIn !== draft.currency && !out.includes(l.currencyIn)) out.push(l.currencyIn);
  return out;
}

export type DraftFigures =
  | FiguresResult
  /** An amount, the tax rate or a rate does not read: the figures wait for it. */
  | { ok: false; unreadable: true; missingRates: string[] };

/** Net, tax, gross, cost and margin of the lines not ignored (docs/invoices.md), or what stops them. */
export function draftFigures(draft: Draft, locale: Locale): DraftFigures {
  const taxText = numberText(draft.tax, TAX_RULES, locale);
  const taxBp = taxText === null ? null : taxRateBp(taxText);
  const lines: MoneyLine[] = [];
  let unreadable = taxBp === null;
  for (const l of draft.lines) {
    const cost = toMinor(amountText(l.cost, l.currencyIn, locale), l.currencyIn);
    const charge = toMinor(amountText(l.charge, l.currencyIn, locale), l.currencyIn);
    if (cost === null || charge === null) {
      if (!l.ignore) unreadable = true;
      continue;
    }
    lines.push({ currency: l.currencyIn, cost, charge, taxable: l.taxable, ignored: l.ignore });
  }
  const rates: Record<string, number> = {};
  for (const [currency, typed] of Object.entries(draft.rates)) {
    const text = numberText(typed, RATE_RULES, locale);
    const micro = text === null ? null : rateMicro(text);
    if (micro !== null) rates[currency] = micro;
  }
  const result = figures(lines, draft.currency, taxBp ?? 0, rates);
  if (!result.ok) return result;
  if (unreadable) return { ok: false, unreadable: true, missingRates: [] };
  return result;
}

/**
 * The save (`PUT /api/admin/assignment/{id}/invoice`): lines in their order, renumbered from zero, with the
 * API's decimal texts; removed stored lines in `deletedLineItems`; rates only for currencies a line is in.
 * Text that does not read is sent as typed: the server's 422 names the line and the field.
 */
export function inputOf(draft: Draft, locale: Locale): InvoiceInput {
  const needed = rateCurrencies(draft);
  return {
    currency: draft.currency,
    addressee: draft.addressee.trim() || null,
    groupBrand: draft.groupBrand,
    tax: numberText(draft.tax, TAX_RULES, locale) ?? draft.tax,
    poNumber: draft.poNumber.trim() || null,
    rates: needed
      .filter((c) => (draft.rates[c] ?? '').trim() !== '')
      .map((currency) => ({ currency, rate: numberText(draft.rates[currency], RATE_RULES, locale) ?? draft.rates[currency] })),
    items: draft.lines.map((l, order) => ({
      ...(l.id !== undefined ? { id: l.id } : {}),
      order,
      description: l.description,
      currencyIn: l.currencyIn,
      cost: amountText(l.cost, l.currencyIn, locale) ?? l.cost,
      charge: amountText(l.charge, l.currencyIn, locale) ?? l.charge,
      taxable: l.taxable,
      vatCategory: l.vatCategory,
      vatExemptReason: l.vatCategory === 'exempt' ? l.vatExemptReason.trim() || null : null,
      ignore: l.ignore,
    })),
    deletedLineItems: draft.deleted,
  };
}
