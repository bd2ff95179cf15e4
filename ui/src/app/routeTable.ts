import { matchRoutes } from 'react-router';

export type Access = 'public' | 'user' | 'admin';
const ACCESS: readonly Access[] = ['public', 'user', 'admin'];

/** One entry of assets/routes.json, the route table shared with the server. */
export interface RouteEntry {
  path: string;
  access: Access;
  screen: string;
  menu?: string;
}

export interface AppRoute extends RouteEntry {
  /** Public pages (sign-in, 404) stand alone; every other page is drawn inside the layout. */
  withLayout: boolean;
}

export interface MenuEntry {
  path: string;
  label: string;
  admin: boolean;
}

/** Turns the raw table into routes, failing loudly on anything the UI cannot render. */
export function buildRoutes(table: unknown, screens: Readonly<Record<string, unknown>>): AppRoute[] {
  const entries = (table as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(entries)) throw new Error('routes.json: "routes" must be an array');
  const seen = new Set<string>();
  return entries.map((raw: unknown, index) => {
    const entry = raw as Partial<RouteEntry> | null;
    const where = `routes.json entry ${index}`;
    if (!entry || typeof entry.path !== 'string' || !entry.path.startsWith('/')) throw new Error(`${where}: path must start with /`);
    if (!ACCESS.includes(entry.access as Access)) throw new Error(`${where} (${entry.path}): unknown access "${String(entry.access)}"`);
    if (typeof entry.screen !== 'string' || !Object.prototype.hasOwnProperty.call(screens, entry.screen)) {
      throw new Error(`${where} (${entry.path}): no screen component named "${String(entry.screen)}"`);
    }
    if (entry.menu !== undefined && typeof entry.menu !== 'string') throw new Error(`${where} (${entry.path}): menu must be an i18n key`);
    const path = normalizePath(entry.path);
    if (seen.has(path)) throw new Error(`${where}: duplicate path ${path}`);
    seen.add(path);
    return {
      path,
      access: entry.access as Access,
      screen: entry.screen,
      menu: entry.menu,
      withLayout: entry.access !== 'public',
    };
  });
}

/** The screen of a route whose own screen is still to be built. */
export const PENDING_SCREEN = 'pending';

/**
 * Menu entries in table order; admin entries are marked so the menu can hide them from others. A screen
 * still to be built has no entry: a menu link must lead somewhere that works.
 */
export function menuEntries(routes: readonly AppRoute[]): MenuEntry[] {
  return routes.filter((r) => r.menu && r.screen !== PENDING_SCREEN).map((r) => ({ path: r.path, label: r.menu as string, admin: r.access === 'admin' }));
}

/**
 * The route the router will draw for a path (react-router's own ranking: `/app/users/add` before
 * `/app/users/:userId`), or undefined for a path outside the table. The browser loads that route's screen
 * before it hydrates, so the first render has it.
 */
export function routeForPath(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return matchRoutes([...routes], pathname)?.[0]?.route;
}

/**
 * The routes that can match `pathname`, in table order: those whose leading fixed segments are the path's
 * (compared as react-router compares them: decoded, ignoring case). The server renders each page with only
 * these: react-router flattens, compiles and ranks every route it is given on each render, and over the whole
 * table that was a third of a page's render. The route drawn is the same, since one whose fixed segments
 * differ from the path's cannot match it. A path this cannot read safely (an undecodable escape, an empty
 * segment) keeps every route.
 */
export function routesThatCanMatch(routes: readonly AppRoute[], pathname: string): readonly AppRoute[] {
  const segments = pathSegments(pathname);
  if (!segments) return routes;
  return routes.filter((route) => {
    const fixed = fixedPrefix(route.path);
    return fixed.length <= segments.length && fixed.every((segment, i) => segment === segments[i]);
  });
}

const fixedPrefixes = new Map<string, readonly string[]>();

/** The route's segments before its first parameter, lower case: `/app/users/:userId` gives `app`, `users`. */
function fixedPrefix(path: string): readonly string[] {
  let fixed = fixedPrefixes.get(path);
  if (!fixed) {
    const segments = path.split('/').filter((s) => s !== '');
    const end = segments.findIndex((s) => s.startsWith(':') || s.includes('*') || s.endsWith('?'));
    fixed = (end < 0 ? segments : segments.slice(0, end)).map((s) => s.toLowerCase());
    fixedPrefixes.set(path, fixed);
  }
  return fixed;
}

/** The path's decoded segments, lower case (a trailing slash, query and hash ignored), or null when one cannot be read. */
function pathSegments(pathname: string): string[] | null {
  const inner = pathname.split(/[?#]/)[0].replace(/\/+$/, '').split('/').slice(1);
  const segments: string[] = [];
  for (const raw of inner) {
    if (raw === '') return null;
    try {
      segments.push(decodeURIComponent(raw).toLowerCase());
    } catch {
      return null;
    }
  }
  return segments;
}

// Trailing slashes are ignored (react-router matches '/a/' against '/a' too); the table keeps one spelling.
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
