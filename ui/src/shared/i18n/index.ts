import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../payload';
import { localeBundle, registeredLocales } from './localeBundles';

export { useT, translatorFor, type Translate } from './useT';
export { LocaleProvider, useLocale, useSetLocale } from './LocaleContext';
export { LANGUAGE_NAMES, languageCookie, rememberLanguage, switchLanguage } from './language';
export { LanguageSwitcher } from './LanguageSwitcher';
export { loadLocaleBundle, localeBundle, registerLocaleBundle, type LocaleBundle } from './localeBundles';

/**
 * A fresh instance per render: the server renders many users' pages in one engine, so no global language.
 * It takes the languages registered now (all of them on the server; in the browser the page's own, loaded
 * before the first render) and inits synchronously, so the first render already has every string.
 */
export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(registeredLocales().map((l) => [l, { translation: localeBundle(l)?.translation ?? {} }])),
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
