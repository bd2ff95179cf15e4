import { describe, expect, it } from 'vitest';
import { convert, figures, marginPercent, minorText, rateMicro, taxOn, taxRateBp, toMinor, type MoneyLine } from '.';

// The same tables as server/src/money: the panel must show what the API and the PDF will say.
const line = (currency: string, cost: number, charge: number, taxable: boolean, ignored = false): MoneyLine => ({ currency, cost, charge, taxable, ignored });

describe('conversion', () => {
  it.each([
    [1000, 'GBP', 'EUR', 1_170_000, 1170],
    [1000, 'JPY', 'GBP', 5_200, 520],
    [1, 'JPY', 'GBP', 5_200, 1],
    [1, 'JPY', 'GBP', 4_999, 0],
    [1999, 'USD', 'JPY', 150_500_000, 3008],
    [1001, 'USD', 'JPY', 1_500_000, 15],
    [-1001, 'USD', 'JPY', 1_500_000, -15],
    [5, 'GBP', 'USD', 1_100_000, 6],
    [-5, 'GBP', 'USD', 1_100_000, -6],
  ])('%i %s to %s at %i is %i', (minor, from, to, rate, expected) => {
    expect(convert(minor, from, to, rate)).toBe(expected);
  });
});

describe('tax and margin', () => {
  it.each([
    [1001, 1750, 175],
    [1000, 2000, 200],
    [3, 5000, 2],
    [1, 4999, 0],
    [-3, 5000, -2],
  ])('tax on %i at %i bp is %i', (minor, bp, tax) => expect(taxOn(minor, bp)).toBe(tax));

  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [1000, 0, 0],
    [0, 0, 0],
    [2, 3, -33],
    [1, 3, -67],
    [5, 3, 67],
  ])('margin of %i over %i is %i %%', (net, cost, margin) => expect(marginPercent(net, cost)).toBe(margin));
});

describe('figures', () => {
  it('leave out ignored lines and tax only taxable ones', () => {
    const result = figures([line('GBP', 40000, 60000, true), line('GBP', 10000, 15050, false), line('GBP', 99999, 99999, true, true)], 'GBP', 2000, {});
    expect(result).toEqual({ ok: true, figures: { net: 75050, tax: 12000, gross: 87050, cost: 50000, margin: 50 } });
  });

  it('convert other currencies per line at the invoice rate', () => {
    const result = figures([line('GBP', 10000, 20000, true), line('EUR', 5000, 10001, true)], 'GBP', 2000, { EUR: 850_000 });
    expect(result).toEqual({ ok: true, figures: { net: 28501, tax: 5700, gross: 34201, cost: 14250, margin: 100 } });
  });

  it('work in yen, which has no minor unit', () => {
    const result = figures([line('JPY', 100_000, 150_000, true), line('USD', 1000, 1999, false)], 'JPY', 1000, { USD: 150_500_000 });
    expect(result.ok && result.figures).toMatchObject({ net: 153_008, cost: 101_505, tax: 15_000 });
  });

  it('name each currency that lacks a rate once', () => {
    const result = figures([line('EUR', 0, 1, true), line('USD', 0, 1, true), line('EUR', 0, 1, true), line('CHF', 0, 1, true, true)], 'GBP', 0, {});
    expect(result).toEqual({ ok: false, missingRates: ['EUR', 'USD'] });
  });
});

describe('texts', () => {
  it('read and write amounts in the currency decimals', () => {
    expect(toMinor('350.50', 'GBP')).toBe(35050);
    expect(toMinor('350.5', 'EUR')).toBe(35050);
    expect(toMinor('12000', 'JPY')).toBe(12000);
    expect(toMinor('12000.00', 'JPY')).toBe(12000);
    expect(toMinor('12.5', 'JPY')).toBeNull();
    expect(toMinor('1,000', 'GBP')).toBeNull();
    expect(toMinor('-5', 'GBP')).toBeNull();
    expect(minorText(35050, 'GBP')).toBe('350.50');
    expect(minorText(-305, 'USD')).toBe('-3.05');
    expect(minorText(12000, 'JPY')).toBe('12000');
  });

  it('read tax rates and exchange rates', () => {
    expect(taxRateBp('17.5')).toBe(1750);
    expect(taxRateBp('100')).toBe(10_000);
    expect(taxRateBp('100.01')).toBeNull();
    expect(taxRateBp('12.345')).toBeNull();
    expect(rateMicro('1.1734')).toBe(1_173_400);
    expect(rateMicro('0')).toBeNull();
    expect(rateMicro('0.0000001')).toBeNull();
  });
});
