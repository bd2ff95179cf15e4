import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LocaleProvider, TranslatorProvider, type Translator } from '../shared/i18n';
import { PayloadProvider, type Locale, type Payload } from '../shared/payload';

export interface ProvidersProps {
  payload: Payload;
  queryClient: QueryClient;
  i18n: Translator;
  /** The language shown now: payload.locale until the user picks another. */
  locale: Locale;
  setLocale: (locale: Locale) => void;
  children: ReactNode;
}

export function AppProviders({ payload, queryClient, i18n, locale, setLocale, children }: ProvidersProps) {
  return (
    <PayloadProvider payload={payload}>
      <QueryClientProvider client={queryClient}>
        <TranslatorProvider translator={i18n}>
          <LocaleProvider locale={locale} setLocale={setLocale}>
            {/* react-aria's widgets take this locale themselves (shared/ui/AriaLocale). */}
            {children}
          </LocaleProvider>
        </TranslatorProvider>
      </QueryClientProvider>
    </PayloadProvider>
  );
}
