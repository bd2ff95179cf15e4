// Must stay the first import: it gives QuickJS the globals the modules below touch.
import { drainLogs } from './polyfills/quickjs';
import { renderToString } from 'react-dom/server';
import { registerAllScreens } from './app/allScreens';
import { App } from './app/App';
import { createAppState } from './app/state';
import { registerAllLocaleBundles } from './shared/i18n/allLocaleBundles';
import { parsePayload } from './shared/payload';

// QuickJS renders any page and language synchronously: everything the browser loads per route is here at once.
registerAllScreens();
registerAllLocaleBundles();

/** Renders the HTML that goes inside <div id="root"> for one payload (a JSON string). */
function plinthRender(payloadJson: string): string {
  const payload = parsePayload(payloadJson);
  const state = createAppState(payload, 'server');
  try {
    return renderToString(<App payload={payload} {...state} location={payload.url} />);
  } finally {
    state.queryClient.clear();
  }
}

const host = globalThis as Record<string, unknown>;
host.plinthRender = plinthRender;
host.plinthDrainLogs = drainLogs;
