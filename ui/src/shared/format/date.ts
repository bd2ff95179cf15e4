import { UTCDateMini } from '@date-fns/utc/date/mini';
import { format, type Locale as DateFnsLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { ja } from 'date-fns/locale/ja';
import { ptBR } from 'date-fns/locale/pt-BR';
import { ru } from 'date-fns/locale/ru';
import { zhCN } from 'date-fns/locale/zh-CN';
import type { Locale } from '../payload';

/*
 * Dates render on the server (QuickJS: no Intl, and its local time zone is the host's) and again in the
 * browser, so both must produce the same text: date-fns with its own month names, and UTC throughout
 * (SPEC §9). UTCDateMini, not UTCDate: UTCDate's module builds Intl.DateTimeFormat objects when it loads.
 * en-GB, es, pt-BR... also start weeks on Monday as SPEC §9 wants for the date pickers to come.
 */
const DATE_LOCALES: Readonly<Record<Locale, DateFnsLocale>> = { en: enGB, es, zh: zhCN, ja, pt: ptBR, ru };

/** SPEC §9: list dates read `dd MMM, yyyy`. */
export const LIST_DATE = 'dd MMM, yyyy';
/** SPEC §9: the time variant of list dates. */
export const LIST_DATE_TIME = 'dd MMM, yyyy hh:mm a';

export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return DATE_LOCALES[locale] ?? enGB;
}

/** An ISO instant in UTC, in the pattern and language given; '' for a missing or unreadable value. */
export function formatUtc(iso: string | null | undefined, locale: Locale, pattern: string = LIST_DATE): string {
  if (!iso) return '';
  const date = new UTCDateMini(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, pattern, { locale: dateFnsLocale(locale) });
}
