import { describe, expect, it } from 'vitest';
import { countryOptions } from './countryNames';

const countries = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'DE', name: 'Germany' },
  { code: 'JP', name: 'Japan' },
  { code: 'XK', name: 'Kosovo' },
];

describe('countryOptions', () => {
  it('keeps the English names in English, sorted', () => {
    expect(countryOptions(countries, 'en').map((o) => o.label)).toEqual(['Germany', 'Japan', 'Kosovo', 'United Kingdom']);
  });

  it('shows names in the reader\'s language but stores the English name', () => {
    const options = countryOptions(countries, 'es');
    expect(options.find((o) => o.value === 'Germany')?.label).toBe('Alemania');
    expect(options.find((o) => o.value === 'United Kingdom')?.label).toBe('Reino Unido');
    expect(countryOptions(countries, 'ja').find((o) => o.value === 'Japan')?.label).toBe('日本');
  });

  it('falls back to the English name without Intl.DisplayNames, or when a name is missing', () => {
    expect(countryOptions(countries, 'ru', {}).map((o) => o.label)).toEqual(['Germany', 'Japan', 'Kosovo', 'United Kingdom']);
    const partial = { DisplayNames: class { of(code: string) { return code === 'DE' ? 'Deutschland' : code; } } };
    expect(countryOptions(countries, 'de', partial as never).map((o) => [o.value, o.label])).toEqual([
      ['Germany', 'Deutschland'],
      ['Japan', 'Japan'],
      ['Kosovo', 'Kosovo'],
      ['United Kingdom', 'United Kingdom'],
    ]);
  });
});
