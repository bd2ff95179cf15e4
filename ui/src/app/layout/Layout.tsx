import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLocale, useT } from '../../shared/i18n';
import { Loading } from '../../shared/ui/Loading';
import { useProfile } from '../../features/auth/api';
import { LiveUpdates } from '../../shared/events';
import { menuOrientation, ProfileProvider } from '../../shared/auth';
import { usePayload } from '../../shared/payload';
import type { MenuEntry } from '../routeTable';
import { Header } from './Header';
import { isActivePath } from './MenuLinks';
import { MENU_ID } from './MenuToggle';
import { VerticalMenu } from './VerticalMenu';

/**
 * The frame of every signed-in page. The profile is read here only, so public pages never fetch it. On a
 * phone the menu (side or top) folds behind the header's toggle: CSS hides it below the md breakpoint, so the
 * server's HTML is already folded; the open state is only ever set by a click, after hydration.
 */
export function Layout({ menu }: { menu: readonly MenuEntry[] }) {
  const t = useT();
  const locale = useLocale();
  const { brand } = usePayload();
  const profile = useProfile();
  const orientation = menuOrientation(profile?.roles ?? [], brand);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Another page (a menu link, back or forward) folds the phone menu away again.
  useEffect(() => setMenuOpen(false), [pathname]);
  const menuState = { id: MENU_ID, open: menuOpen, onNavigate: () => setMenuOpen(false) };
  // Worked out only where a fragment cache reads it (the server).
  const fragmentKey = () => frameKey([locale, brand, orientation, profile], menu, pathname);
  return (
    <ProfileProvider profile={profile}>
      <div className="app-shell d-flex flex-column min-vh-100" data-menu={orientation}>
        <a className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light" href="#main">
          {t('layout.skipToContent')}
        </a>
        <Header fragmentKey={fragmentKey} brand={brand} orientation={orientation} menu={menu} menuState={menuState} onToggleMenu={() => setMenuOpen((was) => !was)} profile={profile} />
        <div className="d-flex flex-column flex-md-row flex-grow-1">
          {orientation === 'vertical' ? <VerticalMenu fragmentKey={fragmentKey} items={menu} {...menuState} /> : null}
          <main id="main" className="app-main flex-grow-1 p-3 p-md-4 bg-body">
            {/* A screen whose chunk is still on the way after a navigation suspends here, inside the frame. */}
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        <LiveUpdates />
      </div>
    </ProfileProvider>
  );
}

/**
 * Everything the header and the side menu show that can differ from one page to another (the language, brand,
 * menu orientation, profile, and which menu entries are active): the server keeps their HTML under it
 * (shared/ssr/fragments). The menu table and the folded state are the same on every server render.
 */
function frameKey(shown: readonly unknown[], menu: readonly MenuEntry[], pathname: string): string {
  const active = menu.filter((entry) => isActivePath(pathname, entry.path)).map((entry) => entry.path);
  return JSON.stringify([...shown, active]);
}
