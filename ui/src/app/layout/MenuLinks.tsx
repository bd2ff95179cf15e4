import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { ADMIN_ROLE, RequireRole } from '../../shared/auth';
import { useT } from '../../shared/i18n';
import { useLinkClick } from '../../shared/routing';
import type { MenuEntry } from '../routeTable';

const ADMIN_ONLY = [ADMIN_ROLE];

/** Active for the entry's own page and every page under it; a trailing slash makes no difference. */
export function isActivePath(pathname: string, entryPath: string): boolean {
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return here === entryPath || here.startsWith(`${entryPath}/`);
}

/**
 * Plain <a href> links, so the menu works before hydration. Not NavLink: in QuickJS each NavLink costs about
 * as much as the rest of the menu together, so one click handler (useLinkClick) does the navigation.
 */
export function MenuLinks({ items, listClassName, onNavigate }: { items: readonly MenuEntry[]; listClassName: string; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const onLinkClick = useLinkClick();
  // A link to the page already shown changes no path, so the phone menu is folded here too.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    onLinkClick(event);
  };

  return (
    <ul className={listClassName}>
      {items.map((item) => {
        const active = isActivePath(pathname, item.path);
        const link = (
          <li key={item.path} className="nav-item">
            <a href={item.path} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'page' : undefined} onClick={onClick}>
              {t(item.label)}
            </a>
          </li>
        );
        return item.admin ? (
          <RequireRole key={item.path} roles={ADMIN_ONLY}>
            {link}
          </RequireRole>
        ) : (
          link
        );
      })}
    </ul>
  );
}
