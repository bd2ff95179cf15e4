import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import ja from './ja.json';
import pt from './pt.json';
import ru from './ru.json';
import zh from './zh.json';

const locales: Record<string, object> = { en, es, zh, ja, pt, ru };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (inner && typeof inner === 'object') for (const [k, v] of flatten(inner, path)) out.set(k, v);
    else out.set(path, inner);
  }
  return out;
}

const flat = Object.fromEntries(Object.entries(locales).map(([lng, res]) => [lng, flatten(res)]));
// Plural forms differ by language (Russian has four, Japanese one); compare the keys without them.
const baseKeys = (lng: string) => new Set([...flat[lng].keys()].map((k) => k.replace(PLURAL, '')));
const placeholders = (text: string) => (text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

describe('locale files', () => {
  it.each(Object.keys(locales))('%s has the same keys as en', (lng) => {
    expect([...baseKeys(lng)].sort()).toEqual([...baseKeys('en')].sort());
  });

  it.each(Object.keys(locales))('%s has only non-empty strings', (lng) => {
    for (const [key, value] of flat[lng]) {
      expect(typeof value, `${lng}:${key}`).toBe('string');
      expect((value as string).trim(), `${lng}:${key}`).not.toBe('');
    }
  });

  // Brand names read the same in every language.
  // Brand names, and the standard codes IBAN, BIC, UBL and URL, which every language writes so.
  const PROPER_NAMES = /^(codes\.groupBrand\.|einvoice\.field\.(iban|bic)$|einvoice\.ubl$|webhooks\.fields\.url$)/;
  // Words the language spells as English does.
  const SAME_WORD: Readonly<Record<string, readonly string[]>> = {
    es: ['adminAssignment.documents.no', 'conditionReports.photo.zoom', 'menu.webhooks', 'webhooks.log.error', 'webhooks.log.ms'],
    pt: ['conditionReports.photo.zoom', 'menu.webhooks', 'webhooks.log.ms'],
  };
  // Nothing to translate: placeholders and punctuation only ('{{status}} ({{progress}}%)').
  const noWords = (value: unknown) => typeof value === 'string' && !/\p{L}/u.test(value.replace(/\{\{\w+\}\}/g, ''));
  it.each(Object.keys(locales).filter((l) => l !== 'en'))('%s is translated (no value left as the English one)', (lng) => {
    for (const [key, value] of flat[lng]) {
      if (PROPER_NAMES.test(key) || SAME_WORD[lng]?.includes(key) || noWords(value)) continue;
      const english = flat.en.get(key) ?? flat.en.get(key.replace(PLURAL, '_other'));
      expect(value, `${lng}:${key}`).not.toBe(english);
    }
  });

  it.each(Object.keys(locales))('%s keeps the placeholders of en', (lng) => {
    for (const [key, value] of flat[lng]) {
      const english = (flat.en.get(key) ?? flat.en.get(key.replace(PLURAL, '_other'))) as string;
      expect(placeholders(value as string), `${lng}:${key}`).toEqual(placeholders(english));
    }
  });

  it.each(Object.keys(locales))('%s has every plural form its language needs', (lng) => {
    const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const bases = new Set([...flat.en.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    expect(bases.size).toBeGreaterThan(0);
    for (const base of bases) {
      for (const category of needed) expect(flat[lng].has(`${base}_${category}`), `${lng}:${base}_${category}`).toBe(true);
    }
  });
});
