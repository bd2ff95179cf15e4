import { Suspense } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import table from '../../../assets/routes.json';
import { Loading } from '../shared/ui/Loading';
import { Layout } from './layout/Layout';
import { RedirectTo, UnknownPath } from './redirects';
import { buildRoutes, meanwhilePath, menuEntries, type AppRoute } from './routeTable';
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
  if (route.meanwhile) return <Meanwhile to={route.meanwhile} />;
  if (!isScreenName(route.screen)) return null; // buildRoutes already refused such a table
  const Screen = screenComponent(route.screen);
  return <Screen path={route.path} menu={route.menu} />;
}

/** A client-side visit to a screen still to be built goes where the server would have sent it. */
function Meanwhile({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  return <RedirectTo to={`${meanwhilePath(to, params)}${search}`} />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading className="m-3" />}>
      <Routes>
        <Route path="/" element={<RedirectTo to="/dashboard" />} />
        <Route element={<Layout menu={menu} />}>
          {appRoutes.filter((r) => r.withLayout).map((r) => (
            <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />
          ))}
        </Route>
        {appRoutes.filter((r) => !r.withLayout).map((r) => (
          <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
