import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../payload';
import { createI18n, translatorFor } from './index';
import { LANGUAGE_NAMES, languageCookie, rememberLanguage, switchLanguage } from './language';

function fakeDocument() {
  const written: string[] = [];
  const doc = {
    documentElement: { lang: 'en' },
    set cookie(line: string) {
      written.push(line);
    },
  };
  vi.stubGlobal('document', doc);
  return { doc, written };
}

describe('the language cookie', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the one the server reads, for the whole site, a year, SameSite=Lax', () => {
    expect(languageCookie('ja')).toBe('plinth_lang=ja; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is written, with <html lang>, when a language is chosen', () => {
    const { doc, written } = fakeDocument();
    rememberLanguage('ru');
    expect(written).toEqual(['plinth_lang=ru; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(doc.documentElement.lang).toBe('ru');
  });

  it('goes with an i18n switch that takes effect once it resolves, past the translation cache', async () => {
    const { written } = fakeDocument();
    const i18n = createI18n('en');
    const t = translatorFor(i18n);
    expect(t('menu.dashboard')).toBe('Dashboard');
    await switchLanguage(i18n, 'ja');
    expect(t('menu.dashboard')).toBe('ダッシュボード');
    expect(t('status.inTransit')).toBe('輸送中');
    expect(written).toEqual(['plinth_lang=ja; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});

describe('language names', () => {
  it('name every locale in its own language', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LOCALES].sort());
    expect(LANGUAGE_NAMES.ja).toBe('日本語');
    expect(LANGUAGE_NAMES.ru).toBe('Русский');
  });
});
