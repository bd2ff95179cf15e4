import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { I18nextProvider } from 'react-i18next';
import { LocaleProvider } from '../shared/i18n';
import { PayloadProvider, type Locale, type Payload } from '../shared/payload';

export interface ProvidersProps {
  payload: Payload;
  queryClient: QueryClient;
  i18n: I18n;
  /** The language shown now: payload.locale until the user picks another. */
  locale: Locale;
  setLocale: (locale: Locale) => void;
  children: ReactNode;
}

export function AppProviders({ payload, queryClient, i18n, locale, setLocale, children }: ProvidersProps) {
  return (
    <PayloadProvider payload={payload}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LocaleProvider locale={locale} setLocale={setLocale}>
            {/* Our locale, not the browser's, so react-aria renders the same on both sides. */}
            <I18nProvider locale={locale}>{children}</I18nProvider>
          </LocaleProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </PayloadProvider>
  );
}
