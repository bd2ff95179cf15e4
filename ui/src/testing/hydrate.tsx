/** One way for every hydration test to do what the server and entry-client do for a page load. Tests only. */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { expect } from 'vitest';
import { App } from '../app/App';
import { registerAllScreens } from '../app/allScreens';
import { loadFirstRender } from '../app/firstRender';
import { createAppState } from '../app/state';
import { parsePayload } from '../shared/payload';
import type { ServerBundle } from './serverBundle';

/** A page payload as the Rust server writes it, at the tests' fixed "now". */
export function pagePayloadJson(url: string, user: unknown, data: Record<string, unknown> = {}, locale = 'en'): string {
  return JSON.stringify({ url, locale, brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user, data });
}

/**
 * Renders the payload with the server bundle (nothing may be logged), puts the HTML into #root at the payload's
 * URL, and hydrates it as entry-client does; hydration's recoverable errors go into `hydrationErrors`.
 */
export async function renderAndHydrate(bundle: ServerBundle, payloadJson: string, hydrationErrors: unknown[]): Promise<{ html: string; root: Root; container: HTMLElement }> {
  const html = bundle.render(payloadJson);
  expect(bundle.drainLogs()).toEqual([]);
  const url = (JSON.parse(payloadJson) as { url: string }).url;
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  const payload = parsePayload(payloadJson, url);
  await loadFirstRender(payload);
  // Then every screen, so a navigation in these tests finds the next screen at once instead of waiting for a
  // module to load at a pace the tests cannot know; loading screens by route is tested in firstRender.test.ts
  // and in the browser (e2e/route-chunks.spec.ts).
  registerAllScreens();
  const state = createAppState(payload, 'client');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <App payload={payload} {...state} />, { onRecoverableError: (error) => hydrationErrors.push(error) });
  });
  return { html, root: root as Root, container };
}
