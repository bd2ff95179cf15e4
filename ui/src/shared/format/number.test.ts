import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../payload';
import {
  formatCount,
  formatMeasure,
  formatMoney,
  formatNumber,
  formatVolume,
  formatWeight,
  inputText,
  numberProblemText,
  parseMoney,
  parseNumber,
  type NumberReading,
  type NumberRules,
} from './number';

const NBSP = '\u00A0';
const COMMA_DECIMAL: Locale[] = ['es', 'pt', 'ru'];
const POINT_DECIMAL: Locale[] = ['en', 'zh', 'ja'];

/** The plain decimal text read, or the kind of problem. */
function read(text: string, locale: Locale, rules?: NumberRules): string | null {
  const reading = parseNumber(text, locale, rules);
  return reading.ok ? reading.text : `!${reading.problem.kind}`;
}

describe('parseNumber', () => {
  it.each(COMMA_DECIMAL)('reads a decimal comma in %s', (locale) => {
    expect(read('350,50', locale)).toBe('350.5');
    expect(parseNumber('350,50', locale)).toEqual({ ok: true, value: 350.5, text: '350.5' });
    expect(read('2,5', locale)).toBe('2.5');
    expect(read('0,125', locale)).toBe('0.125');
    expect(read(',5', locale)).toBe('0.5');
  });

  it.each(POINT_DECIMAL)('reads a decimal point in %s', (locale) => {
    expect(read('350.50', locale)).toBe('350.5');
    expect(read('2.5', locale)).toBe('2.5');
    expect(read('.5', locale)).toBe('0.5');
    expect(read('1,234.56', locale)).toBe('1234.56');
    expect(read('1,234,567.5', locale)).toBe('1234567.5');
    expect(read('1,234,567', locale)).toBe('1234567');
  });

  it('reads groups of three in each language', () => {
    expect(read('1.234,56', 'es')).toBe('1234.56');
    expect(read('1.234,56', 'pt')).toBe('1234.56');
    expect(read('12.345.678', 'es')).toBe('12345678');
    expect(read('1234,56', 'es')).toBe('1234.56');
    // Russian: a no-break, narrow, thin or ordinary space.
    expect(read(`1${NBSP}234,56`, 'ru')).toBe('1234.56');
    expect(read('1\u202F234\u202F567,5', 'ru')).toBe('1234567.5');
    expect(read('1 234 567', 'ru')).toBe('1234567');
    expect(read('1 500', 'ru')).toBe('1500');
    expect(read('12\u2009345', 'ru')).toBe('12345');
  });

  it('refuses groups that are not groups of three, mixed or after the decimal mark', () => {
    for (const [text, locale] of [
      ['1.23.4', 'es'],
      ['1.2345,6', 'es'],
      ['12 34', 'ru'],
      ['1 23,5', 'ru'],
      ['1,23,456', 'en'],
      ['1,234.567,8', 'en'],
      ['1,234.5.6', 'en'],
      ['1.234 567', 'ru'],
      ['1 500', 'en'],
      ['1 500', 'es'],
      ['1..5', 'es'],
      ['1,,5', 'ru'],
      ['12,5,', 'es'],
      ['5.', 'en'],
    ] as const)
      expect(read(text, locale), `${text} in ${locale}`).toBe('!notNumber');
  });

  it("refuses the other language's format where it cannot be read as a group", () => {
    expect(read('1.234,56', 'en')).toBe('!notNumber');
    expect(read('1,234.56', 'es')).toBe('!notNumber');
    expect(read('1,234.56', 'pt')).toBe('!notNumber');
    expect(read('1.234,56', 'ru')).toBe('!notNumber');
    expect(read('1,234,567', 'es')).toBe('!notNumber');
  });

  it('refuses a lone . or , that may be a group of three, in every language, offering both readings', () => {
    for (const locale of LOCALES) {
      const other = locale === 'en' || locale === 'zh' || locale === 'ja' ? ',' : '.';
      expect(read(`1${other}500`, locale), locale).toBe('!ambiguous');
      expect(read(`12${other}000`, locale), locale).toBe('!ambiguous');
      expect(read(`-1${other}500`, locale), locale).toBe('!ambiguous');
    }
    expect(parseNumber('1.500', 'es')).toEqual({ ok: false, problem: { kind: 'ambiguous', text: '1.500', whole: '1500', decimal: '1,5' } });
    expect(parseNumber('1,500', 'en')).toEqual({ ok: false, problem: { kind: 'ambiguous', text: '1,500', whole: '1500', decimal: '1.5' } });
    expect(parseNumber('1.500', 'ru')).toEqual({ ok: false, problem: { kind: 'ambiguous', text: '1.500', whole: '1500', decimal: '1,5' } });
    // Written unambiguously, each reading is accepted.
    expect(read('1500', 'es')).toBe('1500');
    expect(read('1,5', 'es')).toBe('1.5');
    expect(read('1.500,00', 'es')).toBe('1500');
    expect(read('1,500.00', 'en')).toBe('1500');
    expect(read('1.500.000', 'es')).toBe('1500000');
  });

  it('reads a lone point that cannot be a group as a decimal point in es, pt, ru (phone keypads type it)', () => {
    for (const locale of COMMA_DECIMAL) {
      expect(read('2.5', locale), locale).toBe('2.5');
      expect(read('350.50', locale), locale).toBe('350.5');
      expect(read('1234.567', locale), locale).toBe('1234.567');
    }
    expect(read('1 234.5', 'ru')).toBe('1234.5');
  });

  it('refuses a lone comma that cannot be a group in en, zh, ja as ambiguous', () => {
    for (const locale of POINT_DECIMAL) {
      expect(parseNumber('1,5', locale), locale).toEqual({ ok: false, problem: { kind: 'ambiguous', text: '1,5', whole: '15', decimal: '1.5' } });
      expect(read('350,50', locale), locale).toBe('!ambiguous');
    }
  });

  it('refuses what is not a number, with an example in the reader format', () => {
    for (const text of ['abc', '12a', '€350', '$350', '1e3', '0x10', '+5', '--5', '1-2', '.', ',', '-', '∞', 'NaN', '12 kg']) {
      for (const locale of LOCALES) expect(read(text, locale), `${text} in ${locale}`).toBe('!notNumber');
    }
    expect(parseNumber('abc', 'en')).toEqual({ ok: false, problem: { kind: 'notNumber', example: '12,345.50' } });
    expect(parseNumber('abc', 'es')).toEqual({ ok: false, problem: { kind: 'notNumber', example: '12.345,50' } });
    expect(parseNumber('abc', 'ru')).toEqual({ ok: false, problem: { kind: 'notNumber', example: `12${NBSP}345,50` } });
    expect(parseNumber('abc', 'en', { decimals: 0 })).toEqual({ ok: false, problem: { kind: 'notNumber', example: '12' } });
  });

  it('refuses negative numbers unless the rules allow them, and keeps to min and max', () => {
    expect(read('-5', 'en')).toBe('!negative');
    expect(read('−2,5', 'es')).toBe('!negative');
    expect(read('-0', 'en')).toBe('0');
    expect(read('-5', 'en', { min: -10 })).toBe('-5');
    expect(parseNumber('0', 'en', { min: 1 })).toEqual({ ok: false, problem: { kind: 'tooSmall', min: '1' } });
    expect(parseNumber('100001', 'es', { max: 100000 })).toEqual({ ok: false, problem: { kind: 'tooLarge', max: '100.000' } });
    expect(read('100000', 'es', { max: 100000 })).toBe('100000');
  });

  it('limits decimals, trailing zeros aside', () => {
    expect(parseNumber('12,345', 'es', { decimals: 2 })).toEqual({ ok: false, problem: { kind: 'tooManyDecimals', decimals: 2 } });
    expect(read('12,340', 'es', { decimals: 2 })).toBe('12.34');
    expect(read('2,5', 'es', { decimals: 0 })).toBe('!tooManyDecimals');
    expect(read('12.000,00', 'es', { decimals: 0 })).toBe('12000');
  });

  it('reads blank as none, or as missing when required; leading zeros and spaces around go', () => {
    expect(parseNumber('  ', 'en')).toEqual({ ok: true, value: null, text: null });
    expect(read('', 'en', { required: true })).toBe('!required');
    expect(read(' 007,50 ', 'pt')).toBe('7.5');
  });

  it('reads full-width digits and marks as typed with a Chinese or Japanese input method', () => {
    expect(read('３５０．５０', 'ja')).toBe('350.5');
    expect(read('１，２３４．５', 'zh')).toBe('1234.5');
    expect(read('－３', 'ja', { min: -5 })).toBe('-3');
  });
});

