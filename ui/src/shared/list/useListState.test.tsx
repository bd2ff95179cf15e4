// @vitest-environment happy-dom
/**
 * The search box and the URL (useListState) in a MemoryRouter, on fake timers: typing writes `q` to the URL
 * once, SEARCH_DEBOUNCE_MS after the last key, replacing the entry and going back to page 1; a sort link
 * followed while typing carries the box's text and the pending write is dropped; back and forward put the
 * URL's search into the box.
 */
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toggleSort, type ListUrlOptions } from './urlState';
import { SEARCH_DEBOUNCE_MS, useListState, type ListUrl } from './useListState';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const options: ListUrlOptions = { sortable: ['name', 'email'], defaultSort: { column: 'name', dir: 'asc' } };

/** Every location the router went to, with how: the first is the initial one (POP). */
let moves: Array<{ search: string; type: string }> = [];
let list: ListUrl;
let navigate: ReturnType<typeof useNavigate>;

function Probe() {
  list = useListState(options);
  navigate = useNavigate();
  const { search, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    moves.push({ search, type });
  }, [search, key, type]);
  return <input value={list.text} onChange={(e) => list.setText(e.target.value)} />;
}

let root: Root;
let container: HTMLElement;

async function mount(url: string) {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[url]}>
        <Probe />
      </MemoryRouter>,
    );
  });
}

/** A key pressed: the box's text changes. */
const type = (text: string) => act(async () => list.setText(text));
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const box = () => (container.querySelector('input') as HTMLInputElement).value;
const last = () => moves[moves.length - 1];

describe('useListState: the search box and the URL', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    moves = [];
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  it('writes the search to the URL once, 300 ms after the last key, replacing the entry, back to page 1', async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    await mount('/app/users?size=5&page=3&hidden=1');
    for (const text of ['z', 'zo', 'zoë']) {
      await type(text);
      await wait(200);
    }
    expect(box()).toBe('zoë');
    expect(list.state.q).toBe('');
    expect(moves).toHaveLength(1);
    await wait(99);
    expect(moves).toHaveLength(1);
    await wait(1);
    expect(moves).toEqual([
      { search: '?size=5&page=3&hidden=1', type: 'POP' },
      { search: '?hidden=1&q=zo%C3%AB&size=5&page=1', type: 'REPLACE' },
    ]);
    expect(list.state).toEqual({ q: 'zoë', sort: 'name', dir: 'asc', size: 5, page: 1 });
    expect(box()).toBe('zoë');

    // Typing on after the write: the box keeps its text, the URL its own until the next pause.
    await type('zoë h');
    await wait(100);
    expect(box()).toBe('zoë h');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(moves).toHaveLength(3);
    expect(last()).toEqual({ search: '?hidden=1&q=zo%C3%AB+h&size=5&page=1', type: 'REPLACE' });
    await wait(5_000);
    expect(moves).toHaveLength(3);
  });

  it('lets a sort link followed while typing carry the typed text, and drops the pending write', async () => {
    await mount('/app/users?page=2');
    await type('hol');
    await wait(100);
    // What the DataTable's header link does: its href is the state with the box's text, sorted.
    const href = list.href(toggleSort({ ...list.state, q: list.text }, 'email'));
    expect(href).toBe('/app/users?q=hol&sort=email&dir=asc&page=1');
    await act(async () => navigate(href));
    expect(last()).toEqual({ search: '?q=hol&sort=email&dir=asc&page=1', type: 'PUSH' });
    await wait(1_000);
    // No write after the link: the URL is the link's, once.
    expect(moves.map((m) => m.type)).toEqual(['POP', 'PUSH']);
    expect(box()).toBe('hol');
    expect(list.state).toMatchObject({ q: 'hol', sort: 'email', dir: 'asc', page: 1 });

    // go() (the size select, the form's submit) drops a pending write too.
    await type('holl');
    await act(async () => list.go({ ...list.state, q: list.text, size: 20, page: 1 }));
    await wait(1_000);
    expect(moves.map((m) => m.type)).toEqual(['POP', 'PUSH', 'PUSH']);
    expect(last().search).toBe('?q=holl&sort=email&dir=asc&size=20&page=1');
  });

  it('puts the URL’s search into the box on back and forward, and on a link', async () => {
    await mount('/app/users');
    await type('abc');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(last()).toEqual({ search: '?q=abc&page=1', type: 'REPLACE' });
    await act(async () => navigate('/app/users?q=other&page=2'));
    expect(box()).toBe('other');
    await act(async () => navigate(-1));
    expect(last()).toEqual({ search: '?q=abc&page=1', type: 'POP' });
    expect(box()).toBe('abc');
    await act(async () => navigate(1));
    expect(box()).toBe('other');
    expect(list.state.page).toBe(2);
    await act(async () => navigate('/app/users'));
    expect(box()).toBe('');
  });

  it('empties the box when the URL moves to an entry of the same search before typing was written', async () => {
    await mount('/app/users?page=2');
    await act(async () => navigate('/app/users?page=3'));
    await type('abc');
    await act(async () => navigate(-1));
    expect(list.state.q).toBe('');
    expect(box()).toBe('');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(last()).toMatchObject({ search: '?page=2', type: 'POP' });
    await type('xyz');
    await act(async () => navigate('/app/users'));
    expect(box()).toBe('');
  });
});
