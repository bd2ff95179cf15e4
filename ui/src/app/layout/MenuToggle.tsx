import { useT } from '../../shared/i18n';

/** The id of the page's one main menu (side or top), named by the toggle's aria-controls. */
export const MENU_ID = 'app-menu';

/** What a menu needs to fold on a phone: its id, whether the toggle opened it, and how to fold it again. */
export interface MenuFoldState {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

/**
 * The phone's menu button (Bootstrap's navbar-toggler, shown below the md breakpoint by the header's
 * navbar-expand-md). Our own few lines rather than Bootstrap's collapse script: React keeps the state.
 */
export function MenuToggle({ menuId, open, onToggle }: { menuId: string; open: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button type="button" className="navbar-toggler me-2" aria-controls={menuId} aria-expanded={open} onClick={onToggle} data-testid="menu-toggle">
      <span className="navbar-toggler-icon" aria-hidden="true" />
      <span className="visually-hidden">{t('menu.toggle')}</span>
    </button>
  );
}