describe('formatNumber', () => {
  it('writes the reader separators and groups', () => {
    const n = 1234567.891;
    expect(formatNumber(n, 'en', 2)).toBe('1,234,567.89');
    expect(formatNumber(n, 'zh', 2)).toBe('1,234,567.89');
    expect(formatNumber(n, 'ja', 2)).toBe('1,234,567.89');
    expect(formatNumber(n, 'es', 2)).toBe('1.234.567,89');
    expect(formatNumber(n, 'pt', 2)).toBe('1.234.567,89');
    expect(formatNumber(n, 'ru', 2)).toBe(`1${NBSP}234${NBSP}567,89`);
  });

  it('groups four-digit numbers except in Spanish', () => {
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatNumber(1234.5, 'pt', 1)).toBe('1.234,5');
    expect(formatNumber(1234.5, 'es', 1)).toBe('1234,5');
    expect(formatNumber(12345.5, 'es', 1)).toBe('12.345,5');
    expect(formatNumber(999, 'ru', 0)).toBe('999');
  });

  it('rounds half away from zero on the decimal digits', () => {
    expect(formatNumber(1.005, 'en', 2)).toBe('1.01');
    expect(formatNumber(2.675, 'en', 2)).toBe('2.68');
    expect(formatNumber(-1.005, 'en', 2)).toBe('-1.01');
    expect(formatNumber(0.1 + 0.2, 'en', 2)).toBe('0.30');
    expect(formatNumber(-0.001, 'en', 2)).toBe('0.00');
    expect(formatNumber(999.995, 'en', 2)).toBe('1,000.00');
    expect(formatNumber(0.0000001, 'en', 3, { trim: true })).toBe('0');
    expect(formatNumber('12500.005', 'es', 2)).toBe('12.500,01');
  });

  it('drops trailing zeros when asked, and groups only when asked', () => {
    expect(formatNumber(12.5, 'es', 2, { trim: true })).toBe('12,5');
    expect(formatNumber(3, 'es', 2, { trim: true })).toBe('3');
    expect(formatNumber(12345.5, 'en', 2, { grouping: false })).toBe('12345.50');
  });

  it('shows nothing for none or what it cannot read', () => {
    expect(formatNumber(null, 'en', 2)).toBe('');
    expect(formatNumber(undefined, 'en', 2)).toBe('');
    expect(formatNumber(Number.NaN, 'en', 2)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en', 2)).toBe('');
    expect(formatNumber('12,5', 'en', 2)).toBe('');
  });

  it('round-trips: what an input shows reads back as the same number, in every language', () => {
    const values = [0, 0.5, 2.5, 12.05, 350.5, 1500, 12000, 1234.56, 1234567.891, 100000, 0.000123];
    for (const locale of LOCALES) {
      for (const value of values) {
        const text = inputText(value, locale);
        expect(parseNumber(text, locale), `${value} as ${text} in ${locale}`).toEqual({ ok: true, value, text: String(value) });
      }
    }
  });

  it('round-trips: what a view shows with decimals reads back as the rounded number, in every language', () => {
    for (const locale of LOCALES) {
      for (const [value, decimals] of [
        [1234.5, 2],
        [1234567.891, 2],
        [0.125, 3],
        [350.5, 1],
        [12, 2],
      ] as const) {
        const shown = formatNumber(value, locale, decimals);
        const reading: NumberReading = parseNumber(shown, locale);
        expect(reading.ok && reading.value, `${shown} in ${locale}`).toBe(Number(value.toFixed(decimals)));
      }
    }
  });
});

