import { Link } from 'react-router';
import type { MenuOrientation, Profile } from '../../shared/auth';
import { LanguageSwitcher } from '../../shared/i18n';
import type { MenuEntry } from '../routeTable';
import { HorizontalMenu } from './HorizontalMenu';
import { UserMenu } from './UserMenu';

export interface HeaderProps {
  brand: string;
  orientation: MenuOrientation;
  menu: readonly MenuEntry[];
  profile: Profile | null;
}

export function Header({ brand, orientation, menu, profile }: HeaderProps) {
  return (
    <header className="navbar navbar-expand bg-dark px-3 flex-wrap" data-bs-theme="dark">
      <Link className="navbar-brand fw-semibold" to="/dashboard" data-testid="brand">
        {brand}
      </Link>
      {orientation === 'horizontal' ? <HorizontalMenu items={menu} /> : null}
      <div className="ms-auto d-flex align-items-center gap-2">
        <LanguageSwitcher />
        {profile ? (
          <>
            <span className="navbar-text d-none d-md-inline">{`${profile.firstName} ${profile.lastName}`}</span>
            <UserMenu profile={profile} />
          </>
        ) : null}
      </div>
    </header>
  );
}
