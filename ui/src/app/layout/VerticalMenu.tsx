import { useT } from '../../shared/i18n';
import { ServerFragment } from '../../shared/ssr/fragments';
import { cx } from '../../shared/ui/cx';
import type { MenuEntry } from '../routeTable';
import { MenuLinks } from './MenuLinks';
import type { MenuFoldState } from './MenuToggle';

/** The side menu; on a phone it folds (styles.css: .app-sidebar) and, opened, lies across the page's top. */
export function VerticalMenu({ fragmentKey, items, id, open, onNavigate }: { fragmentKey: () => string; items: readonly MenuEntry[] } & MenuFoldState) {
  const t = useT();
  return (
    <ServerFragment
      as="nav"
      cacheKey={() => `menu ${fragmentKey()}`}
      id={id}
      className={cx('app-sidebar collapse bg-body-tertiary p-2', open && 'show')}
      aria-label={t('menu.label')}
      data-testid="menu-vertical"
    >
      <MenuLinks items={items} listClassName="nav nav-pills flex-column" onNavigate={onNavigate} />
    </ServerFragment>
  );
}
