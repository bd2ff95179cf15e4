import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../payload';

interface LocaleState {
  locale: Locale;
  /** Switches the whole page live (browser only); a no-op on the server, where nothing can be chosen. */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, setLocale: () => undefined });

export function LocaleProvider({ locale, setLocale, children }: LocaleState & { children: ReactNode }) {
  return <LocaleContext.Provider value={{ locale, setLocale }}>{children}</LocaleContext.Provider>;
}

/** The language the page is showing now: payload.locale at first, then whatever the user picked. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

export function useSetLocale(): (locale: Locale) => void {
  return useContext(LocaleContext).setLocale;
}
