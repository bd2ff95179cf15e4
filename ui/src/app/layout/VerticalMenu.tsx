import { useT } from '../../shared/i18n';
import type { MenuEntry } from '../routeTable';
import { MenuLinks } from './MenuLinks';

export function VerticalMenu({ items }: { items: readonly MenuEntry[] }) {
  const t = useT();
  return (
    <nav className="app-sidebar border-end bg-body-tertiary p-2" aria-label={t('menu.label')} data-testid="menu-vertical">
      <MenuLinks items={items} listClassName="nav nav-pills flex-column" />
    </nav>
  );
}
