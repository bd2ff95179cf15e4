import type { Month } from 'date-fns';
import type { DatesLocale as DateFnsLocale } from '../i18n/localeBundles';
import { foldText } from '../list/core';
import type { Locale } from '../payload';
import { dateFnsLocale } from './date';

/*
 * The typed date of every date field (dd-MMM-yyyy; docs/i18n.md), read and written in the reader's language. It
 * runs while rendering (the field's first text) on the server (QuickJS: no Intl) and in the browser, so it
 * uses only date-fns' locale data and plain string work, and it never reads the clock.
 *
 * Shown: `05-Mar-2026`, the locale's abbreviated month name without its trailing dot (Russian `05-мар-2026`,
 * `05-мая-2026`; Chinese and Japanese `05-3月-2026`).
 *
 * Read (case and accents ignored; `-`, `/`, `.`, `,` and spaces all separate):
 * - day, month, year: `05-Mar-2026`, `5 mar 2026`, `5-marzo-2026`, `5 de março de 2026`, `5 марта 2026 г.`,
 *   `05-3月-2026`, `5-三月-2026`. A month is the locale's abbreviation or full name (formatting and
 *   stand-alone forms, with or without a dot), or the start of one, three letters or more, that fits one
 *   month only (`sept`, `сен`); English names are read in every language when the reader's own do not fit.
 * - month name first: `Mar 5, 2026`: the name says which token is the month.
 * - numbers only, day first: `05/03/2026`, `5.3.2026` are 5 March in every language. All six of ours write
 *   numeric dates day first or year first, none month first; and the field then shows the month by name, so
 *   a reader sees at once how it was taken (`03/25/2026` is refused: there is no month 25).
 * - year first: ISO `2026-03-05`, `2026/3/5`, `2026年3月5日`.
 * Refused, with the reason: a year not of four digits (`05-Mar-26` could be 1926 or 2026), a missing year, a
 * month that no name or number fits (or that fits two, `ju`), a day the month does not have (`31-Feb-2026`,
 * `29-Feb-2026`), anything else.
 */

/** What is wrong with a typed date, for the message under the field. */
export type DateInputProblem =
  | { kind: 'format' }
  /** `token` as typed. */
  | { kind: 'month'; token: string }
  | { kind: 'year' }
  /** The day is not in its month: `lastDay` (YYYY-MM-DD) is that month's last one. */
  | { kind: 'day'; lastDay: string };

/** A typed date read: `iso` is YYYY-MM-DD, or '' for an empty field. */
export type DateInputReading = { ok: true; iso: string } | { ok: false; problem: DateInputProblem };

