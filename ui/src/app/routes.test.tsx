import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import table from '../../../assets/routes.json';
import { appRoutes, AppRoutes } from './routes';
import { buildRoutes, menuEntries, routeForPath, routesThatCanMatch } from './routeTable';
import { screenLoaders as screens } from './screens';

describe('routes.json -> router', () => {
  it('gives every entry of the shared table a screen the UI can load', () => {
    expect(appRoutes).toHaveLength(table.routes.length);
    for (const [i, route] of appRoutes.entries()) {
      expect(route.path).toBe(table.routes[i].path.replace(/\/+$/, '') || '/');
      expect(route.screen).toBe(table.routes[i].screen);
      expect(Object.keys(screens)).toContain(route.screen);
    }
  });

  it('finds the route of a path as the router ranks them, so the browser loads that screen before hydrating', () => {
    const screenOf = (path: string) => routeForPath(appRoutes, path)?.screen;
    expect(screenOf('/pages/signin')).toBe('signin');
    expect(screenOf('/dashboard')).toBe('dashboard');
    expect(screenOf('/dashboard/')).toBe('dashboard');
    expect(screenOf('/app/users/add')).toBe('userEdit');
    expect(screenOf('/app/users/17')).toBe('userEdit');
    expect(screenOf('/app/inventory/add')).toBe('inventoryEdit');
    expect(screenOf('/app/inventory/edit/3')).toBe('inventoryEdit');
    expect(screenOf('/app/inventory/3')).toBe('inventoryView');
    expect(screenOf('/app/assignment/add')).toBe('assignmentAdd');
    expect(screenOf('/app/admin/storage')).toBe('adminStorage');
    expect(screenOf('/no/such/page')).toBeUndefined();
  });

  it('draws public pages alone and every other page in the layout', () => {
    const alone = appRoutes.filter((r) => !r.withLayout).map((r) => r.path);
    expect(alone.sort()).toEqual(['/404', '/pages/forgot-password', '/pages/reset-password', '/pages/signin', '/track/:token']);
  });

  it('fails on a screen the UI does not know', () => {
    const bad = { routes: [{ path: '/x', access: 'user', screen: 'nope' }] };
    expect(() => buildRoutes(bad, screens)).toThrow(/no screen component named "nope"/);
  });

  it('fails on an unknown access level, a bad path, a duplicate or a missing list', () => {
    expect(() => buildRoutes({ routes: [{ path: '/x', access: 'root', screen: 'pending' }] }, screens)).toThrow(/unknown access/);
    expect(() => buildRoutes({ routes: [{ path: 'x', access: 'user', screen: 'pending' }] }, screens)).toThrow(/path/);
    expect(() =>
      buildRoutes({ routes: [{ path: '/x', access: 'user', screen: 'pending' }, { path: '/x/', access: 'user', screen: 'pending' }] }, screens),
    ).toThrow(/duplicate/);
    expect(() => buildRoutes({}, screens)).toThrow(/array/);
  });

  it('does not take inherited names for screens', () => {
    expect(() => buildRoutes({ routes: [{ path: '/x', access: 'user', screen: 'toString' }] }, screens)).toThrow(/no screen component/);
  });

  it('lists menu entries in table order and marks the admin ones, leaving out screens still to be built', () => {
    const menu = menuEntries(appRoutes);
    const expected = table.routes.filter((r) => 'menu' in r && r.screen !== 'pending');
    expect(menu.map((m) => m.path)).toEqual(expected.map((r) => r.path));
    expect(menu.find((m) => m.path === '/dashboard')).toEqual({ path: '/dashboard', label: 'menu.dashboard', admin: false });
    expect(menu.find((m) => m.path === '/app/users')?.admin).toBe(true);
    expect(menu.find((m) => m.path === '/app/admin/storage')).toEqual({ path: '/app/admin/storage', label: 'menu.storage', admin: true });
  });

  it('draws the same route for a page from the routes that can match it as from the whole table', () => {
    // What <Routes> matches: the <Route> elements AppRoutes gives it, with or without the page's path.
    const drawn = (url: string, pathname?: string) => {
      const suspense = AppRoutes({ pathname }) as ReactElement<{ children: ReactNode }>;
      const routes = suspense.props.children as ReactElement<{ children: ReactNode }>;
      if (!isValidElement(routes)) throw new Error('AppRoutes draws <Routes> in <Suspense>');
      const matches = matchRoutes(createRoutesFromChildren(routes.props.children), url.split(/[?#]/)[0]);
      return matches?.map((m) => `${m.route.path ?? '(layout)'} ${JSON.stringify(m.params)}`) ?? null;
    };
    const urls = ['/', '/unknown', '/app', '/APP/USERS', '/app/us%65rs/7', '/app/users/42/extra', '//app/users', '/app/users/%E0%A4%A', '/track/abc'];
    for (const route of appRoutes) {
      for (const value of ['42', 'add', 'edit', 'Ünïcode%20x']) {
        const url = route.path.replace(/:[\w-]+/g, value);
        urls.push(url, url.toUpperCase(), `${url}/`, `${url}?page=2#top`, `${url}/more`);
      }
    }
    let narrowed = 0;
    for (const url of urls) {
      expect(drawn(url, url), url).toEqual(drawn(url));
      const candidates = routesThatCanMatch(appRoutes, url).length;
      if (candidates <= 4) narrowed += 1;
    }
    // It is worth doing: nearly every page is matched against a handful of routes, not the whole table.
    expect(narrowed / urls.length).toBeGreaterThan(0.9);
    expect(routesThatCanMatch(appRoutes, '/app/users/17').map((r) => r.path)).toEqual(['/app/users', '/app/users/:userId']);
    expect(routesThatCanMatch(appRoutes, '//app/users')).toHaveLength(appRoutes.length);
  });
});
