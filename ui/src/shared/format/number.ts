import type { Translate } from '../i18n/useT';
import type { Locale } from '../payload';

/*
 * Numbers as people read and write them in each UI language, and as the API carries them (plain `1234.5`).
 * The one module for every number the UI shows or reads: amounts of money, measurements, counts.
 *
 * No Intl: pages render on the server in QuickJS, which has none, and the browser must produce the same
 * text after hydration. The separators are a small table (CLDR's, for the languages we ship):
 *
 *   en, zh, ja   1,234.5      decimal `.`, groups `,`
 *   es           12.345,5     decimal `,`, groups `.`, but 1234,5 (Spanish groups from five digits on)
 *   pt (pt-BR)   1.234,5      decimal `,`, groups `.`
 *   ru           1 234,5      decimal `,`, groups a no-break space (an ordinary, narrow or thin space is read too)
 *
 * Reading what a person typed (`parseNumber`):
 * - Digits with at most one decimal mark, the last mark of all. Full-width digits and marks (typed with a
 *   Chinese or Japanese input method) count as the ASCII ones; a leading `-` or `−` makes it negative.
 * - Group separators are read only as proper groups of three (`1.234.567,5` in Spanish), all the same
 *   separator, and only before the decimal mark. Anything else (`1.23.4`, `12 34`, `1.234,5` in English,
 *   `€350`, `1e3`) is not a number: the message shows how one is written in the reader's language.
 * - Ambiguous, refused in every language with both readings offered: a lone `.` or `,` that is not the
 *   language's decimal mark, after one to three digits and before exactly three (`1.500` in Spanish, `12,000`
 *   in English: twelve thousand, or twelve?). Someone used to the other convention, or switching languages,
 *   may mean the other one, and a value saved a thousand times too large or too small is worse than a
 *   question. Writing `1500`, `1,5`/`1.5` or `1.500,00` answers it. The UI never puts such a text in an input
 *   (inputs show numbers ungrouped).
 * - A lone `.` that cannot be a group (`2.5`, `350.50`, `1234.5`) in Spanish, Portuguese or Russian is a
 *   decimal point: phone keypads with `inputmode="decimal"` often offer only `.`, and a numeric keypad types
 *   `.`. A lone `,` that cannot be a group in English, Chinese or Japanese (`1,5`, `350,50`) is refused as
 *   ambiguous instead: no keypad types it there, and it may be a mistyped group as much as a decimal comma.
 * - Trailing zeros of the decimals do not count against a limit of decimals (`12.000,00` JPY is 12000).
 *
 * Showing numbers (`formatNumber`): rounded half away from zero on the decimal digits (1.005 gives 1.01),
 * with the reader's decimal mark and groups; in inputs (`inputText`) without groups, exactly as stored.
 */

interface Separators {
  decimal: '.' | ',';
  /** The group separator written. */
  group: string;
  /** The group separators read. */
  groupsRead: readonly string[];
  /** Integer parts from this many digits on are grouped. */
  groupFrom: number;
}

const NO_BREAK_SPACE = '\u00A0';
const POINT_GROUPS: Separators = { decimal: '.', group: ',', groupsRead: [','], groupFrom: 4 };

export const SEPARATORS: Readonly<Record<Locale, Separators>> = {
  en: POINT_GROUPS,
  zh: POINT_GROUPS,
  ja: POINT_GROUPS,
  es: { decimal: ',', group: '.', groupsRead: ['.'], groupFrom: 5 },
  pt: { decimal: ',', group: '.', groupsRead: ['.'], groupFrom: 4 },
  // CLDR writes U+00A0; people type an ordinary space, and some tools paste a narrow (U+202F) or thin one.
  ru: { decimal: ',', group: NO_BREAK_SPACE, groupsRead: [NO_BREAK_SPACE, '\u202F', '\u2009', ' '], groupFrom: 4 },
};

/** What a number field accepts. */
export interface NumberRules {
  /** Most decimals (0: a whole number); no limit when left out. */
  decimals?: number;
  min?: number;
  max?: number;
  /** Blank is a problem (else blank reads as null). */
  required?: boolean;
}

/** Why a text is not an acceptable number; the texts inside are already in the reader's format. */
export type NumberProblem =
  | { kind: 'required' }
  | { kind: 'notNumber'; example: string }
  | { kind: 'ambiguous'; text: string; whole: string; decimal: string }
  | { kind: 'tooManyDecimals'; decimals: number }
  | { kind: 'negative' }
  | { kind: 'tooSmall'; min: string }
  | { kind: 'tooLarge'; max: string };