describe('inputText', () => {
  it('shows a stored value with every decimal, the reader decimal mark and no groups', () => {
    expect(inputText('350.50', 'es')).toBe('350,50');
    expect(inputText('12500.00', 'en')).toBe('12500.00');
    expect(inputText(22.05, 'ru')).toBe('22,05');
    expect(inputText(1500, 'en')).toBe('1500');
    expect(inputText(null, 'en')).toBe('');
  });
});

describe('money', () => {
  it('shows the currency code once and the currency decimals, grouped', () => {
    expect(formatMoney('350.50', 'EUR', 'es')).toBe(`EUR${NBSP}350,50`);
    expect(formatMoney('12500.00', 'GBP', 'en')).toBe(`GBP${NBSP}12,500.00`);
    expect(formatMoney('12000.00', 'JPY', 'ja')).toBe(`JPY${NBSP}12,000`);
    expect(formatMoney('12000.00', 'JPY', 'ru')).toBe(`JPY${NBSP}12${NBSP}000`);
    expect(formatMoney('1234.5', 'USD', 'pt')).toBe(`USD${NBSP}1.234,50`);
    expect(formatMoney(7, 'CHF', 'zh')).toBe(`CHF${NBSP}7.00`);
    expect(formatMoney(null, 'EUR', 'en')).toBe('');
  });

  it('keeps decimals a currency does not have rather than round money away', () => {
    expect(formatMoney('12000.50', 'JPY', 'en')).toBe(`JPY${NBSP}12,000.50`);
  });

  it('reads an amount as the decimal text the API takes, exactly', () => {
    expect(parseMoney('350,50', 'EUR', 'es')).toEqual({ ok: true, value: 350.5, text: '350.50' });
    expect(parseMoney('350,50', 'EUR', 'pt')).toMatchObject({ ok: true, text: '350.50' });
    expect(parseMoney('350,50', 'EUR', 'ru')).toMatchObject({ ok: true, text: '350.50' });
    expect(parseMoney('350.50', 'EUR', 'en')).toMatchObject({ ok: true, text: '350.50' });
    expect(parseMoney('350.50', 'EUR', 'zh')).toMatchObject({ ok: true, text: '350.50' });
    expect(parseMoney('350.50', 'EUR', 'ja')).toMatchObject({ ok: true, text: '350.50' });
    expect(parseMoney('99999999999.99', 'USD', 'en')).toMatchObject({ ok: true, text: '99999999999.99' });
    expect(parseMoney('12.000', 'JPY', 'es')).toMatchObject({ ok: false, problem: { kind: 'ambiguous' } });
    expect(parseMoney('12000', 'JPY', 'es')).toMatchObject({ ok: true, text: '12000' });
    expect(parseMoney('12000,5', 'JPY', 'es')).toMatchObject({ ok: false, problem: { kind: 'tooManyDecimals', decimals: 0 } });
    expect(parseMoney('1,005', 'EUR', 'es')).toMatchObject({ ok: false, problem: { kind: 'tooManyDecimals', decimals: 2 } });
    expect(parseMoney('-5', 'EUR', 'en')).toMatchObject({ ok: false, problem: { kind: 'negative' } });
    expect(parseMoney('200000000000', 'EUR', 'en')).toMatchObject({ ok: false, problem: { kind: 'tooLarge' } });
    expect(parseMoney('', 'EUR', 'en')).toEqual({ ok: true, value: null, text: null });
  });
});

