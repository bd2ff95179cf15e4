import { describe, expect, it, vi } from 'vitest';
import { createI18n, translatorFor } from '../i18n';
import { ageFormatter, ageText } from './age';

describe('ageText', () => {
  it('reads today, yesterday, then N days ago', () => {
    expect(ageText(0)).toEqual({ key: 'assignment.age.today' });
    expect(ageText(1)).toEqual({ key: 'assignment.age.yesterday' });
    expect(ageText(2)).toEqual({ key: 'assignment.age.daysAgo', count: 2 });
    expect(ageText(400)).toEqual({ key: 'assignment.age.daysAgo', count: 400 });
  });

  it('reads a negative, fractional or missing age sensibly', () => {
    expect(ageText(-1)).toEqual({ key: 'assignment.age.today' });
    expect(ageText(0.9)).toEqual({ key: 'assignment.age.today' });
    expect(ageText(1.5)).toEqual({ key: 'assignment.age.yesterday' });
    expect(ageText(Number.NaN)).toEqual({ key: 'assignment.age.today' });
  });
});

describe('ageFormatter', () => {
  it('says it in the reader’s language with its plural forms', () => {
    const en = ageFormatter(translatorFor(createI18n('en')));
    expect([0, 1, 2, 21].map(en)).toEqual(['today', 'yesterday', '2 days ago', '21 days ago']);
    const ru = ageFormatter(translatorFor(createI18n('ru')));
    expect([0, 1, 2, 5, 21, 22].map(ru)).toEqual(['сегодня', 'вчера', '2 дня назад', '5 дней назад', '21 день назад', '22 дня назад']);
    const ja = ageFormatter(translatorFor(createI18n('ja')));
    expect(ja(3)).toBe('3日前');
  });

  it('looks each distinct age up once', () => {
    const t = vi.fn((key: string, options?: { count?: number }) => (options ? `${key}:${options.count}` : key));
    const format = ageFormatter(t);
    expect([5, 5, 0, 5, 1, 7].map(format)).toEqual([
      'assignment.age.daysAgo:5', 'assignment.age.daysAgo:5', 'assignment.age.today', 'assignment.age.daysAgo:5', 'assignment.age.yesterday', 'assignment.age.daysAgo:7',
    ]);
    // today and yesterday up front, then 5 and 7 once each.
    expect(t).toHaveBeenCalledTimes(4);
  });
});
