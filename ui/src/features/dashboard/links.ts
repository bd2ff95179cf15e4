/** Where the dashboard's links go (docs/dashboard.md): the admin screens for an admin, the normal ones otherwise. */
export interface DashboardLinks {
  inventory: string;
  assignments: string;
  assignment: (id: number) => string;
  asset: (id: number) => string;
}

const ADMIN: DashboardLinks = {
  inventory: '/app/admin/inventory',
  assignments: '/app/admin/assignment',
  assignment: (id) => `/app/admin/assignment/${id}`,
  asset: (id) => `/app/admin/inventory/${id}`,
};

const CUSTOMER: DashboardLinks = {
  inventory: '/app/inventory',
  assignments: '/app/assignment',
  assignment: (id) => `/app/assignment/${id}`,
  asset: (id) => `/app/inventory/${id}`,
};

export function dashboardLinks(admin: boolean): DashboardLinks {
  return admin ? ADMIN : CUSTOMER;
}
