import { UTCDateMini } from '@date-fns/utc/date/mini';
import { format, type Locale as DateFnsLocale } from 'date-fns';
import { localeBundle } from '../i18n/localeBundles';
import type { Locale } from '../payload';

/*
 * Dates render on the server (QuickJS: no Intl, and its local time zone is the host's) and again in the
 * browser, so both must produce the same text: date-fns with its own month names, and UTC throughout
 * (SPEC §9). UTCDateMini, not UTCDate: UTCDate's module builds Intl.DateTimeFormat objects when it loads.
 * en-GB, es, pt-BR... also start weeks on Monday as SPEC §9 wants for the date pickers to come. Each comes in
 * its language's bundle (i18n/bundles), so the browser loads only the one it shows.
 */

/** SPEC §9: list dates read `dd MMM, yyyy`. */
export const LIST_DATE = 'dd MMM, yyyy';
/** SPEC §9: the time variant of list dates. */
export const LIST_DATE_TIME = 'dd MMM, yyyy hh:mm a';

/** The language's date-fns locale; undefined (date-fns' built-in English) only if its bundle is not loaded. */
export function dateFnsLocale(locale: Locale): DateFnsLocale | undefined {
  return localeBundle(locale)?.dates ?? localeBundle('en')?.dates;
}

/** An ISO instant in UTC, in the pattern and language given; '' for a missing or unreadable value. */
export function formatUtc(iso: string | null | undefined, locale: Locale, pattern: string = LIST_DATE): string {
  if (!iso) return '';
  const date = new UTCDateMini(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, pattern, { locale: dateFnsLocale(locale) });
}
