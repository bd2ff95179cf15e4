import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../payload';
import { daysInMonth, formatDateInput, isIsoDate, parseDateInput, type DateInputReading } from './dateInput';

const read = (text: string, locale: Locale = 'en') => parseDateInput(text, locale);
const day = (iso: string): DateInputReading => ({ ok: true, iso });

describe('formatDateInput', () => {
  it('shows YYYY-MM-DD as dd-MMM-yyyy with the month of the language', () => {
    expect(formatDateInput('2026-03-05', 'en')).toBe('05-Mar-2026');
    expect(formatDateInput('2026-03-05', 'es')).toBe('05-mar-2026');
    expect(formatDateInput('2026-02-05', 'pt')).toBe('05-fev-2026');
    expect(formatDateInput('2026-03-05', 'ru')).toBe('05-мар-2026');
    // Russian's "of May" and "Sept." lose only the dot.
    expect(formatDateInput('2026-05-09', 'ru')).toBe('09-мая-2026');
    expect(formatDateInput('2026-09-01', 'ru')).toBe('01-сент-2026');
    expect(formatDateInput('2026-12-25', 'zh')).toBe('25-12月-2026');
    expect(formatDateInput('2026-03-05', 'ja')).toBe('05-3月-2026');
  });

  it('gives nothing for what is not a real YYYY-MM-DD day', () => {
    for (const text of ['', '2026-02-29', '2026-13-01', '2026-3-5', '05-Mar-2026', 'garbage']) expect(formatDateInput(text, 'en'), text).toBe('');
  });
});

