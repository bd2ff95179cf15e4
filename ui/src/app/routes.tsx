import { Suspense } from 'react';
import { createRoutesFromChildren, Route, useRoutes, type RouteObject } from 'react-router';
import table from '../../../assets/routes.json';
import { LruMap } from '../shared/ssr/lruMap';
import { Loading } from '../shared/ui/Loading';
import { Layout } from './layout/Layout';
import { RedirectTo, UnknownPath } from './redirects';
import { buildRoutes, menuEntries, routesThatCanMatch, type AppRoute } from './routeTable';
import { isScreenName, screenComponent, screenLoaders } from './screens';

export const appRoutes: AppRoute[] = buildRoutes(table, screenLoaders);
const menu = menuEntries(appRoutes);

/**
 * A route's screen. The page loaded is registered before the first render on both sides, so it renders at
 * once and hydrates; another screen suspends while its chunk arrives after a client navigation. It suspends
 * to a boundary that stays put across navigations (the layout's, around its outlet, or the one below), and
 * react-router navigates in a transition, so the previous screen stays on view until the next one is here.
 */
function RouteScreen({ route }: { route: AppRoute }) {
  if (!isScreenName(route.screen)) return null; // buildRoutes already refused such a table
  const Screen = screenComponent(route.screen);
  return <Screen path={route.path} menu={route.menu} />;
}

/**
 * The route objects react-router matches for `routes`: made once per set of routes and kept, so the router is given
 * the same objects on every render. The server's router then ranks them once (its match cache is keyed by the
 * objects), where it flattened and ranked its routes on every page. The browser has one set, the whole table.
 */
const routeObjectsBySet = new LruMap<string, RouteObject[]>(200);

function routeObjects(routes: readonly AppRoute[]): RouteObject[] {
  const key = routes.map((r) => r.path).join('\n');
  let objects = routeObjectsBySet.get(key);
  if (!objects) {
    objects = createRoutesFromChildren([
      <Route key="/" path="/" element={<RedirectTo to="/dashboard" />} />,
      <Route key="layout" element={<Layout menu={menu} />}>
        {routes.filter((r) => r.withLayout).map((r) => (
          <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />
        ))}
      </Route>,
      ...routes.filter((r) => !r.withLayout).map((r) => <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />),
      <Route key="*" path="*" element={<UnknownPath />} />,
    ]);
    routeObjectsBySet.set(key, objects);
  }
  return objects;
}

function MatchedRoute({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** `pathname`: the server's page, whose render needs only the routes that can match it (`routesThatCanMatch`). */
export function AppRoutes({ pathname }: { pathname?: string }) {
  const routes = pathname === undefined ? appRoutes : routesThatCanMatch(appRoutes, pathname);
  return (
    <Suspense fallback={<Loading className="m-3" />}>
      <MatchedRoute routes={routeObjects(routes)} />
    </Suspense>
  );
}
