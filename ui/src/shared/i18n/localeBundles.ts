import type { Locale as DateFnsLocale } from 'date-fns';
import type { Locale } from '../payload';

/** What a language brings: its i18next strings and its date-fns locale (month names, week start). */
export interface LocaleBundle {
  translation: Record<string, unknown>;
  dates: DateFnsLocale;
}

/*
 * The browser loads only the language it shows (each bundle is its own chunk, fetched with the page or on a
 * switch); the server bundle registers all of them at start (allLocaleBundles.ts), since it renders any
 * language synchronously. Renders read whatever is registered here.
 */
const bundleLoaders: Readonly<Record<Locale, () => Promise<{ default: LocaleBundle }>>> = {
  en: () => import('./bundles/en'),
  es: () => import('./bundles/es'),
  zh: () => import('./bundles/zh'),
  ja: () => import('./bundles/ja'),
  pt: () => import('./bundles/pt'),
  ru: () => import('./bundles/ru'),
};

const registered = new Map<Locale, LocaleBundle>();

export function registerLocaleBundle(locale: Locale, bundle: LocaleBundle): void {
  registered.set(locale, bundle);
}

/** The bundle of a language if it is here already: always on the server, after loadLocaleBundle in the browser. */
export function localeBundle(locale: Locale): LocaleBundle | undefined {
  return registered.get(locale);
}

export function registeredLocales(): Locale[] {
  return [...registered.keys()];
}

/** Fetches a language's chunk once and registers it. */
export async function loadLocaleBundle(locale: Locale): Promise<LocaleBundle> {
  const known = registered.get(locale);
  if (known) return known;
  const { default: bundle } = await bundleLoaders[locale]();
  registerLocaleBundle(locale, bundle);
  return bundle;
}
