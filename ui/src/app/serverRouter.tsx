import type { ReactNode } from 'react';
import { createPath, parsePath, Router, type Navigator, type To } from 'react-router';
import { LruMap } from '../shared/ssr/lruMap';

/*
 * react-router's <StaticRouter>, but with one navigator for every render, which remembers the paths it has
 * encoded. StaticRouter makes a new navigator per render, and its `encodeLocation` parses each matched
 * route's path with `URL`: in QuickJS that is core-js's URL parser, two or three times a page, every page.
 * The encoding is react-router's own (below), so the result is the same; only the repeats are saved.
 */

interface Encoded {
  pathname: string;
  search: string;
  hash: string;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
/** Enough for every route of the table and the pages of the moment; beyond it, the least used go first. */
const encoded = new LruMap<string, Encoded>(500);

export function encodeLocation(to: To): Encoded {
  const href = (typeof to === 'string' ? to : createPath(to)).replace(/ $/, '%20');
  let known = encoded.get(href);
  if (!known) {
    const url = ABSOLUTE_URL.test(href) ? new URL(href) : new URL(href, 'http://localhost');
    known = { pathname: url.pathname, search: url.search, hash: url.hash };
    encoded.set(href, known);
  }
  return { ...known };
}

function refuse(what: string): never {
  throw new Error(`You cannot use navigator.${what}() on the server because it is a stateless environment.`);
}

const serverNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  encodeLocation,
  push: () => refuse('push'),
  replace: () => refuse('replace'),
  go: () => refuse('go'),
};

/** The router of a server render, at `location` (a path with its query and hash). */
export function ServerRouter({ location, children }: { location: string; children: ReactNode }) {
  const parsed = parsePath(location);
  return (
    <Router
      location={{
        pathname: parsed.pathname || '/',
        search: parsed.search || '',
        hash: parsed.hash || '',
        state: null,
        key: 'default',
      }}
      navigator={serverNavigator}
      static
      useTransitions={false}
    >
      {children}
    </Router>
  );
}
