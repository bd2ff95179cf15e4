import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  testId?: string;
  /** The item's language, when its label is in another one (the language menu). */
  lang?: string;
  /** Set on every item of a single-choice menu: the chosen one is marked (menuitemradio, aria-checked). */
  selected?: boolean;
}

export interface DropdownMenuProps {
  /** What the closed button shows; also its accessible name (visually hidden words may add to it), so the name holds the visible text. */
  button: ReactNode;
  buttonClassName: string;
  testId: string;
  /** The menu's accessible name. */
  label?: string;
  items: readonly DropdownItem[];
  onAction: (id: string) => void;
}

/**
 * The header's small menus (language, account) as a WAI-ARIA menu button in Bootstrap's dropdown markup.
 * Our own rather than react-aria's Menu: these two fixed lists are on every page, and react-aria's menu stack
 * would put about a third of the first load's script on the sign-in page and the dashboard for them. The
 * widgets inside screens keep react-aria, in those screens' chunks. Closed, it renders the same on both sides.
 */
export function DropdownMenu({ button, buttonClassName, testId, label, items, onAction }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const menuItems = () => [...(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key] + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (id: string) => {
    close(true);
    onAction(id);
  };

  const single = items.some((item) => item.selected !== undefined);
  return (
    <div className="dropdown" ref={wrapper}>
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {button}
      </button>
      {open ? (
        <ul ref={list} id={menuId} role="menu" aria-label={label} className="dropdown-menu show shadow end-0 top-100" onKeyDown={onKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role={single ? 'menuitemradio' : 'menuitem'}
                aria-checked={single ? Boolean(item.selected) : undefined}
                tabIndex={-1}
                lang={item.lang}
                className={cx('dropdown-item', item.selected && 'active')}
                data-testid={item.testId}
                onClick={() => choose(item.id)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
