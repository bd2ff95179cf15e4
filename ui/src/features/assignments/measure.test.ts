import { describe, expect, it } from 'vitest';
import { formatNumber, volumeText, weightText } from './measure';

describe('formatNumber', () => {
  it('rounds to the places given and drops trailing zeros', () => {
    expect(formatNumber(12.5, 2)).toBe('12.5');
    expect(formatNumber(3, 2)).toBe('3');
    expect(formatNumber(0.1254, 3)).toBe('0.125');
    expect(formatNumber(2.0004, 3)).toBe('2');
    expect(formatNumber(1200, 2)).toBe('1200');
    expect(formatNumber(-0.0001, 2)).toBe('0');
    expect(formatNumber(Number.NaN, 2)).toBe('');
  });
});

describe('weightText and volumeText', () => {
  it('say the value with its unit, or nothing', () => {
    expect(weightText({ value: 125.456, unit: 'Kg' })).toBe('125.46 Kg');
    expect(weightText({ value: null, unit: 'Kg' })).toBe('');
    expect(weightText(null)).toBe('');
    expect(volumeText(0.5)).toBe('0.5 m³');
    expect(volumeText(null)).toBe('');
  });
});
