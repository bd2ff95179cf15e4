import type { Locale } from '../payload';
import { localeBundle, registeredLocales } from './localeBundles';
import { Translator } from './translator';

export { useT, translatorFor, TranslatorProvider, type Translate } from './useT';
export { Translator } from './translator';
export { LocaleProvider, useLocale, useSetLocale } from './LocaleContext';
export { LANGUAGE_NAMES, languageCookie, rememberLanguage, switchLanguage } from './language';
export { LanguageSwitcher } from './LanguageSwitcher';
export { loadLocaleBundle, loadStringPacks, localeBundle, registerLocaleBundle, showLanguage, type LocaleBundle } from './localeBundles';

/**
 * A fresh instance per render: the server renders many users' pages in one engine, so no global language.
 * It takes the languages registered now (all of them on the server; in the browser the page's own, loaded
 * before the first render), so the first render already has every string.
 */
export function createI18n(locale: Locale): Translator {
  return new Translator(locale, new Map(registeredLocales().map((l) => [l, localeBundle(l)?.translation ?? {}])));
}
