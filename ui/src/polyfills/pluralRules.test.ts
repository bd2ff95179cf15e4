import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/payload';
import { PluralRules } from './pluralRules';

// Node has full ICU: the polyfill must pick the same category for our languages.
describe('PluralRules polyfill', () => {
  const numbers = [...Array.from({ length: 250 }, (_, i) => i), 1001, 1000000, 0.5, 1.5, 2.25, 21.1];
  it.each([...LOCALES])('%s matches Intl.PluralRules', (lng) => {
    const ours = new PluralRules(lng);
    const native = new Intl.PluralRules(lng);
    for (const n of numbers) expect(ours.select(n), `${lng} ${n}`).toBe(native.select(n));
    expect([...ours.resolvedOptions().pluralCategories].sort()).toEqual([...native.resolvedOptions().pluralCategories].sort());
  });

  it('gives Russian its four forms', () => {
    const ru = new PluralRules('ru');
    expect([1, 21, 2, 24, 5, 11, 12, 1.5].map((n) => ru.select(n))).toEqual(['one', 'one', 'few', 'few', 'many', 'many', 'many', 'other']);
  });
});
