import type { Locale } from '../payload';
import { switchStrings } from './localeBundles';
import type { Translator } from './translator';

/** Each language by its own name, the same in every locale: a reader looks for the name they can read. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  zh: '中文',
  ja: '日本語',
  pt: 'Português',
  ru: 'Русский',
};

/** The server reads this cookie (server/src/ssr/pages.rs LOCALE_COOKIE) to render the next page load. */
export const LANGUAGE_COOKIE = 'plinth_lang';
const ONE_YEAR_SECS = 365 * 24 * 60 * 60;

/** The Set-Cookie line for the chosen language: whole site, one year, not sent on cross-site posts. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECS}; SameSite=Lax`;
}

/** Browser only: remembers the language for the server and tells assistive tech what the page is in. */
export function rememberLanguage(locale: Locale): void {
  document.cookie = languageCookie(locale);
  document.documentElement.lang = locale;
}

/**
 * Browser only: the i18n half of a live switch (App re-renders the screens once it resolves). The language's
 * chunk and the packs of the screens seen so far are fetched first, so the instance has every string the
 * screens need when they render again.
 */
export async function switchLanguage(i18n: Translator, locale: Locale): Promise<void> {
  const bundle = await switchStrings(locale);
  if (!i18n.has(locale)) i18n.add(locale, bundle.translation);
  i18n.language = locale;
  rememberLanguage(locale);
}
