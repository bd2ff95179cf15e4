import { loadLocaleBundle, showLanguage } from '../shared/i18n/localeBundles';
import type { Payload } from '../shared/payload';
import { appRoutes } from './routes';
import { routeForPath } from './routeTable';
import { isScreenName, loadScreen } from './screens';

/**
 * Browser only: fetches what the first render needs (the page's screen, its language and the screen's strings) before hydrateRoot,
 * so the first client render equals the server's HTML; no fallback replaces server markup. The server named
 * the same chunks in <link rel="modulepreload">, so they are usually here already. A failure is logged and
 * the page hydrates anyway: the screen then suspends and loads again.
 */
export async function loadFirstRender(payload: Payload): Promise<void> {
  const pathname = new URL(payload.url, 'http://page.invalid').pathname;
  const screen = routeForPath(appRoutes, pathname)?.screen;
  // The screen's string packs come in the page's language.
  showLanguage(payload.locale);
  try {
    await Promise.all([loadLocaleBundle(payload.locale), screen && isScreenName(screen) ? loadScreen(screen) : undefined]);
  } catch (error) {
    console.error('Plinth: could not load the page before hydration', error);
  }
}
