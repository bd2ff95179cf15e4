/** Sample assignment data for this feature's tests, in the shapes the API gives. Tests only. */
import type { Address } from '../../shared/address';
import type { Division } from '../../shared/company/api';
import type { Assignment, AssignmentAsset, AssignmentRow } from './api';

export const divisions: Division[] = [
  { id: 7, name: 'London', companyId: 2, invoice: { addressee: null } },
  { id: 8, name: 'Paris', companyId: 2, invoice: { addressee: null } },
  { id: 9, name: 'London', companyId: 3, invoice: { addressee: null } },
];

const COMPANIES: Record<number, string> = { 2: 'Hollis Gallery', 3: 'Marlow Collection' };

/**
 * Statuses in the workflow's order with their suggested progress: row n has the (n-2)th, so rows 3..12 walk the table.
 */
const STATUSES: Array<[string, number]> = [
  ['Submitted', 3], ['Quoted', 7], ['Collection Scheduled', 10], ['Waiting to Collect', 15], ['In Transit', 20],
  ['In Customs', 22], ['In Bond', 24], ['In Warehouse', 26], ['Delivery Scheduled', 80], ['Delivered', 100],
];

/**
 * Row `id` (1..12): the division cycles London (7), Paris (8), Marlow's London (9) by id; the age is 12 - id
 * days, so the newest (12) is today.
 */
export function row(id: number, patch: Partial<AssignmentRow> = {}): AssignmentRow {
  const divisionId = [9, 7, 8][id % 3];
  const division = divisions.find((d) => d.id === divisionId) as Division;
  const [status, progress] = STATUSES[Math.min(STATUSES.length - 1, Math.max(0, id - 3))];
  const age = Math.max(0, 12 - id);
  const day = String(22 - age).padStart(2, '0');
  return {
    id,
    ref: `HG-${String(id).padStart(4, '0')}`,
    status,
    progress,
    completed: status === 'Delivered',
    companyId: division.companyId,
    owner: { companyId: division.companyId },
    companyName: COMPANIES[division.companyId],
    companyDivisionId: division.id,
    companyDivision: division.name,
    assetCount: id % 2 === 0 ? 2 : 1,
    pieces: id % 2 === 0 ? 3 : 1,
    poNumber: id % 2 === 0 ? `PO-${id}` : null,
    pickupOn: '2026-12-01',
    deliverOn: null,
    createdAt: `2026-11-${day}T09:00:00Z`,
    age,
    ...patch,
  };
}

/** Newest first, as GET /api/assignment gives them. */
export const rows: AssignmentRow[] = Array.from({ length: 12 }, (_, i) => row(12 - i));

export function address(id: number): Address {
  return { id, companyId: 2, companyDivisionId: 7, kind: 'customer', name: null, line1: id === 11 ? '1 Bond Street' : `${id} Rue de Seine`, line2: null, city: id === 11 ? 'London' : 'Paris', county: null, postCode: id === 11 ? 'W1S 1AA' : null, country: id === 11 ? 'United Kingdom' : 'France' };
}

export function asset(id: number, patch: Partial<AssignmentAsset> = {}): AssignmentAsset {
  return {
    id,
    title: `Asset ${id}`,
    artist: id === 41 ? 'Émile Bernard' : null,
    ref: null,
    theirRef: `THEIR-${id}`,
    companyDivisionId: 7,
    companyDivision: 'London',
    hasAssignment: false,
    assignmentId: null,
    inStorage: false,
    pieces: 1,
    photo: id === 41 ? { id: 500, name: 'front.jpg', url: '/files/asset/41/photo', thumbUrl: '/files/asset/41/thumb' } : null,
    ...patch,
  };
}

/** GET /api/assignment/{id} for a row: two assets, an origin in storage, one document. */
export function assignmentOf(r: AssignmentRow): Assignment {
  return {
    ...r,
    assets: [asset(41, { hasAssignment: true, assignmentId: r.id }), asset(42, { hasAssignment: true, assignmentId: r.id })],
    origin: address(11),
    destination: null,
    originStorage: true,
    destinationStorage: false,
    storage: [],
    grossWeight: { value: 125.5, unit: 'Kg' },
    grossVolume: 1.2344,
    shipments: {},
    documents: [
      { id: 90, name: 'condition.pdf', fileName: 'condition.pdf', documentType: 'document', protected: false, sizeBytes: 2048, contentType: 'application/pdf', createdAt: '2026-11-16T08:00:00Z', url: '/files/document/90' },
    ],
  };
}
