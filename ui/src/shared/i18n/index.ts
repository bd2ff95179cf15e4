import i18next, { type i18n as I18n } from 'i18next';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import ja from '../../locales/ja.json';
import pt from '../../locales/pt.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../payload';

export const resources = {
  en: { translation: en },
  es: { translation: es },
  zh: { translation: zh },
  ja: { translation: ja },
  pt: { translation: pt },
  ru: { translation: ru },
} as const;

/**
 * A fresh instance per render: the server renders many users' pages in one engine, so no global language.
 * Resources are bundled and init is synchronous, so the first render already has every string.
 */
export { useT, translatorFor, type Translate } from './useT';
export { LocaleProvider, useLocale, useSetLocale } from './LocaleContext';
export { LANGUAGE_NAMES, languageCookie, rememberLanguage, switchLanguage } from './language';
export { LanguageSwitcher } from './LanguageSwitcher';

export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
