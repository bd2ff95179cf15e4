import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../payload';
import { localeBundle } from './localeBundles';
import { createI18n } from './index';

/** Every key of a strings file, plural forms folded into their base key. */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return inner && typeof inner === 'object' ? keysOf(inner, path) : [path.replace(/_(zero|one|two|few|many|other)$/, '')];
  });
}

const OPTION_SETS = [
  undefined,
  ...[0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1.5].map((count) => ({ count })),
  { name: 'Ada', count: 2, from: 'A', to: 'B', title: 'T', id: 7, ref: 'R-1', types: '.pdf', total: 9, page: 3 },
  { name: null },
];

describe('the translator', () => {
  it.each(LOCALES)('gives what i18next gives for every key of %s, with and without options', async (locale) => {
    const reference = i18next.createInstance();
    await reference.init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: localeBundle(l)?.translation ?? {} }])),
      interpolation: { escapeValue: false },
    });
    const ours = createI18n(locale);
    const keys = [...new Set(keysOf(localeBundle(locale)?.translation ?? {}))];
    expect(keys.length).toBeGreaterThan(100);
    for (const key of [...keys, 'no.such.key']) {
      for (const options of OPTION_SETS) expect(ours.t(key, options), `${locale} ${key} ${JSON.stringify(options)}`).toBe(reference.t(key, options));
    }
  });

  it('falls back to English for a key the language lacks, then to the key', () => {
    const t = createI18n('ja');
    t.add('ja', { only: 'ja' });
    expect(t.t('menu.dashboard')).toBe('Dashboard');
    expect(t.t('only')).toBe('ja');
    expect(t.t('nothing.here')).toBe('nothing.here');
  });
});
