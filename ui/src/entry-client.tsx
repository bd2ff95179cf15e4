import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadFirstRender } from './app/firstRender';
import { createAppState } from './app/state';
import { parsePayload } from './shared/payload';

async function start(): Promise<void> {
  const here = window.location.pathname + window.location.search;
  const payload = parsePayload(document.getElementById('plinth-state')?.textContent, here);
  // The page's screen and language first: i18n and the router must render what the server did.
  await loadFirstRender(payload);
  const state = createAppState(payload, 'client');
  const app = <App payload={payload} {...state} />;
  const container = document.getElementById('root');

  if (!container) {
    console.error('Plinth: no #root element to render into');
  } else if (payload.ssr && container.firstChild) {
    hydrateRoot(container, app);
  } else {
    // The server could not render (payload.ssr === false): build the page from scratch.
    createRoot(container).render(app);
  }
}

void start();
