import type { Country } from './api';

export interface CountryOption {
  /** The stored value: the English name, as GET /api/countries gives it. */
  value: string;
  /** What the reader sees: the name in their language when the browser knows it, else the English one. */
  label: string;
}

type DisplayNamesLike = { of: (code: string) => string | undefined };
type DisplayNamesCtor = new (locales: string[], options: { type: 'region' }) => DisplayNamesLike;
type CollatorLike = { compare: (a: string, b: string) => number };

/** Intl as the browser has it; absent (or partial) in QuickJS, where this is never called anyway. */
interface IntlLike {
  DisplayNames?: DisplayNamesCtor;
  Collator?: new (locales: string[]) => CollatorLike;
}

/**
 * The country list for a select, in the reader's language, sorted for that language. Browser code only (the
 * address modal renders after a click): it reads Intl.DisplayNames, which QuickJS lacks, and falls back to
 * the English names (and plain order) wherever a name or the API is missing.
 */
export function countryOptions(countries: readonly Country[], locale: string, intl: IntlLike | undefined = globalThis.Intl as IntlLike | undefined): CountryOption[] {
  let names: DisplayNamesLike | null = null;
  if (locale !== 'en' && intl?.DisplayNames) {
    try {
      names = new intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
  }
  const options = countries.map((country) => {
    let label: string | undefined;
    try {
      label = names?.of(country.code.toUpperCase());
    } catch {
      label = undefined;
    }
    // DisplayNames answers the code itself when it has no name for it.
    return { value: country.name, label: label && label !== country.code.toUpperCase() ? label : country.name };
  });
  let compare: (a: string, b: string) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  if (intl?.Collator) {
    try {
      const collator = new intl.Collator([locale]);
      compare = (a, b) => collator.compare(a, b);
    } catch {
      // Keep the plain order.
    }
  }
  return options.sort((a, b) => compare(a.label, b.label));
}
