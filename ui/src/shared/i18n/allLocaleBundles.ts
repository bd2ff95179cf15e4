/**
 * Every language at once, for the server bundle (QuickJS renders any language synchronously) and for tests.
 * The browser never imports this module: it loads one language at a time (localeBundles.ts).
 */
import type { Locale } from '../payload';
import en from './bundles/en';
import es from './bundles/es';
import ja from './bundles/ja';
import pt from './bundles/pt';
import ru from './bundles/ru';
import zh from './bundles/zh';
import { registerLocaleBundle, type LocaleBundle } from './localeBundles';

const all: Readonly<Record<Locale, LocaleBundle>> = { en, es, zh, ja, pt, ru };

export function registerAllLocaleBundles(): void {
  for (const [locale, bundle] of Object.entries(all)) registerLocaleBundle(locale as Locale, bundle);
}
