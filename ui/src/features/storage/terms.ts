/**
 * The storage invoice builder's terms (README "Storage"): currency (one of the company's), rate basis (per item
 * per day, or per cubic metre of gross volume per day), rate, minimum charge per line and cost, as typed in the
 * reader's language (the shared number input), and the VAT category of its lines (docs/invoices.md: zero rated
 * unless chosen; the standard rate with its percentage, exempt with its reason). The rules here are the form's: what it can say before asking the
 * server, which says the rest (an asset without a gross volume, nothing outstanding) when it previews.
 */
import { CURRENCIES } from '../../shared/company/api';
import { parseMoney, parseNumber } from '../../shared/format/number';
import { TAX_RULES, type VatCategory } from '../../shared/invoice';
import type { Locale } from '../../shared/payload';
import type { Bag } from './bag';
import type { CompanyTerms, RateBasis, StorageInvoiceInput } from './api';

export interface Terms {
  currency: string;
  rateBasis: RateBasis;
  /** As typed. */
  rate: string;
  minimumCharge: string;
  cost: string;
  /** Every line's VAT category. */
  vatCategory: VatCategory;
  /** The standard rate in percent, as typed (standard only). */
  tax: string;
  /** Why the lines are exempt (exempt only). */
  vatExemptReason: string;
}

export type TermsField = 'rate' | 'minimumCharge' | 'cost' | 'tax' | 'vatExemptReason';

/** The storage invoice's VAT category until one is chosen, as the server's default. */
export const DEFAULT_STORAGE_VAT: VatCategory = 'zero';

/** The currencies the company's invoices may be in: its own, else every one offered. */
export function currenciesOf(company: CompanyTerms | undefined): string[] {
  const own = company?.currencies ?? [];
  return own.length > 0 ? [...own] : [...CURRENCIES];
}

/** The terms a bag of this company starts with: its first currency, per item, zero rated, nothing typed. */
export function initialTerms(company: CompanyTerms | undefined): Terms {
  return { currency: currenciesOf(company)[0], rateBasis: 'item', rate: '', minimumCharge: '', cost: '', vatCategory: DEFAULT_STORAGE_VAT, tax: '', vatExemptReason: '' };
}

/** The standard rate as the API takes it (`"20"`, `"7.5"`), or null when it does not read as a percentage. */
export function taxText(terms: Terms, locale: Locale): string | null {
  const reading = parseNumber(terms.tax, locale, TAX_RULES);
  return reading.ok && reading.text !== null ? reading.text : null;
}

/** The terms when the bag's company changes: its first currency (the rate and the rest as typed). */
export function termsFor(terms: Terms, company: CompanyTerms | undefined): Terms {
  return { ...terms, currency: currenciesOf(company)[0] };
}

/** An amount field as the API takes it: decimal text, '' for nothing typed, null when it does not read. */
function amount(typed: string, currency: string, locale: Locale): string | null {
  const reading = parseMoney(typed, currency, locale);
  if (!reading.ok) return null;
  return reading.text ?? '';
}

/**
 * The fields that stop a preview: the rate is required and above 0, the standard rate's percentage (0 to 100)
 * and an exemption's reason too; the others may be left empty.
 */
export function termsProblems(terms: Terms, locale: Locale): TermsField[] {
  const out: TermsField[] = [];
  const rate = amount(terms.rate, terms.currency, locale);
  if (rate === null || rate === '' || Number(rate) <= 0) out.push('rate');
  if (amount(terms.minimumCharge, terms.currency, locale) === null) out.push('minimumCharge');
  if (amount(terms.cost, terms.currency, locale) === null) out.push('cost');
  if (terms.vatCategory === 'standard' && taxText(terms, locale) === null) out.push('tax');
  if (terms.vatCategory === 'exempt' && terms.vatExemptReason.trim() === '') out.push('vatExemptReason');
  return out;
}

/** Whether the bag and terms can be previewed: assets in the bag, one of the company's currencies, no field problem. */
export function canPreview(bag: Bag, terms: Terms, company: CompanyTerms | undefined, locale: Locale): boolean {
  return bag.length > 0 && currenciesOf(company).includes(terms.currency) && termsProblems(terms, locale).length === 0;
}

/** The call's body for the bag and terms (`total`: the preview's, when generating). Call after `canPreview`. */
export function invoiceInput(bag: Bag, terms: Terms, locale: Locale, total?: string): StorageInvoiceInput {
  const text = (typed: string) => amount(typed, terms.currency, locale) ?? '';
  return {
    assetIds: bag.map((a) => a.id),
    currency: terms.currency,
    rateBasis: terms.rateBasis,
    rate: text(terms.rate),
    minimumCharge: text(terms.minimumCharge),
    cost: text(terms.cost),
    vatCategory: terms.vatCategory,
    ...(terms.vatCategory === 'standard' ? { tax: taxText(terms, locale) ?? '' } : {}),
    ...(terms.vatCategory === 'exempt' ? { vatExemptReason: terms.vatExemptReason.trim() } : {}),
    ...(total === undefined ? {} : { total }),
  };
}
