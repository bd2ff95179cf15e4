import type { Locale as DateFnsLocale } from 'date-fns';
import type { Locale } from '../payload';

type Strings = Record<string, unknown>;
/** Per pack of src/locales/packs.json: its chunk in one language. */
export type PackLoaders = Readonly<Record<string, () => Promise<{ default: Strings }>>>;

/**
 * The parts of a date-fns locale Plinth uses: names of months and days (lists, date fields, the calendar), the
 * long formats and the week options the calendar reads. Not the relative-time phrases nor the parsing patterns,
 * which nothing here calls and which weigh about 2 KiB gzipped a language on every first load. date-fns exports
 * only whole locales, so the bundles import these parts by file; dates.test.ts checks they are the whole
 * locale's own.
 */
export type DatesLocale = Pick<DateFnsLocale, 'code' | 'localize' | 'formatLong' | 'options'>;

/** What a language brings: its i18next strings and its dates (month names, week start). */
export interface LocaleBundle {
  translation: Strings;
  dates: DatesLocale;
  /** The browser's language chunk: its packs' chunks (the strings of the screens). */
  packs?: PackLoaders;
}

/*
 * The browser loads only the language it shows, and of it only what the page needs (src/locales/packs.json):
 * the language's chunk holds the strings of every page (menus, forms, toasts) and its dates; each screen's own
 * strings come in packs, fetched with the screen (loadStringPacks, from app/screens.ts). The server bundle
 * registers every string of every language at start (allLocaleBundles.ts), since it renders any page in any
 * language synchronously, and never loads a pack. Renders read whatever is registered here.
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
/** Each language's strings so far: one object per language that translators read, filled in as packs arrive. */
const strings = new Map<Locale, Strings>();
/** Languages registered with every string (server, tests): there is no pack to fetch. */
const whole = new Set<Locale>();
/** Packs asked for so far: a language loaded later (a switch) fetches them too. */
const wanted = new Set<string>();
const fetching = new Map<string, Promise<void>>();
/** The language the browser shows, and the one it is switching to: packs asked for now come in both. */
let shown: Locale | null = null;
let switching: Locale | null = null;

function stringsOf(locale: Locale): Strings {
  let own = strings.get(locale);
  if (!own) {
    own = {};
    strings.set(locale, own);
  }
  return own;
}

/** `complete`: the bundle holds every string of the language (no pack is ever fetched for it). */
export function registerLocaleBundle(locale: Locale, bundle: LocaleBundle, complete = false): void {
  const own = stringsOf(locale);
  Object.assign(own, bundle.translation);
  registered.set(locale, { ...bundle, translation: own });
  if (complete) whole.add(locale);
}

const bundleFetches = new Map<Locale, Promise<LocaleBundle>>();

/** The language's chunk, fetched once and registered. */
function fetchBundle(locale: Locale): Promise<LocaleBundle> {
  const known = registered.get(locale);
  if (known) return Promise.resolve(known);
  let pending = bundleFetches.get(locale);
  if (!pending) {
    pending = bundleLoaders[locale]().then(
      ({ default: loaded }) => {
        registerLocaleBundle(locale, loaded);
        return registered.get(locale) as LocaleBundle;
      },
      (error: unknown) => {
        bundleFetches.delete(locale);
        throw error;
      },
    );
    bundleFetches.set(locale, pending);
  }
  return pending;
}

/** The bundle of a language if it is here already: always on the server, after loadLocaleBundle in the browser. */
export function localeBundle(locale: Locale): LocaleBundle | undefined {
  return registered.get(locale);
}

export function registeredLocales(): Locale[] {
  return [...registered.keys()];
}

/** Browser: the language whose packs loadStringPacks fetches (the page's, then each one switched to). */
export function showLanguage(locale: Locale): void {
  shown = locale;
}

function fetchPack(locale: Locale, pack: string): Promise<void> {
  const key = `${locale}/${pack}`;
  let pending = fetching.get(key);
  if (!pending) {
    // The pack's chunk is named by the language's (the server preloads both for the page it serves).
    pending = fetchBundle(locale)
      .then((bundle) => {
        const load = bundle.packs?.[pack];
        if (!load) throw new Error(`no string pack ${key}`);
        return load();
      })
      .then(
        (m) => void Object.assign(stringsOf(locale), m.default),
        (error: unknown) => {
          fetching.delete(key); // a later navigation tries again
          throw error;
        },
      );
    fetching.set(key, pending);
  }
  return pending;
}

async function fetchPacks(locale: Locale, packs: Iterable<string>): Promise<void> {
  if (whole.has(locale)) return;
  await Promise.all([...packs].map((pack) => fetchPack(locale, pack)));
}

/** Fetches a screen's packs of strings in the language shown (once each); nothing where every string is here. */
export async function loadStringPacks(packs: readonly string[]): Promise<void> {
  for (const pack of packs) wanted.add(pack);
  await Promise.all([shown, switching].map((locale) => (locale ? fetchPacks(locale, packs) : undefined)));
}

/** Browser: a live switch's strings: the language's chunk and every pack asked for so far, then it is the one shown. */
export async function switchStrings(locale: Locale): Promise<LocaleBundle> {
  switching = locale;
  try {
    const bundle = await loadLocaleBundle(locale);
    shown = locale;
    return bundle;
  } finally {
    if (switching === locale) switching = null;
  }
}

/** Fetches a language's chunk once and registers it, with the packs the screens seen so far asked for. */
export async function loadLocaleBundle(locale: Locale): Promise<LocaleBundle> {
  const [bundle] = await Promise.all([fetchBundle(locale), fetchPacks(locale, [...wanted])]);
  return bundle;
}
