import { useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import type { Payload } from '../shared/payload';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
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
  const routes = <AppRoutes />;
  return (
    <AppProviders payload={payload} queryClient={queryClient} i18n={i18n}>
      <HydrationMarker />
      {location !== undefined ? <StaticRouter location={location}>{routes}</StaticRouter> : <BrowserRouter>{routes}</BrowserRouter>}
    </AppProviders>
  );
}
