import { useT } from '../../shared/i18n';
import { cx } from '../../shared/ui/cx';
import type { MenuEntry } from '../routeTable';
import { MenuLinks } from './MenuLinks';
import type { MenuFoldState } from './MenuToggle';

/** The side menu; on a phone it folds (styles.css: .app-sidebar) and, opened, lies across the page's top. */
export function VerticalMenu({ items, id, open, onNavigate }: { items: readonly MenuEntry[] } & MenuFoldState) {
  const t = useT();
  return (
    <nav id={id} className={cx('app-sidebar collapse bg-body-tertiary p-2', open && 'show')} aria-label={t('menu.label')} data-testid="menu-vertical">
      <MenuLinks items={items} listClassName="nav nav-pills flex-column" onNavigate={onNavigate} />
    </nav>
  );
}
