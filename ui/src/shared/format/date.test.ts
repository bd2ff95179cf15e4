import { describe, expect, it } from 'vitest';
import { formatUtc, LIST_DATE_TIME } from './date';

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
});
