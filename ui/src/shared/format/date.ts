import type { Month } from 'date-fns';
import type { DatesLocale as DateFnsLocale } from '../i18n/localeBundles';
import { localeBundle } from '../i18n/localeBundles';
import type { Locale } from '../payload';

/*
 * Dates render on the server (QuickJS: no Intl, and its local time zone is the host's) and again in the
 * browser, so both must produce the same text: date-fns with its own month names, and UTC throughout
 * (docs/i18n.md). UTCDateMini, not UTCDate: UTCDate's module builds Intl.DateTimeFormat objects when it loads.
 * The date field (format/dateInput.ts, ui/DateField) takes each language's month and day names from here, and
 * its calendar starts weeks on Monday itself (pt-BR and ja would start them on Sunday; docs/i18n.md). Each locale
 * comes in its language's bundle (i18n/bundles), so the browser loads only the one it shows.
 */

/** List dates read `dd MMM, yyyy` (docs/i18n.md). */
export const LIST_DATE = 'dd MMM, yyyy';
/** The time variant of list dates (docs/i18n.md). */
export const LIST_DATE_TIME = 'dd MMM, yyyy hh:mm a';

/** The language's date-fns locale; undefined (date-fns' built-in English) only if its bundle is not loaded. */
export function dateFnsLocale(locale: Locale): DateFnsLocale | undefined {
  return localeBundle(locale)?.dates ?? localeBundle('en')?.dates;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/*
 * The tokens our patterns use, read in UTC, with date-fns' meaning and its locale's names (date.test.ts checks
 * them against date-fns' format in every language). Not date-fns' format itself: it carries every token of
 * Unicode's date patterns (13 KiB minified), and the dashboard's first load would pay for all of them.
 */
const TOKENS: Readonly<Record<string, (date: Date, names: DateFnsLocale['localize'] | undefined) => string>> = {
  dd: (d) => pad(d.getUTCDate(), 2),
  MMM: (d, names) => names?.month(d.getUTCMonth() as Month, { width: 'abbreviated', context: 'formatting' }) ?? pad(d.getUTCMonth() + 1, 2),
  yyyy: (d) => pad(d.getUTCFullYear(), 4),
  hh: (d) => pad(d.getUTCHours() % 12 || 12, 2),
  HH: (d) => pad(d.getUTCHours(), 2),
  mm: (d) => pad(d.getUTCMinutes(), 2),
  a: (d, names) => names?.dayPeriod(d.getUTCHours() >= 12 ? 'pm' : 'am', { width: 'abbreviated', context: 'formatting' }) ?? (d.getUTCHours() >= 12 ? 'PM' : 'AM'),
};

/** An ISO instant in UTC, in the pattern and language given; '' for a missing or unreadable value. */
export function formatUtc(iso: string | null | undefined, locale: Locale, pattern: string = LIST_DATE): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const names = dateFnsLocale(locale)?.localize;
  return pattern.replace(/([A-Za-z])\1*/g, (token) => {
    const part = TOKENS[token];
    if (!part) throw new Error(`formatUtc: the pattern token ${token} is not supported`);
    return part(date, names);
  });
}
