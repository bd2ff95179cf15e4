import { Link } from 'react-router';
import type { MenuOrientation, Profile } from '../../shared/auth';
import { LanguageSwitcher } from '../../shared/i18n';
import { ServerFragment } from '../../shared/ssr/fragments';
import type { MenuEntry } from '../routeTable';
import { HorizontalMenu } from './HorizontalMenu';
import { MenuToggle, type MenuFoldState } from './MenuToggle';
import { UserMenu } from './UserMenu';

export interface HeaderProps {
  /** What the header shows that differs between pages (Layout's frame key). */
  fragmentKey: () => string;
  brand: string;
  orientation: MenuOrientation;
  menu: readonly MenuEntry[];
  menuState: MenuFoldState;
  onToggleMenu: () => void;
  profile: Profile | null;
}

/** navbar-expand-md: from the md breakpoint up the menu is drawn in full and the toggle is hidden (CSS only). */
export function Header({ fragmentKey, brand, orientation, menu, menuState, onToggleMenu, profile }: HeaderProps) {
  return (
    <ServerFragment as="header" cacheKey={() => `header ${fragmentKey()}`} className="navbar navbar-expand-md bg-dark px-3 flex-wrap" data-bs-theme="dark">
      <MenuToggle menuId={menuState.id} open={menuState.open} onToggle={onToggleMenu} />
      <Link className="navbar-brand fw-semibold" to="/dashboard" data-testid="brand">
        {brand}
      </Link>
      {orientation === 'horizontal' ? <HorizontalMenu items={menu} {...menuState} /> : null}
      <div className="ms-auto d-flex align-items-center gap-2">
        <LanguageSwitcher />
        {profile ? (
          <>
            <span className="navbar-text d-none d-md-inline">{`${profile.firstName} ${profile.lastName}`}</span>
            <UserMenu profile={profile} />
          </>
        ) : null}
      </div>
    </ServerFragment>
  );
}