/** The date the hints and messages show as an example (05-Mar-2026). */
export const EXAMPLE_DATE = '2026-03-05';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Days in a month (1-12) of a year, leap years included (UTC, so the host's time zone plays no part). */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** A real day written YYYY-MM-DD: the wire format of dates (`2026-02-30` is not one). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const ENGLISH_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const withoutDot = (name: string) => name.replace(/\.$/, '');

/** The abbreviation the field shows: the locale's, without a trailing dot; English if no locale is loaded. */
function shownMonth(month: number, names: DateFnsLocale['localize'] | undefined): string {
  if (!names) return ENGLISH_MONTHS[month - 1].slice(0, 1).toUpperCase() + ENGLISH_MONTHS[month - 1].slice(1, 3);
  return withoutDot(names.month((month - 1) as Month, { width: 'abbreviated', context: 'formatting' }));
}

/** YYYY-MM-DD as the field shows it, `05-Mar-2026` in the reader's language; '' for anything else. */
export function formatDateInput(iso: string, locale: Locale): string {
  if (!isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-').map(Number);
  return `${pad(day, 2)}-${shownMonth(month, dateFnsLocale(locale)?.localize)}-${pad(year, 4)}`;
}

/** Each folded month name of a language with its month (1-12); a name may be listed for two months. */
type MonthNames = ReadonlyArray<readonly [name: string, month: number]>;

const namesByLocale = new WeakMap<DateFnsLocale, MonthNames>();
const englishNames: MonthNames = ENGLISH_MONTHS.flatMap((name, i) => [[name, i + 1] as const, [name.slice(0, 3), i + 1] as const]);

function monthNamesOf(dates: DateFnsLocale | undefined): MonthNames {
  if (!dates) return englishNames;
  let names = namesByLocale.get(dates);
  if (!names) {
    const list: Array<readonly [string, number]> = [];
    for (let month = 1; month <= 12; month++) {
      for (const width of ['abbreviated', 'wide'] as const) {
        for (const context of ['formatting', 'standalone'] as const) {
          list.push([foldText(withoutDot(dates.localize.month((month - 1) as Month, { width, context }))), month]);
        }
      }
    }
    names = list;
    namesByLocale.set(dates, names);
  }
  return names;
}

/** The one month a folded name fits in a list: an exact name first, then the start of a name (3+ letters). */
function monthByName(token: string, names: MonthNames): number | null {
  const exact = new Set(names.filter(([name]) => name === token).map(([, month]) => month));
  if (exact.size > 0) return exact.size === 1 ? [...exact][0] : null;
  if (token.length < 3) return null;
  const starts = new Set(names.filter(([name]) => name.startsWith(token)).map(([, month]) => month));
  return starts.size === 1 ? [...starts][0] : null;
}

interface Token {
  /** As typed, for the messages. */
  raw: string;
  /** Lower case, no accents: what is compared. */
  folded: string;
}

const NUMERIC_MONTH = /^(\d{1,2})月?$/;

/** A month token (a number, `3月`, or a name) as 1-12, or why not. */
function readMonth(token: Token, dates: DateFnsLocale | undefined): number | DateInputProblem {
  const numeric = NUMERIC_MONTH.exec(token.folded);
  if (numeric) {
    const month = Number(numeric[1]);
    return month >= 1 && month <= 12 ? month : { kind: 'month', token: token.raw };
  }
  return monthByName(token.folded, monthNamesOf(dates)) ?? monthByName(token.folded, englishNames) ?? { kind: 'month', token: token.raw };
}

const isName = (token: Token) => /^\D+$/.test(token.folded);
const isFourDigits = (token: Token) => /^\d{4}$/.test(token.folded);

/** Year, month and day tokens to YYYY-MM-DD, or the first thing wrong with them. */
function dateOf(year: Token, month: Token, day: Token, dates: DateFnsLocale | undefined): DateInputReading {
  const dayText = day.folded.replace(/[日号]$/, '');
  const yearText = year.folded.replace(/年$/, '');
  if (!/^\d{1,2}$/.test(dayText)) return { ok: false, problem: { kind: 'format' } };
  if (!/^\d+$/.test(yearText)) return { ok: false, problem: { kind: isName(year) ? 'format' : 'year' } };
  if (yearText.length !== 4 || yearText.startsWith('0')) return { ok: false, problem: { kind: 'year' } };
  const m = readMonth(month, dates);
  if (typeof m !== 'number') return { ok: false, problem: m };
  const y = Number(yearText);
  const d = Number(dayText);
  const days = daysInMonth(y, m);
  if (d < 1 || d > days) return { ok: false, problem: { kind: 'day', lastDay: `${yearText}-${pad(m, 2)}-${pad(days, 2)}` } };
  return { ok: true, iso: `${yearText}-${pad(m, 2)}-${pad(d, 2)}` };
}

const SEPARATORS = /[\s\-/.,]+/;
/** Words that sit between the parts of a written date: Spanish and Portuguese `de`, Russian `г.`/`года`. */
const FILLERS = new Set(['de', 'del', 'г', 'года']);
const CJK_DATE = /^(\d+年)(\d+月)(\d+[日号]?)$/;

/** What was typed in a date field, read in the reader's language (the rules are at the top of this file). */
export function parseDateInput(text: string, locale: Locale): DateInputReading {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, iso: '' };
  const dates = dateFnsLocale(locale);
  const token = (raw: string): Token => ({ raw, folded: foldText(raw) });

  const cjk = CJK_DATE.exec(trimmed.replace(/\s+/g, ''));
  if (cjk) return dateOf(token(cjk[1]), token(cjk[2]), token(cjk[3]), dates);

  const tokens = trimmed
    .split(SEPARATORS)
    .filter((raw) => raw !== '')
    .map(token)
    .filter((t) => !FILLERS.has(t.folded));
  if (tokens.length === 2 && !tokens.some(isFourDigits)) return { ok: false, problem: { kind: 'year' } };
  if (tokens.length !== 3) return { ok: false, problem: { kind: 'format' } };
  const [a, b, c] = tokens;
  if (isFourDigits(a)) return dateOf(a, b, c, dates);
  if (isName(a) && !isName(b)) return dateOf(c, a, b, dates);
  return dateOf(c, b, a, dates);
}
