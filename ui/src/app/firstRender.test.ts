import { describe, expect, it, vi } from 'vitest';
import { UserEdit } from '../features/users/UserEdit';
import { parsePayload } from '../shared/payload';
import { loadFirstRender } from './firstRender';
import { screenComponent } from './screens';

const payload = (url: string) => parsePayload(JSON.stringify({ url, locale: 'en', brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user: null, data: {} }));
const isLazy = (component: unknown) => (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');

describe('before hydration', () => {
  it("loads the URL's screen, so the first render draws the component itself, not a lazy one that would suspend", async () => {
    expect(isLazy(screenComponent('userEdit'))).toBe(true);
    await loadFirstRender(payload('/app/users/17?tab=roles'));
    expect(screenComponent('userEdit')).toBe(UserEdit);
    // Other screens stay lazy: their chunks load when the app navigates to them.
    expect(isLazy(screenComponent('companyEdit'))).toBe(true);
  });

  it('loads nothing for a path outside the table, and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadFirstRender(payload('/no/such/page'))).resolves.toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