/** `text` is the plain decimal text (`1234.5`, no trailing zeros): exact, for money; `value` is that number. */
export type NumberReading =
  | { ok: true; value: number; text: string }
  | { ok: true; value: null; text: null }
  | { ok: false; problem: NumberProblem };

const FULL_WIDTH = /[\uFF10-\uFF19\uFF0C\uFF0E\uFF0D\u2212]/g;
const halfWidth = (c: string) => (c === '\u2212' ? '-' : String.fromCharCode(c.charCodeAt(0) - 0xfee0));

interface Digits {
  negative: boolean;
  int: string;
  frac: string;
}

type Read = Digits | 'notNumber' | { whole: string; decimal: string };

/** `1`, `12.345`, `123.456.789`: a first group of one to three digits, then groups of three. */
const properGroups = (runs: readonly string[]) => runs[0].length >= 1 && runs[0].length <= 3 && runs.slice(1).every((r) => r.length === 3);

/** The digits of `body` (no sign) by the rules above. */
function readDigits(body: string, sep: Separators): Read {
  const runs: string[] = [];
  const marks: Array<'decimal' | 'group' | 'foreign'> = [];
  let afterMark = true;
  for (const token of body.match(/\d+|\D/g) ?? []) {
    if (/^\d/.test(token)) {
      runs.push(token);
      afterMark = false;
      continue;
    }
    const group = sep.groupsRead.includes(token);
    if (!group && token !== '.' && token !== ',') return 'notNumber';
    if (afterMark && runs.length > 0) return 'notNumber'; // two marks in a row
    if (runs.length === 0) runs.push(''); // a leading mark: `,5`
    marks.push(group ? 'group' : token === sep.decimal ? 'decimal' : 'foreign');
    afterMark = true;
  }
  if (runs.length === 0 || afterMark) return 'notNumber';
  if (marks.length === 0) return { negative: false, int: runs[0], frac: '' };

  const last = marks.length - 1;
  // The last mark as the decimal mark: every mark before it a group separator, in proper groups.
  const asDecimal = (): Read => {
    const intRuns = runs.slice(0, -1);
    if (marks.slice(0, -1).some((m) => m !== 'group') || (intRuns.length > 1 && !properGroups(intRuns))) return 'notNumber';
    return { negative: false, int: intRuns.join(''), frac: runs[last + 1] };
  };
  const decimals = marks.filter((m) => m === 'decimal').length;
  if (decimals > 1) return 'notNumber';
  if (decimals === 1) return marks[last] === 'decimal' ? asDecimal() : 'notNumber';

  // No decimal mark of the language. A lone `.` or `,` that could be a group of three: ambiguous.
  const lone = marks.length === 1;
  const pointOrComma = marks[0] === 'foreign' || sep.groupsRead[0] === '.' || sep.groupsRead[0] === ',';
  const ambiguous = { whole: runs.join(''), decimal: `${runs[0] || '0'}.${runs[1]}` };
  if (lone && pointOrComma && properGroups(runs)) return ambiguous;
  if (marks[last] === 'foreign') return asDecimal(); // ru: `2.5`, `1 234.5`
  if (marks.some((m) => m !== 'group')) return 'notNumber';
  if (properGroups(runs)) return { negative: false, int: runs.join(''), frac: '' };
  if (!lone || !pointOrComma) return 'notNumber';
  // One `.` (es, pt) that cannot be a group is a decimal point; one `,` (en, zh, ja) is ambiguous.
  return sep.groupsRead[0] === '.' ? asDecimal() : ambiguous;
}

