import { useCallback, useEffect, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isNotFound } from './api/client';

/** What every screen component receives from the route table. */
export interface ScreenProps {
  /** The route's pattern in routes.json, e.g. '/app/inventory/:inventoryId'. */
  path: string;
  /** The i18n key of its menu label, when it has one. */
  menu?: string;
}

/**
 * One click handler for plain <a href="/..."> links: client-side navigation once hydrated, an ordinary link
 * before. Not react-router's Link: in QuickJS each Link/NavLink costs about as much as a whole menu, and a
 * screen may have dozens of links.
 */
export function useLinkClick(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      // Leave new-tab, new-window and download clicks to the browser.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = event.currentTarget.getAttribute('href');
      if (!href || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}

/**
 * A record the URL names that the server does not know, or will not show this reader (404): the address
 * moves to /404, the page the server gives an unknown path. True while that happens, so the screen can draw
 * nothing meanwhile. That page is the message: the record's query passes `callerShowsError: isNotFound` to
 * the API client, so no error toast comes with it.
 */
export function useNotFoundRedirect(error: unknown): boolean {
  const navigate = useNavigate();
  const missing = isNotFound(error);
  useEffect(() => {
    if (missing) navigate('/404', { replace: true });
  }, [missing, navigate]);
  return missing;
}
