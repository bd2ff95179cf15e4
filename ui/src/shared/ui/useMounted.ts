import { useEffect, useState } from 'react';

/**
 * false on the server and in the first (hydrating) render in the browser, true from then on. For a submit
 * button that must not act before the page is live: disabled={!mounted} renders the same on both sides.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