describe('parseDateInput', () => {
  it('reads dd-MMM-yyyy in English, whatever the case, the padding and the separators', () => {
    for (const text of ['05-Mar-2026', '5-mar-2026', '05-MAR-2026', ' 5 Mar 2026 ', '5/mar/2026', '5.Mar.2026', '5 March 2026', '5 march, 2026', '05-Mar.-2026']) {
      expect(read(text), text).toEqual(day('2026-03-05'));
    }
    expect(read('Mar 5, 2026')).toEqual(day('2026-03-05'));
    expect(read('1-Sept-2026')).toEqual(day('2026-09-01'));
  });

  it('reads the month names of each language, as date-fns abbreviates them and as people type them', () => {
    const cases: Array<[Locale, string, string]> = [
      ['es', '05-mar-2026', '2026-03-05'],
      ['es', '5-Ene-2027', '2027-01-05'],
      ['es', '5 de marzo de 2026', '2026-03-05'],
      ['es', '01-sept-2026', '2026-09-01'],
      ['es', '24-DIC-2026', '2026-12-24'],
      ['pt', '05-fev-2026', '2026-02-05'],
      ['pt', '5 de março de 2026', '2026-03-05'],
      ['pt', '5 de marco de 2026', '2026-03-05'],
      ['pt', '10-Out-2026', '2026-10-10'],
      ['pt', '7-set-2026', '2026-09-07'],
      ['ru', '05-мар-2026', '2026-03-05'],
      ['ru', '05-мар.-2026', '2026-03-05'],
      ['ru', '5 марта 2026 г.', '2026-03-05'],
      ['ru', '9-мая-2026', '2026-05-09'],
      ['ru', '9-май-2026', '2026-05-09'],
      ['ru', '1-Сен-2026', '2026-09-01'],
      ['ru', '1-сентябрь-2026', '2026-09-01'],
      ['ru', '3-НОЯБ-2026', '2026-11-03'],
      ['zh', '05-3月-2026', '2026-03-05'],
      ['zh', '5-三月-2026', '2026-03-05'],
      ['zh', '5-十一月-2026', '2026-11-05'],
      ['zh', '2026年3月5日', '2026-03-05'],
      ['ja', '05-3月-2026', '2026-03-05'],
      ['ja', '2026年11月5日', '2026-11-05'],
    ];
    for (const [locale, text, iso] of cases) expect(read(text, locale), `${locale} ${text}`).toEqual(day(iso));
  });

  it('reads English month names in every language, after the language’s own', () => {
    for (const locale of LOCALES) expect(read('05-Mar-2026', locale), locale).toEqual(day('2026-03-05'));
    expect(read('05-Oct-2026', 'pt')).toEqual(day('2026-10-05'));
    expect(read('05-Dec-2026', 'es')).toEqual(day('2026-12-05'));
    expect(read('05-May-2026', 'ru')).toEqual(day('2026-05-05'));
  });

  it('reads ISO dates and numbers day first in every language', () => {
    for (const locale of LOCALES) {
      expect(read('2026-03-05', locale), locale).toEqual(day('2026-03-05'));
      expect(read('2026/3/5', locale), locale).toEqual(day('2026-03-05'));
      expect(read('05/03/2026', locale), locale).toEqual(day('2026-03-05'));
      expect(read('5.3.2026', locale), locale).toEqual(day('2026-03-05'));
      expect(read('25/12/2026', locale), locale).toEqual(day('2026-12-25'));
    }
  });

  it('gives an empty field as no date', () => {
    expect(read('')).toEqual(day(''));
    expect(read('   ')).toEqual(day(''));
  });

  it('refuses a day the month does not have, saying which is its last', () => {
    expect(read('31-Feb-2026')).toEqual({ ok: false, problem: { kind: 'day', lastDay: '2026-02-28' } });
    expect(read('31-abr-2026', 'es')).toEqual({ ok: false, problem: { kind: 'day', lastDay: '2026-04-30' } });
    expect(read('32-янв-2026', 'ru')).toEqual({ ok: false, problem: { kind: 'day', lastDay: '2026-01-31' } });
    expect(read('00-Mar-2026')).toEqual({ ok: false, problem: { kind: 'day', lastDay: '2026-03-31' } });
    expect(read('2026-02-30')).toEqual({ ok: false, problem: { kind: 'day', lastDay: '2026-02-28' } });
  });

  it('knows leap years', () => {
    expect(read('29-Feb-2024')).toEqual(day('2024-02-29'));
    expect(read('29-Feb-2000')).toEqual(day('2000-02-29'));
    expect(read('29-Feb-2026')).toEqual({ ok: false, problem: { kind: 'day', lastDay: '2026-02-28' } });
    expect(read('29-Feb-2100')).toEqual({ ok: false, problem: { kind: 'day', lastDay: '2100-02-28' } });
    expect([daysInMonth(2024, 2), daysInMonth(1900, 2), daysInMonth(2026, 12)]).toEqual([29, 28, 31]);
  });

  it('refuses what it cannot read for sure: two-digit or missing years, unknown or ambiguous months', () => {
    expect(read('05-Mar-26')).toEqual({ ok: false, problem: { kind: 'year' } });
    expect(read('05/03/26')).toEqual({ ok: false, problem: { kind: 'year' } });
    expect(read('05-Mar')).toEqual({ ok: false, problem: { kind: 'year' } });
    expect(read('05-Mar-0026')).toEqual({ ok: false, problem: { kind: 'year' } });
    expect(read('05-Mrz-2026')).toEqual({ ok: false, problem: { kind: 'month', token: 'Mrz' } });
    // "Ju" is June or July; two letters never stand for a month.
    expect(read('05-Ju-2026')).toEqual({ ok: false, problem: { kind: 'month', token: 'Ju' } });
    // Month first with numbers only is not how any of our languages writes dates: there is no month 25.
    expect(read('03/25/2026')).toEqual({ ok: false, problem: { kind: 'month', token: '25' } });
    expect(read('05-13-2026')).toEqual({ ok: false, problem: { kind: 'month', token: '13' } });
    // A Spanish month in English is not a month.
    expect(read('05-ene-2026', 'en')).toEqual({ ok: false, problem: { kind: 'month', token: 'ene' } });
  });

  it('refuses garbage', () => {
    for (const text of ['garbage', 'tomorrow', '2026-03', 'Mar 2026', '05032026', '5-3-2026-1', '5th March 2026', '123-Mar-2026', '05-Mar-20x6']) {
      const reading = read(text);
      expect(reading.ok, text).toBe(false);
    }
  });

  it('reads back what it shows, for every day of a leap year, in every language', () => {
    for (const locale of LOCALES) {
      for (let d = new Date(Date.UTC(2024, 0, 1)); d.getUTCFullYear() === 2024; d.setUTCDate(d.getUTCDate() + 1)) {
        const iso = d.toISOString().slice(0, 10);
        const shown = formatDateInput(iso, locale);
        expect(read(shown, locale), `${locale} ${shown}`).toEqual(day(iso));
        // And as people type it: lower or upper case, day without its zero.
        expect(read(shown.toUpperCase().replace(/^0/, ''), locale), `${locale} ${shown}`).toEqual(day(iso));
      }
    }
  });
});

describe('isIsoDate', () => {
  it('is true for real days in YYYY-MM-DD only', () => {
    expect(['2026-03-05', '2024-02-29'].map(isIsoDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-00-10', '2026-3-5', '05-Mar-2026', ''].map(isIsoDate)).toEqual([false, false, false, false, false, false]);
  });
});
