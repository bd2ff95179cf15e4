import { useT } from '../../shared/i18n';
import type { MenuEntry } from '../routeTable';
import { MenuLinks } from './MenuLinks';

/** Sits inside the dark header bar; wraps instead of collapsing, since a toggler would need JS first. */
export function HorizontalMenu({ items }: { items: readonly MenuEntry[] }) {
  const t = useT();
  return (
    <nav className="me-auto" aria-label={t('menu.label')} data-testid="menu-horizontal">
      <MenuLinks items={items} listClassName="navbar-nav flex-wrap" />
    </nav>
  );
}
