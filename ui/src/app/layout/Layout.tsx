import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../../shared/i18n';
import { Loading } from '../../shared/ui/Loading';
import { useProfile } from '../../features/auth/api';
import { menuOrientation, ProfileProvider } from '../../shared/auth';
import { usePayload } from '../../shared/payload';
import type { MenuEntry } from '../routeTable';
import { Header } from './Header';
import { VerticalMenu } from './VerticalMenu';

/** The frame of every signed-in page. The profile is read here only, so public pages never fetch it. */
export function Layout({ menu }: { menu: readonly MenuEntry[] }) {
  const t = useT();
  const { brand } = usePayload();
  const profile = useProfile();
  const orientation = menuOrientation(profile?.roles ?? [], brand);
  return (
    <ProfileProvider profile={profile}>
      <div className="app-shell d-flex flex-column min-vh-100" data-menu={orientation}>
        <a className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light" href="#main">
          {t('layout.skipToContent')}
        </a>
        <Header brand={brand} orientation={orientation} menu={menu} profile={profile} />
        <div className="d-flex flex-grow-1">
          {orientation === 'vertical' ? <VerticalMenu items={menu} /> : null}
          <main id="main" className="flex-grow-1 p-3 p-md-4 bg-body">
            {/* A screen whose chunk is still on the way after a navigation suspends here, inside the frame. */}
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </ProfileProvider>
  );
}
