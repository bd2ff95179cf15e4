import { UTCDateMini } from '@date-fns/utc/date/mini';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../payload';
import { dateFnsLocale, formatUtc, LIST_DATE, LIST_DATE_TIME } from './date';

describe('formatUtc', () => {
  it('formats dd MMM, yyyy in UTC', () => {
    expect(formatUtc('2026-11-20T10:00:00Z', 'en')).toBe('20 Nov, 2026');
    // 23:30 in New York is already the next day in UTC.
    expect(formatUtc('2026-11-20T23:30:00-05:00', 'en')).toBe('21 Nov, 2026');
    expect(formatUtc('2026-01-05T00:00:00Z', 'en')).toBe('05 Jan, 2026');
  });

  it('names the month in the language given', () => {
    expect(formatUtc('2026-11-20T10:00:00Z', 'es')).toBe('20 nov, 2026');
    expect(formatUtc('2026-11-20T10:00:00Z', 'ru')).toBe('20 нояб., 2026');
    expect(formatUtc('2026-11-20T10:00:00Z', 'ja')).toBe('20 11月, 2026');
    expect(formatUtc('2026-11-20T10:00:00Z', 'pt')).toBe('20 nov, 2026');
  });

  it('has a time variant', () => {
    expect(formatUtc('2026-11-20T14:05:00Z', 'en', LIST_DATE_TIME)).toBe('20 Nov, 2026 02:05 PM');
  });

  it('gives nothing for a missing or broken value', () => {
    expect(formatUtc(null, 'en')).toBe('');
    expect(formatUtc('', 'en')).toBe('');
    expect(formatUtc('not a date', 'en')).toBe('');
  });

  it("writes what date-fns' format writes, in every language, for every month, hour and pattern we use", () => {
    for (const locale of LOCALES) {
      for (let month = 0; month < 12; month++) {
        for (const hour of [0, 1, 11, 12, 13, 23]) {
          const iso = new Date(Date.UTC(2026, month, month * 2 + 1, hour, month * 5)).toISOString();
          for (const pattern of [LIST_DATE, LIST_DATE_TIME, 'dd-MMM-yyyy']) {
            expect(formatUtc(iso, locale, pattern), `${locale} ${iso} ${pattern}`).toBe(format(new UTCDateMini(iso), pattern, { locale: dateFnsLocale(locale) }));
          }
        }
      }
    }
  });

  it('refuses a pattern token it does not know rather than print it wrong', () => {
    expect(() => formatUtc('2026-11-20T10:00:00Z', 'en', 'EEEE')).toThrow(/EEEE/);
  });
});
