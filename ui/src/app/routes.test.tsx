import { describe, expect, it } from 'vitest';
import table from '../../../assets/routes.json';
import { appRoutes } from './routes';
import { buildRoutes, menuEntries, routeForPath } from './routeTable';
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
});
