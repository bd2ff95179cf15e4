import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { PayloadProvider, type Payload } from '../shared/payload';

export interface ProvidersProps {
  payload: Payload;
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

export function AppProviders({ payload, queryClient, i18n, children }: ProvidersProps) {
  return (
    <PayloadProvider payload={payload}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          {/* The payload's locale, not the browser's, so react-aria renders the same on both sides. */}
          <I18nProvider locale={payload.locale}>{children}</I18nProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </PayloadProvider>
  );
}
