/** Answers of the inventory calls for the inventory screens' tests (server bundle, hydration). Not part of the app. */
import type { AssetRow } from '../features/inventory/api';
import type { Division } from '../shared/company/api';
import type { UploadedDocument } from '../shared/upload';
import { assetsList, primedPage, type FakeList } from './fakeListApi';

export const inventoryCustomer = {
  id: 40,
  email: 'grace@hollis.demo',
  firstName: 'Grace',
  lastName: 'Hopper',
  theme: '21',
  roles: ['Customer'],
  companyId: 3,
  companyDivisionId: 7,
};

export const sampleDivisions: Division[] = [
  { id: 7, name: 'London', companyId: 3, invoice: { addressee: null } },
  { id: 8, name: 'Paris', companyId: 3, invoice: { addressee: null } },
];

const cm = (x: number, y: number, z: number) => ({ x, y, z, xUnit: 'cm' as const, yUnit: 'cm' as const, zUnit: 'cm' as const });

/** An asset as GET /api/inventory/{id} gives it; the fields not given are those of a plain one in London. */
export function sampleAsset(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title,
    artist: null,
    ref: null,
    theirRef: null,
    companyId: 3,
    companyDivisionId: 7,
    companyDivision: 'London',
    owner: { companyId: 3 },
    hasAssignment: false,
    assignmentId: null,
    inStorage: false,
    hidden: false,
    pieces: 1,
    value: null,
    valueCurrency: 'USD',
    netMeasurements: [],
    grossMeasurements: [],
    storage: [],
    daysInStorageOutstanding: 0,
    grossVolume: null,
    grossWeight: null,
    photo: null,
    imageName: null,
    photoRotation: 0,
    createdAt: '2026-10-01T08:00:00Z',
    ...extra,
  };
}

/** Asset 21: a photo turned 90°, in storage, a measurement in lb and inches beside one in Kg and cm. */
export const blueNude = sampleAsset(21, 'Blue Nude', {
  artist: 'Henri Matisse',
  ref: 'HG-21',
  theirRef: 'BN-1',
  inStorage: true,
  daysInStorageOutstanding: 12,
  pieces: 2,
  value: '12500.00',
  valueCurrency: 'GBP',
  netMeasurements: [
    { weight: { value: 22.05, unit: 'lb' }, dimension: { x: 10, y: 20, z: 5, xUnit: 'inch', yUnit: 'inch', zUnit: 'inch' } },
    { weight: { value: 10, unit: 'Kg' }, dimension: cm(100, 50, 20) },
  ],
  storage: [{ id: 3, inOn: '2026-11-10', outOn: null, location: 'Bay 4' }],
  grossVolume: 0.1,
  grossWeight: { value: 10, unit: 'Kg' },
  photo: { id: 90, name: 'front.jpg', url: '/files/asset/21/photo', thumbUrl: '/files/asset/21/thumb' },
  imageName: 'front.jpg',
  photoRotation: 90,
});

export const sampleAssets = [
  blueNude,
  sampleAsset(22, 'Study in Grey', { theirRef: 'SG-2', hasAssignment: true, assignmentId: 5 }),
  sampleAsset(23, 'Harbour at Dusk', { companyDivisionId: 8, companyDivision: 'Paris', theirRef: 'HD-3' }),
];
export const hiddenAsset = sampleAsset(24, 'Attic Sketch', { hidden: true });

export function sampleDocument(id: number, name: string, documentType: 'asset' | 'document' = 'document'): UploadedDocument {
  return {
    id,
    name,
    fileName: name,
    documentType,
    protected: false,
    sizeBytes: 20_480,
    contentType: documentType === 'asset' ? 'image/jpeg' : 'application/pdf',
    createdAt: '2026-11-12T10:00:00Z',
    url: `/files/document/${id}`,
  };
}

export const blueNudeDocuments = [sampleDocument(90, 'front.jpg', 'asset'), sampleDocument(91, 'condition-report.pdf')];

/** An asset as a row of GET /api/inventory has it (no measurements, storage or documents). */
export function assetRow(asset: ReturnType<typeof sampleAsset>): AssetRow {
  const { id, title, artist, ref, theirRef, companyId, companyDivisionId, companyDivision, hasAssignment, assignmentId, inStorage, hidden, photo, photoRotation } = asset;
  return { id, title, artist, ref, theirRef, companyId, companyDivisionId, companyDivision, hasAssignment, assignmentId, inStorage, hidden, photo, photoRotation };
}

/** GET /api/inventory over the sample company's assets, the hidden one included (testing/fakeListApi.ts). */
export function sampleInventoryList(assets = [...sampleAssets, hiddenAsset]): FakeList<AssetRow> {
  return assetsList(assets.map(assetRow));
}

/** What the server primes for each inventory screen (features/inventory/pages.rs), keyed as the payload has it. */
/** What GET /api/inventory/21/history answers a customer: the provider's staff shown as the provider. */
export const blueNudeHistory = [
  { entryId: 12, kind: 'storageIn', at: '2026-10-02T08:15:00Z', by: { name: 'Plinth', provider: true }, on: '2026-10-01', location: 'Bay 4' },
  { entryId: 3, kind: 'created', at: '2026-09-30T17:40:00Z', by: { name: 'Hana Hollis', provider: false } },
];

export const inventoryPageData = {
  /** /app/inventory */
  list: (): Record<string, unknown> => ({
    ...primedPage(sampleInventoryList(), 'page=1&size=10&sort=title&dir=asc&incHidden=false'),
    '["company","divisions"]': sampleDivisions,
  }),
  /** /app/inventory?hidden=1&division=7&page=1 */
  listWithHidden: (): Record<string, unknown> => ({
    ...primedPage(sampleInventoryList(), 'page=1&size=10&sort=title&dir=asc&incHidden=true&companyDivisionId=7'),
    '["company","divisions"]': sampleDivisions,
  }),
  add: (): Record<string, unknown> => ({ '["company","divisions"]': sampleDivisions }),
  edit: (): Record<string, unknown> => ({
    '["company","divisions"]': sampleDivisions,
    '["inventory","21"]': blueNude,
    '["inventory","21","documents"]': blueNudeDocuments,
  }),
  view: (): Record<string, unknown> => ({
    '["inventory","21"]': blueNude,
    '["inventory","21","documents"]': blueNudeDocuments,
    '["inventory","21","history"]': blueNudeHistory,
    '["inventory","21","condition-reports"]': [],
  }),
};
