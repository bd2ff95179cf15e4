/**
 * Intl.PluralRules for QuickJS, built from intl-pluralrules' factory and make-plural's data for our six
 * languages only. The factory formats numbers with an Intl.NumberFormat before choosing a category; QuickJS
 * has none, so it gets a private one that only writes plain Latin digits (what make-plural expects). That
 * formatter is never installed globally: render code must not find a half-working Intl.NumberFormat.
 */
import getPluralRules, { type Category, type RangeSelector, type Selector } from 'intl-pluralrules/factory';
import * as categories from 'make-plural/pluralCategories';
import * as plurals from 'make-plural/plurals';
import * as ranges from 'make-plural/ranges';

const selectors: Record<string, Selector> = { en: plurals.en, es: plurals.es, pt: plurals.pt, ru: plurals.ru, ja: plurals.ja, zh: plurals.zh };
const categoryLists: Record<string, { cardinal: Category[]; ordinal: Category[] }> = {
  en: categories.en,
  es: categories.es,
  pt: categories.pt,
  ru: categories.ru,
  ja: categories.ja,
  zh: categories.zh,
};
const rangeSelectors: Record<string, RangeSelector> = { en: ranges.en, es: ranges.es, pt: ranges.pt, ru: ranges.ru, ja: ranges.ja, zh: ranges.zh };

interface DigitOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

class LatinDigits {
  private readonly min: number;
  private readonly max: number;

  constructor(_locale?: unknown, options: DigitOptions = {}) {
    this.min = options.minimumFractionDigits ?? 0;
    this.max = Math.max(options.maximumFractionDigits ?? 3, this.min);
  }

  format(n: number): string {
    // Round to the maximum, then drop trailing zeros down to the minimum: what NumberFormat does for plurals.
    let text = n.toFixed(this.max);
    if (this.max > this.min) text = text.replace(new RegExp(`\\.?0{1,${this.max - this.min}}$`), '');
    return text;
  }

  resolvedOptions() {
    return { locale: 'en', minimumIntegerDigits: 1, minimumFractionDigits: this.min, maximumFractionDigits: this.max };
  }
}

// The factory's typings call its result an instance; it is the class.
export const PluralRules = getPluralRules(
  LatinDigits as unknown as Intl.NumberFormat,
  (lc) => selectors[lc],
  (lc, ord) => categoryLists[lc]?.[ord ? 'ordinal' : 'cardinal'],
  (lc) => rangeSelectors[lc],
) as unknown as typeof Intl.PluralRules;
