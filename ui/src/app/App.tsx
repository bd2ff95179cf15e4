import { useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { apiFetch } from '../shared/api/client';
import { switchLanguage } from '../shared/i18n';
import type { Locale, Payload } from '../shared/payload';
import { ToastHost } from '../shared/toast';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { ServerRouter } from './serverRouter';
import type { AppState } from './state';

export interface AppProps extends AppState {
  payload: Payload;
  /** Server only: the URL being rendered. Without it the browser's address drives the router. */
  location?: string;
}

/** Marks <html data-hydrated> once React owns the page: browser tests wait for it before they click. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App({ payload, queryClient, i18n, location }: AppProps) {
  // The language starts as the server rendered it; the switcher changes it live, without a reload.
  const [locale, setLocaleState] = useState<Locale>(payload.locale);
  // The new language's chunk loads first; the page keeps the old one until every string of the new is here.
  const setLocale = useCallback(
    (next: Locale) => {
      switchLanguage(i18n, next).then(
        () => setLocaleState(next),
        (error: unknown) => console.error(`Plinth: could not load the language ${next}`, error),
      );
      // The account's mails are written in the language last picked (docs/mail.md); nothing to keep signed out.
      if (payload.user) {
        apiFetch('/api/profile/locale', { method: 'PUT', json: { locale: next }, callerShowsError: true, redirectOn401: false }).catch(
          () => undefined,
        );
      }
    },
    [i18n, payload.user],
  );
  const livePayload = useMemo(() => (locale === payload.locale ? payload : { ...payload, locale }), [payload, locale]);

  // key={locale}: screens translate once per render without subscribing (useT), so a switch remounts the
  // routed tree. The router, the query cache and the toasts sit outside it and are kept.
  const routes = <AppRoutes key={locale} pathname={location} />;
  return (
    <AppProviders payload={livePayload} queryClient={queryClient} i18n={i18n} locale={locale} setLocale={setLocale}>
      <HydrationMarker />
      {location !== undefined ? <ServerRouter location={location}>{routes}</ServerRouter> : <BrowserRouter>{routes}</BrowserRouter>}
      <ToastHost />
    </AppProviders>
  );
}
