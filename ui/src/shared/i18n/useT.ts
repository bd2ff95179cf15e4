import type { i18n as I18n, TOptions } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export type Translate = (key: string, options?: TOptions) => string;

/*
 * Measured in QuickJS: one i18next t() costs ~0.1 ms and react-i18next's useTranslation ~0.15 ms more, which
 * adds up to milliseconds per page (every label of a menu or a form). Resources are bundled and never change,
 * so a key without options always gives the same text for a language: cache it for the life of the engine.
 * Calls with options (interpolation, plurals) go to i18next every time.
 */
const MAX_CACHED = 5000;
const cache = new Map<string, string>();
const translators = new WeakMap<I18n, Translate>();

export function translatorFor(i18n: I18n): Translate {
  let translate = translators.get(i18n);
  if (!translate) {
    translate = (key, options) => {
      if (options) return i18n.t(key, options) as string;
      const cacheKey = `${i18n.language}\u0000${key}`;
      let text = cache.get(cacheKey);
      if (text === undefined) {
        text = i18n.t(key) as string;
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(cacheKey, text);
      }
      return text;
    };
    translators.set(i18n, translate);
  }
  return translate;
}

/**
 * The translate function of the current render. It does not subscribe to language changes: switching the
 * language (App) changes the i18n instance's language and remounts the routed tree, so every screen renders
 * again with the new strings. The cache key includes the language, so it never serves the old one.
 */
export function useT(): Translate {
  const context = useContext(I18nContext);
  if (!context?.i18n) throw new Error('useT outside I18nextProvider');
  return translatorFor(context.i18n);
}