describe('measurements', () => {
  it('show at most 2 decimals for weights and lengths, 3 for m³, 2 for ft³, in the reader format', () => {
    expect(formatMeasure(220.46226, 'weight', 'en')).toBe('220.46');
    expect(formatMeasure(12.5, 'weight', 'es')).toBe('12,5');
    expect(formatMeasure(100, 'length', 'ru')).toBe('100');
    expect(formatMeasure(39.3700787, 'length', 'pt')).toBe('39,37');
    expect(formatMeasure(0.12345, 'm3', 'en')).toBe('0.123');
    expect(formatMeasure(3.5314667, 'ft3', 'es')).toBe('3,53');
    expect(formatMeasure(null, 'weight', 'en')).toBe('');
    expect(formatWeight({ value: 125.456, unit: 'Kg' }, 'es')).toBe(`125,46${NBSP}Kg`);
    expect(formatWeight({ value: 1250, unit: 'lb' }, 'en')).toBe(`1,250${NBSP}lb`);
    expect(formatWeight({ value: null, unit: 'Kg' }, 'en')).toBe('');
    expect(formatWeight(null, 'en')).toBe('');
    expect(formatVolume(0.5, 'ru')).toBe(`0,5${NBSP}m³`);
    expect(formatVolume(null, 'en')).toBe('');
    expect(formatCount(10000, 'en')).toBe('10,000');
    expect(formatCount(10000, 'es')).toBe('10.000');
    expect(formatCount(42, 'ja')).toBe('42');
  });
});

describe('numberProblemText', () => {
  it('puts the problem details into the message', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;
    expect(numberProblemText({ kind: 'ambiguous', text: '1.500', whole: '1500', decimal: '1,5' }, t)).toBe('number.ambiguous {"text":"1.500","whole":"1500","decimal":"1,5"}');
    expect(numberProblemText({ kind: 'tooManyDecimals', decimals: 0 }, t)).toBe('number.wholeNumber {}');
    expect(numberProblemText({ kind: 'tooManyDecimals', decimals: 2 }, t)).toBe('number.tooManyDecimals {"count":2}');
    expect(numberProblemText({ kind: 'required' }, t)).toBe('form.required {}');
  });
});
