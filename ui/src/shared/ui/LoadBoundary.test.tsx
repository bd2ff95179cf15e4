// @vitest-environment happy-dom
import { act, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './LoadBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('LoadBoundary', () => {
  it('shows its fallback when a lazy part cannot be fetched, and the rest of the screen stays', async () => {
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part.js')));
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root.render(
        <main>
          <LoadBoundary fallback={<p data-testid="fallback">not loaded</p>}>
            <Suspense fallback={<p>loading</p>}>
              <Part />
            </Suspense>
          </LoadBoundary>
          <button type="button" data-testid="still-here">Go</button>
        </main>,
      );
    });
    expect(host.querySelector('[data-testid="fallback"]')?.textContent).toBe('not loaded');
    expect(host.querySelector('[data-testid="still-here"]')).not.toBeNull();
    quiet.mockRestore();
    await act(async () => root.unmount());
    host.remove();
  });
});
