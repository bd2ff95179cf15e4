import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { parseListState, printListState, type ListState, type ListUrlOptions } from './urlState';

/** How long typing pauses before the search goes to the URL (and so to the server). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListUrl {
  /** What the list shows: the URL's state. */
  state: ListState;
  /** The search box's text: it runs ahead of the URL, which takes it once typing pauses. */
  text: string;
  setText: (text: string) => void;
  /** '/path?query' for another state of this list, for links that work before hydration. */
  href: (next: ListState) => string;
  /** Goes to another state of this list (a new history entry, or `replace`). */
  go: (next: ListState, replace?: boolean) => void;
  pathname: string;
  /** The current query string, for the search form's hidden fields. */
  search: string;
}

/**
 * The list's state in the URL (see urlState.ts), read the same way by the server render (StaticRouter) and
 * the browser, so hydration matches. The search box keeps its own text and writes it to the URL (replacing
 * the entry, back to page 1) when typing pauses for SEARCH_DEBOUNCE_MS, so one word is one request, not one
 * per key. A controlled input fed from the URL would also lose keystrokes: react-router applies location
 * changes in a transition.
 */
export function useListState(options: ListUrlOptions): ListUrl {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { pathname, search } = location;
  const state = parseListState(search, options);

  const [text, setTextState] = useState(state.q);
  const [seen, setSeen] = useState({ q: state.q, key: location.key });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  if (state.q !== seen.q || location.key !== seen.key) {
    // The URL moved. Our own debounced write uses `replace`; anything else (back, forward, a link) is
    // taken into the box, even with the same q: typing not yet written would otherwise stay in the box
    // over a list it no longer filters.
    setSeen({ q: state.q, key: location.key });
    if (navigationType !== 'REPLACE') setTextState(state.q);
  }
  // Any move of the URL (a sort or page link, which carry the box's text, or back) drops a pending write.
  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, [search]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const href = useCallback((next: ListState) => `${pathname}${printListState(search, next, options)}`, [pathname, search, options]);
  const go = useCallback(
    (next: ListState, replace = false) => {
      if (timer.current) clearTimeout(timer.current);
      navigate({ pathname, search: printListState(search, next, options) }, { replace, preventScrollReset: true });
    },
    [navigate, pathname, search, options],
  );
  const setText = useCallback(
    (value: string) => {
      setTextState(value);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        const next = { ...parseListState(search, options), q: value, page: 1 };
        navigate({ pathname, search: printListState(search, next, options) }, { replace: true, preventScrollReset: true });
      }, SEARCH_DEBOUNCE_MS);
    },
    [navigate, pathname, search, options],
  );
  return { state, text, setText, href, go, pathname, search };
}
