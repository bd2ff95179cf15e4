/**
 * What the dashboard must show for the demo data (`plinth seed-demo`, server/src/demo/catalogue.rs). Counted
 * outside the server, with plain SQL on a freshly seeded SQLite file: visible assets; all assignments; distinct
 * visible assets on open assignments that are under way (In Transit, In Customs, In Bond, In Warehouse);
 * distinct visible assets with an open storage entry. A change to the catalogue must update these.
 */
export interface DashboardCounts {
  assetCount: number;
  assignmentCount: number;
  assetsInTransit: number;
  assetsInStorage: number;
}

export const DEMO_COUNTS: Record<'hollis' | 'marlow' | 'all', DashboardCounts> = {
  hollis: { assetCount: 30, assignmentCount: 7, assetsInTransit: 6, assetsInStorage: 7 },
  marlow: { assetCount: 27, assignmentCount: 6, assetsInTransit: 2, assetsInStorage: 8 },
  all: { assetCount: 57, assignmentCount: 13, assetsInTransit: 8, assetsInStorage: 15 },
};
