/**
 * Every language at once, with every string of the locale files, for the server bundle (QuickJS renders any
 * page in any language synchronously) and for tests. The browser never imports this module: it loads one
 * language at a time, and of it the strings of every page and then each screen's packs (localeBundles.ts).
 */
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import ja from '../../locales/ja.json';
import pt from '../../locales/pt.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import type { Locale } from '../payload';
import enBundle from './bundles/en';
import esBundle from './bundles/es';
import jaBundle from './bundles/ja';
import ptBundle from './bundles/pt';
import ruBundle from './bundles/ru';
import zhBundle from './bundles/zh';
import { registerLocaleBundle, type LocaleBundle } from './localeBundles';

const all: Readonly<Record<Locale, LocaleBundle>> = {
  en: { translation: en, dates: enBundle.dates },
  es: { translation: es, dates: esBundle.dates },
  zh: { translation: zh, dates: zhBundle.dates },
  ja: { translation: ja, dates: jaBundle.dates },
  pt: { translation: pt, dates: ptBundle.dates },
  ru: { translation: ru, dates: ruBundle.dates },
};

export function registerAllLocaleBundles(): void {
  for (const [locale, bundle] of Object.entries(all)) registerLocaleBundle(locale as Locale, bundle, true);
}
