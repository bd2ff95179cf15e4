// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click } from '../../testing/dom';
import { DropdownMenu, type DropdownItem } from './DropdownMenu';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items: DropdownItem[] = [
  { id: 'en', label: 'English', testId: 'item-en', selected: false },
  { id: 'ja', label: '日本語', lang: 'ja', testId: 'item-ja', selected: true },
  { id: 'ru', label: 'Русский', testId: 'item-ru', selected: false },
];
const $ = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const focused = () => (document.activeElement as HTMLElement | null)?.dataset.testid;

async function key(element: Element | null, name: string) {
  await act(async () => {
    element?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });
}

describe('DropdownMenu (the header menus)', () => {
  let root: Root;
  const onAction = vi.fn();
  const menu = (list = items) => <DropdownMenu testId="menu" buttonClassName="btn" button="Language" label="Language" items={list} onAction={onAction} />;

  beforeEach(async () => {
    onAction.mockReset();
    document.body.innerHTML = '<div id="root"></div><p id="outside">outside</p>';
    root = createRoot(document.getElementById('root') as HTMLElement);
    await act(async () => root.render(menu()));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
  });

  it('renders closed, the same on the server, as a menu button', () => {
    const html = renderToString(menu());
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
    expect($('menu')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on the chosen item, moves with the arrows, wraps, and Escape closes back to the button', async () => {
    await click($('menu'));
    expect($('menu')?.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="menu"]')?.getAttribute('aria-label')).toBe('Language');
    expect($('item-ja')?.getAttribute('role')).toBe('menuitemradio');
    expect($('item-ja')?.getAttribute('aria-checked')).toBe('true');
    expect($('item-ja')?.getAttribute('lang')).toBe('ja');
    expect(focused()).toBe('item-ja');
    await key(document.activeElement, 'ArrowDown');
    expect(focused()).toBe('item-ru');
    await key(document.activeElement, 'ArrowDown');
    expect(focused()).toBe('item-en');
    await key(document.activeElement, 'ArrowUp');
    expect(focused()).toBe('item-ru');
    await key(document.activeElement, 'Home');
    expect(focused()).toBe('item-en');
    await key(document.activeElement, 'Escape');
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(focused()).toBe('menu');
    expect(onAction).not.toHaveBeenCalled();
  });

  it('gives the chosen item to onAction and closes', async () => {
    await click($('menu'));
    await click($('item-ru'));
    expect(onAction).toHaveBeenCalledWith('ru');
    expect(document.querySelector('[role="menu"]')).toBeNull();
  });

  it('closes on a press outside it, and opens from the keyboard with ArrowDown', async () => {
    await click($('menu'));
    await act(async () => {
      document.getElementById('outside')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(document.querySelector('[role="menu"]')).toBeNull();
    await key($('menu'), 'ArrowDown');
    expect($('menu')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('uses plain menu items when nothing is a choice (the account menu)', async () => {
    await act(async () => root.render(menu(items.map(({ selected: _selected, ...item }) => item))));
    await click($('menu'));
    expect($('item-en')?.getAttribute('role')).toBe('menuitem');
    expect($('item-en')?.hasAttribute('aria-checked')).toBe(false);
    expect(focused()).toBe('item-en');
  });
});
