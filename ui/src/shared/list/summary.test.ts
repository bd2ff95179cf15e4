import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import type { Locale } from '../payload';
import { summaryFigures } from './core';

const summary = (locale: Locale, total: number, page: number, size: number, rows: number) =>
  createI18n(locale).t('list.summary', summaryFigures(total, page, size, rows, locale));

describe("a list's summary", () => {
  it('groups the total and the shown range by thousands in every language', () => {
    expect(summary('en', 10000, 1, 10, 10)).toBe('Showing 1–10 of 10,000 entries');
    expect(summary('en', 10000, 1000, 10, 10)).toBe('Showing 9,991–10,000 of 10,000 entries');
    expect(summary('es', 10000, 1, 10, 10)).toBe('Mostrando 1–10 de 10.000 registros');
    expect(summary('pt', 10000, 1, 10, 10)).toBe('Mostrando 1–10 de 10.000 registros');
    expect(summary('ru', 10000, 1, 10, 10)).toBe('Показаны 1–10 из 10\u00A0000 записей');
    expect(summary('zh', 10000, 1, 10, 10)).toBe('显示第 1–10 条，共 10,000 条');
    expect(summary('ja', 10000, 1, 10, 10)).toBe('10,000 件中 1–10 件を表示');
  });

  it('keeps the plural form of the number, and small numbers (and Spanish four-digit ones) ungrouped', () => {
    expect(summary('en', 1, 1, 10, 1)).toBe('Showing 1–1 of 1 entry');
    expect(summary('en', 1234, 1, 10, 10)).toBe('Showing 1–10 of 1,234 entries');
    expect(summary('es', 1234, 1, 10, 10)).toBe('Mostrando 1–10 de 1234 registros');
    expect(summary('ru', 21, 1, 20, 20)).toBe('Показаны 1–20 из 21 записи');
    expect(summary('ru', 1001, 1, 20, 20)).toBe('Показаны 1–20 из 1\u00A0001 записи');
    expect(summaryFigures(25, 3, 5, 5, 'en')).toEqual({ count: 25, total: '25', from: '11', to: '15' });
  });
});
