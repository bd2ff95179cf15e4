import { hashKey, queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { historyQuery } from '../../shared/history/api';
import { apiFetch, isNotFound } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto } from '../../shared/api/schemas';
import type { Measurement, Weight } from '../../shared/units';
import type { StorageEntryInput } from '../../shared/storage/entries';
import type { UploadedDocument } from '../../shared/upload';

/*
 * The inventory calls (docs/inventory.md), as their OpenAPI schemas give them. Query keys
 * match the server's page loaders (`features/inventory/pages.rs`): ids are strings, as in the URL.
 */

export type StorageEntry = Dto<'StorageDto'>;

export type AssetPhoto = Dto<'PhotoDto'>;

/** GET /api/inventory (rows, by title then id) and GET /api/inventory/{id}. */
export type Asset = Omit<Dto<'AssetDto'>, 'netMeasurements' | 'grossMeasurements' | 'grossWeight'> & {
  /** The units are the ones the server takes and writes (Kg or lb, cm or inch); the document says text. */
  netMeasurements: Measurement[];
  grossMeasurements: Measurement[];
  grossWeight: Weight | null;
};

/** The `asset` part of POST (no id) and PUT (id) /api/inventory. */
export interface AssetInput {
  id?: number;
  companyDivisionId: number;
  title: string;
  artist: string | null;
  /** Sent unchanged on PUT (only the provider may change it), left out on POST. */
  ref?: string | null;
  /** PUT, the admin only: the asset's whole list of storage entries (left out: kept). */
  storage?: StorageEntryInput[];
  theirRef: string | null;
  pieces: number;
  value: string | null;
  valueCurrency: string;
  hidden: boolean;
  photoRotation: number;
  deletePhoto?: boolean;
  netMeasurements: Measurement[];
  grossMeasurements?: Measurement[];
}

/** GET /api/inventory/match: possible duplicates in the reader's company. */
export type AssetMatches = { [K in keyof Dto<'AssetMatches'>]: Asset[] };

/**
 * Where to load a photo from. A replaced photo keeps its address, so the photo's document id goes in the
 * query: a new photo is a new URL, and the browser does not show the old one from its cache.
 */
export function photoSrc(photo: AssetPhoto, size: 'photo' | 'thumb'): string {
  return `${size === 'thumb' ? photo.thumbUrl : photo.url}?v=${photo.id}`;
}

/** GET /api/inventory: a page of slim rows (what the list shows; the rest comes with GET /api/inventory/{id}). */
export type AssetRow = Dto<'AssetRow'>;

/** The inventory list's query key starts so (the server's page loader primes `[...INVENTORY_LIST, queryString]`). */
export const INVENTORY_LIST = ['inventory', 'list'] as const;
export const INVENTORY_API = '/api/inventory';

export function assetQuery(id: string) {
  return queryOptions({
    queryKey: ['inventory', id] as const,
    // A 404 moves the screen to /404 (useNotFoundRedirect): that page says it, not a toast as well.
    queryFn: () => apiFetch<Asset>(`/api/inventory/${encodeURIComponent(id)}`, { callerShowsError: isNotFound }),
    staleTime: staleFor(MINUTE),
  });
}

export function assetDocumentsQuery(id: string) {
  return queryOptions({
    queryKey: ['inventory', id, 'documents'] as const,
    queryFn: () => apiFetch<UploadedDocument[]>(`/api/inventory/${encodeURIComponent(id)}/list`),
    staleTime: staleFor(MINUTE),
  });
}

export function matchAssets(title: string, reference: string): Promise<AssetMatches> {
  const query = new URLSearchParams({ title, reference });
  return apiFetch<AssetMatches>(`/api/inventory/match?${query.toString()}`);
}

/** The multipart body of POST/PUT /api/inventory: the asset as JSON, and a new photo when one was chosen. */
export function assetFormData(input: AssetInput, photo: File | null): FormData {
  const body = new FormData();
  body.append('asset', JSON.stringify(input));
  if (photo) {
    body.append('photo.content', photo, photo.name);
    body.append('photo.name', photo.name);
    body.append('photo.documentType', 'asset');
  }
  return body;
}

export function saveAsset(input: AssetInput, photo: File | null): Promise<Asset> {
  return apiFetch<Asset>('/api/inventory', { method: input.id ? 'PUT' : 'POST', body: assetFormData(input, photo) });
}

export function deleteAsset(id: number): Promise<unknown> {
  return apiFetch(`/api/inventory/${id}`, { method: 'DELETE' });
}

export function assetUploadPath(asset: Pick<Asset, 'id' | 'companyId'>): string {
  return `/api/inventory/${asset.id}/upload/${asset.companyId}`;
}

export function deleteAssetDocument(documentId: number, companyId: number): Promise<unknown> {
  return apiFetch(`/api/inventory/document/${documentId}?companyId=${companyId}`, { method: 'DELETE' });
}

/**
 * After an asset or one of its documents changes: every inventory query (lists, the asset, its documents),
 * the assignments (they list their assets) and the dashboard's counts are marked stale. `deletedId`: a
 * deleted asset's own queries are left alone; asking again would be a 404 and a trip to /404.
 */
export async function refreshInventoryData(queryClient: QueryClient, deletedId?: number): Promise<void> {
  const gone = deletedId === undefined ? null : [assetQuery, assetDocumentsQuery, (id: string) => historyQuery('inventory', id)].map((query) => hashKey(query(String(deletedId)).queryKey));
  const predicate = (query: Query) => !gone?.includes(query.queryHash);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['inventory'], predicate }),
    queryClient.invalidateQueries({ queryKey: ['assignment'] }),
    queryClient.invalidateQueries({ queryKey: ['stats'] }),
  ]);
}
