import { describe, expect, it } from 'vitest';
import { dashboardLinks } from './links';

describe('dashboardLinks', () => {
  it('go to the admin screens for an admin', () => {
    const links = dashboardLinks(true);
    expect([links.inventory, links.assignments, links.assignment(3), links.asset(5)]).toEqual([
      '/app/admin/inventory', '/app/admin/assignment', '/app/admin/assignment/3', '/app/admin/inventory/5',
    ]);
  });

  it('go to the normal screens for anyone else', () => {
    const links = dashboardLinks(false);
    expect([links.inventory, links.assignments, links.assignment(3), links.asset(5)]).toEqual([
      '/app/inventory', '/app/assignment', '/app/assignment/3', '/app/inventory/5',
    ]);
  });
});
