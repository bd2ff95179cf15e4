import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Translator, TranslateOptions } from './translator';

export type Translate = (key: string, options?: TranslateOptions) => string;

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/*
 * Measured in QuickJS with i18next: one t() cost ~0.1 ms and react-i18next's useTranslation ~0.15 ms more, which
 * added up to milliseconds per page (every label of a menu or a form). Strings never change once loaded,
 * so a key without options always gives the same text for a language: cache it for the life of the engine.
 * Calls with options (interpolation, plurals) go to the translator every time.
 */
const MAX_CACHED = 5000;
const cache = new Map<string, string>();
const translators = new WeakMap<Translator, Translate>();

export function translatorFor(i18n: Translator): Translate {
  let translate = translators.get(i18n);
  if (!translate) {
    translate = (key, options) => {
      if (options) return i18n.t(key, options);
      const cacheKey = `${i18n.language}\u0000${key}`;
      let text = cache.get(cacheKey);
      if (text === undefined) {
        text = i18n.t(key);
        // A key not found reads as itself; its pack may arrive later (a screen's strings), so it is not kept.
        if (text === key) return text;
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
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useT outside TranslatorProvider');
  return translatorFor(translator);
}
