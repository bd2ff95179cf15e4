import { useT } from '../../shared/i18n';
import { cx } from '../../shared/ui/cx';
import type { MenuEntry } from '../routeTable';
import { MenuLinks } from './MenuLinks';
import type { MenuFoldState } from './MenuToggle';

/**
 * Sits inside the dark header bar. On a phone it folds (Bootstrap's collapse classes) and, opened, takes a
 * row of its own under the header's other items (order-last).
 */
export function HorizontalMenu({ items, id, open, onNavigate }: { items: readonly MenuEntry[] } & MenuFoldState) {
  const t = useT();
  return (
    <nav id={id} className={cx('collapse navbar-collapse order-last order-md-0', open && 'show')} aria-label={t('menu.label')} data-testid="menu-horizontal">
      <MenuLinks items={items} listClassName="navbar-nav flex-wrap me-auto" onNavigate={onNavigate} />
    </nav>
  );
}