const withoutLeadingZeros = (int: string) => int.replace(/^0+(?=\d)/, '') || '0';
const withoutTrailingZeros = (frac: string) => frac.replace(/0+$/, '');
const plainText = ({ negative, int, frac }: Digits) => `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;

/** The example a "not a number" message shows: 12,345.5 (en), 12.345,5 (es), 12 345,5 (ru); 12 for whole numbers. */
function exampleOf(locale: Locale, rules: NumberRules): string {
  const decimals = rules.decimals ?? 2;
  return decimals === 0 ? '12' : formatNumber(12345.5, locale, Math.min(decimals, 2));
}

/**
 * What a person typed in their language, read by the rules at the top of this file: the number (and its
 * exact decimal text), null for blank, or the problem to show.
 */
export function parseNumber(input: string, locale: Locale, rules: NumberRules = {}): NumberReading {
  const sep = SEPARATORS[locale];
  const text = input.replace(FULL_WIDTH, halfWidth).trim();
  if (text === '') return rules.required ? { ok: false, problem: { kind: 'required' } } : { ok: true, value: null, text: null };
  const notNumber: NumberReading = { ok: false, problem: { kind: 'notNumber', example: exampleOf(locale, rules) } };
  if (text.length > 40) return notNumber;
  const negative = text.startsWith('-');
  const read = readDigits(negative ? text.slice(1) : text, sep);
  if (read === 'notNumber') return notNumber;
  if (!('int' in read)) {
    const decimal = formatNumber(read.decimal, locale, 20, { trim: true, grouping: false });
    return { ok: false, problem: { kind: 'ambiguous', text: input.trim(), whole: withoutLeadingZeros(read.whole), decimal } };
  }
  const int = withoutLeadingZeros(read.int);
  const frac = withoutTrailingZeros(read.frac);
  const digits: Digits = { negative: negative && /[1-9]/.test(int + frac), int, frac };
  if (rules.decimals !== undefined && frac.length > rules.decimals) return { ok: false, problem: { kind: 'tooManyDecimals', decimals: rules.decimals } };
  const plain = plainText(digits);
  const value = Number(plain);
  const limit = (n: number) => formatNumber(n, locale, 20, { trim: true });
  if (digits.negative && (rules.min === undefined || rules.min >= 0)) return { ok: false, problem: { kind: 'negative' } };
  if (rules.min !== undefined && value < rules.min) return { ok: false, problem: { kind: 'tooSmall', min: limit(rules.min) } };
  if (rules.max !== undefined && value > rules.max) return { ok: false, problem: { kind: 'tooLarge', max: limit(rules.max) } };
  return { ok: true, value, text: plain };
}

/** The decimal digits of a number or of plain decimal text (`"350.50"`); null when it is neither. */
function digitsOf(value: number | string): Digits | null {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return null;
  else {
    text = String(value);
    // Below 1e-6 String() writes an exponent; twenty places are more than any display asks for.
    if (text.includes('e')) text = value.toFixed(20);
  }
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  return match ? { negative: match[1] === '-', int: match[2], frac: match[3] ?? '' } : null;
}

/** Adds one to the last digit of a string of digits, carrying. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') out[i] = '0';
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/** Rounded half away from zero to `decimals` places, on the decimal digits themselves (1.005 gives 1.01). */
function rounded({ negative, int, frac }: Digits, decimals: number): Digits {
  if (frac.length <= decimals) return { negative, int, frac: frac.padEnd(decimals, '0') };
  let kept = int + frac.slice(0, decimals);
  if (frac[decimals] >= '5') kept = increment(kept);
  const split = kept.length - decimals;
  return { negative, int: kept.slice(0, split) || '0', frac: kept.slice(split) };
}

export interface FormatOptions {
  /** Drop trailing zeros of the decimals (at most `decimals` places). Default false: exactly `decimals`. */
  trim?: boolean;
  /** Group separators in the integer part. Default true. */
  grouping?: boolean;
}

/**
 * A number (or plain decimal text such as the API's `"350.50"`) in the reader's format, rounded to
 * `decimals` places; '' for none or anything unreadable.
 */
export function formatNumber(value: number | string | null | undefined, locale: Locale, decimals: number, options: FormatOptions = {}): string {
  if (value === null || value === undefined) return '';
  const digits = digitsOf(value);
  if (!digits) return '';
  const sep = SEPARATORS[locale];
  const r = rounded(digits, decimals);
  const int = withoutLeadingZeros(r.int);
  const frac = options.trim ? withoutTrailingZeros(r.frac) : r.frac;
  const negative = r.negative && /[1-9]/.test(int + frac);
  const grouped = options.grouping !== false && int.length >= sep.groupFrom ? int.replace(/\B(?=(\d{3})+$)/g, sep.group) : int;
  return `${negative ? '-' : ''}${grouped}${frac ? sep.decimal + frac : ''}`;
}

/**
 * A stored number as an input shows it: every decimal kept, the reader's decimal mark, no groups (so that it
 * reads back as the same number, see the ambiguity rule).
 */
export function inputText(value: number | string | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '';
  const digits = digitsOf(value);
  return digits ? formatNumber(plainText(digits), locale, digits.frac.length, { grouping: false }) : '';
}

/** A problem of `parseNumber` in the reader's language. */
export function numberProblemText(problem: NumberProblem, t: Translate): string {
  switch (problem.kind) {
    case 'required':
      return t('form.required');
    case 'notNumber':
      return t('number.notNumber', { example: problem.example });
    case 'ambiguous':
      return t('number.ambiguous', { text: problem.text, whole: problem.whole, decimal: problem.decimal });
    case 'tooManyDecimals':
      return problem.decimals === 0 ? t('number.wholeNumber') : t('number.tooManyDecimals', { count: problem.decimals });
    case 'negative':
      return t('number.negative');
    case 'tooSmall':
      return t('number.tooSmall', { min: problem.min });
    case 'tooLarge':
      return t('number.tooLarge', { max: problem.max });
  }
}

/*
 * Money: the currency's code, once, before the amount with the currency's own decimals (`EUR 350,50`,
 * `JPY 12,000`, `USD 1,234.50`); a no-break space keeps the two on one line. An amount with more decimals
 * than its currency has (a yen value saved with cents) keeps them rather than be rounded away.
 */

/** Decimals of the currencies that do not use two. */
const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { JPY: 0 };
/** The largest amount accepted, in major units (the server's limit). */
export const MAX_MONEY = 100_000_000_000;

export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[currency] ?? 2;
}

/** `EUR 350,50`; '' when there is no amount. */
export function formatMoney(amount: number | string | null | undefined, currency: string, locale: Locale): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const digits = digitsOf(amount);
  if (!digits) return '';
  const own = currencyDecimals(currency);
  const needed = withoutTrailingZeros(digits.frac).length;
  const decimals = needed > own ? Math.max(needed, 2) : own;
  return `${currency}${NO_BREAK_SPACE}${formatNumber(amount, locale, decimals)}`;
}

/** What an amount field of this currency accepts. */
export function moneyRules(currency: string): NumberRules {
  return { decimals: currencyDecimals(currency), min: 0, max: MAX_MONEY };
}

/** An amount as typed, as the API's decimal text with the currency's decimals (`"350.50"`, `"12000"`). */
export function parseMoney(input: string, currency: string, locale: Locale): NumberReading {
  const reading = parseNumber(input, locale, moneyRules(currency));
  if (!reading.ok || reading.text === null) return reading;
  const decimals = currencyDecimals(currency);
  const [int, frac = ''] = reading.text.split('.');
  return { ...reading, text: decimals === 0 ? int : `${int}.${frac.padEnd(decimals, '0')}` };
}

/*
 * Measurements, the same on every screen: at most 2 decimals for weights (Kg, lb) and lengths (cm, inch),
 * 3 for cubic metres (a litre), 2 for cubic feet; trailing zeros dropped, so a side entered as 100 reads 100
 * and a conversion 39.37.
 */
export const MEASURE_DECIMALS = { weight: 2, length: 2, m3: 3, ft3: 2 } as const;
export type MeasureKind = keyof typeof MEASURE_DECIMALS;

/** A figure of a measurement (weight, side or volume) without its unit; '' for none. */
export function formatMeasure(value: number | null | undefined, kind: MeasureKind, locale: Locale): string {
  return formatNumber(value, locale, MEASURE_DECIMALS[kind], { trim: true });
}

/** `125.5 Kg`; '' when there is no weight. */
export function formatWeight(weight: { value: number | null; unit: string } | null | undefined, locale: Locale): string {
  const figure = formatMeasure(weight?.value, 'weight', locale);
  return figure && weight ? `${figure}${NO_BREAK_SPACE}${weight.unit}` : '';
}

/** `1.234 m³`; '' when there is no volume. */
export function formatVolume(cubicMetres: number | null | undefined, locale: Locale): string {
  const figure = formatMeasure(cubicMetres, 'm3', locale);
  return figure ? `${figure}${NO_BREAK_SPACE}m³` : '';
}

/** A count (pieces, assets, days): a whole number with the reader's groups. */
export function formatCount(value: number | null | undefined, locale: Locale): string {
  return formatNumber(value, locale, 0);
}
