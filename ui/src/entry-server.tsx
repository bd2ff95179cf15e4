// Must stay the first import: it gives QuickJS the globals the modules below touch.
import { drainLogs } from './polyfills/quickjs';
import { renderToString } from 'react-dom/server';
import { registerAllScreens } from './app/allScreens';
import { App } from './app/App';
import { createAppState } from './app/state';
import { registerAllLocaleBundles } from './shared/i18n/allLocaleBundles';
import { parsePayload } from './shared/payload';
import { FragmentCache, FragmentCacheProvider } from './shared/ssr/fragments';

// QuickJS renders any page and language synchronously: everything the browser loads per route is here at once.
registerAllScreens();
registerAllLocaleBundles();

// Per engine (a render thread): the frame's header and menu per user, language and active entry, a few KiB each.
const frameFragments = new FragmentCache(500);

/**
 * Renders the HTML that goes inside <div id="root"> for one payload (a JSON string). `fragments` null renders
 * the frame in full too: what the bench and the tests compare the cached frame with.
 */
function render(payloadJson: string, fragments: FragmentCache | null): string {
  const payload = parsePayload(payloadJson);
  const state = createAppState(payload, 'server');
  fragments?.begin();
  try {
    const html = renderToString(
      <FragmentCacheProvider value={fragments}>
        <App payload={payload} {...state} location={payload.url} />
      </FragmentCacheProvider>,
    );
    return fragments ? fragments.collect(html) : html;
  } finally {
    state.queryClient.clear();
  }
}

const host = globalThis as Record<string, unknown>;
host.plinthRender = (payloadJson: string) => render(payloadJson, frameFragments);
host.plinthRenderInFull = (payloadJson: string) => render(payloadJson, null);
host.plinthDrainLogs = drainLogs;
