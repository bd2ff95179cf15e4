import { describe, expect, it } from 'vitest';
import { isActivePath } from './MenuLinks';

describe('isActivePath', () => {
  it('matches the page and the pages under it', () => {
    expect(isActivePath('/app/inventory', '/app/inventory')).toBe(true);
    expect(isActivePath('/app/inventory/', '/app/inventory')).toBe(true);
    expect(isActivePath('/app/inventory/12', '/app/inventory')).toBe(true);
  });
  it('does not match a mere prefix or another section', () => {
    expect(isActivePath('/app/inventory-old', '/app/inventory')).toBe(false);
    expect(isActivePath('/app/admin/inventory', '/app/inventory')).toBe(false);
    expect(isActivePath('/dashboard', '/app/inventory')).toBe(false);
  });
});
