import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { parseListState, printListState, type ListState, type ListUrlOptions } from './urlState';

export interface ListUrl {
  /** What the list shows: the URL's state, with the search box's text as `q` while it is being typed. */
  state: ListState;
  /** The search box's text (it runs ahead of the URL, which is written on every keystroke). */
  text: string;
  setText: (text: string) => void;
  /** '/path?query' for another state of this list, for links that work before hydration. */
  href: (next: ListState) => string;
  /** Goes to another state of this list (a new history entry, or `replace` for typing). */
  go: (next: ListState, replace?: boolean) => void;
  pathname: string;
  /** The current query string, for the search form's hidden fields. */
  search: string;
}

/**
 * The list's state in the URL (see urlState.ts), read the same way by the server render (StaticRouter) and
 * the browser, so hydration matches. The search box keeps its own text: react-router applies location
 * changes in a transition, and a controlled input fed from the URL would lose keystrokes.
 */
export function useListState(options: ListUrlOptions): ListUrl {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { pathname, search } = location;
  const fromUrl = parseListState(search, options);

  const [text, setTextState] = useState(fromUrl.q);
  const [seenQ, setSeenQ] = useState(fromUrl.q);
  if (fromUrl.q !== seenQ) {
    // The URL's q changed. Our own keystrokes write it with `replace` (and may land after the box moved on);
    // anything else (back, forward, a link) is taken into the box.
    setSeenQ(fromUrl.q);
    if (navigationType !== 'REPLACE') setTextState(fromUrl.q);
  }
  // While the URL has not caught up with the box, the box's text is the query, from the first page.
  const state: ListState = text === fromUrl.q ? fromUrl : { ...fromUrl, q: text, page: 1 };

  const href = useCallback((next: ListState) => `${pathname}${printListState(search, next, options)}`, [pathname, search, options]);
  const go = useCallback(
    (next: ListState, replace = false) => {
      navigate({ pathname, search: printListState(search, next, options) }, { replace, preventScrollReset: true });
    },
    [navigate, pathname, search, options],
  );
  const setText = useCallback(
    (value: string) => {
      setTextState(value);
      const next = { ...parseListState(search, options), q: value, page: 1 };
      navigate({ pathname, search: printListState(search, next, options) }, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, search, options],
  );
  return { state, text, setText, href, go, pathname, search };
}
