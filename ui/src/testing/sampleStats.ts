/** A GET /api/stats/ answer for tests of the dashboard (server bundle and unit tests). Not part of the app. */
export const STATUS_NAMES = [
  'Submitted', 'Quoted', 'Collection Scheduled', 'Waiting to Collect', 'In Transit', 'In Customs', 'In Bond', 'In Warehouse',
  'Delivery Scheduled', 'Delivered', 'Cancelled',
];

const COUNTS = [2, 1, 0, 0, 4, 1, 0, 2, 0, 2, 0];

export const sampleStats = {
  assetCount: 60,
  assignmentCount: 12,
  assetsInTransit: 7,
  assetsInStorage: 10,
  recentAssignments: [
    {
      id: 3, ref: 'HG-1003', status: 'In Transit', progress: 20, completed: false,
      companyId: 1, companyName: 'Hollis Gallery', companyDivisionId: 2, divisionName: 'London',
      createdAt: '2026-11-20T10:00:00Z',
      assets: [
        { id: 5, title: 'Harbour at Dusk', artist: 'M. Reyes', theirRef: 'HG-A-005' },
        { id: 6, title: 'Untitled (Blue)', artist: null, theirRef: null },
      ],
    },
    {
      id: 2, ref: 'HG-1002', status: 'Delivered', progress: 100, completed: true,
      companyId: 1, companyName: 'Hollis Gallery', companyDivisionId: 2, divisionName: 'London',
      createdAt: '2026-10-31T23:30:00Z',
      assets: [{ id: 4, title: 'Still Life <with> Pears & Quinces', artist: 'A. Okafor', theirRef: 'HG-A-004' }],
    },
    {
      id: 1, ref: 'HG-1001', status: 'Submitted', progress: 3, completed: false,
      companyId: 1, companyName: 'Hollis Gallery', companyDivisionId: 2, divisionName: 'London',
      createdAt: '2026-01-05T08:00:00Z',
      assets: [],
    },
  ],
  assignmentStatuses: STATUS_NAMES.map((status, i) => ({ status, count: COUNTS[i] })),
};

export const emptyStats = {
  ...sampleStats,
  assetCount: 0, assignmentCount: 0, assetsInTransit: 0, assetsInStorage: 0,
  recentAssignments: [],
  assignmentStatuses: STATUS_NAMES.map((status) => ({ status, count: 0 })),
};
