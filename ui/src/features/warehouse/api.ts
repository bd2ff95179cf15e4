import { apiFetch, isNotFound, type ApiInit } from '../../shared/api/client';
import type { Dto, Schema } from '../../shared/api/schemas';

/*
 * The warehouse floor's calls (docs/warehouse.md): storage locations and their labels, the scanner's look-up,
 * check in and out, stocktakes and proof of delivery.
 */

export type Location = Dto<'LocationDto'>;
export type ScannedWork = Dto<'ScannedWork'>;
export type ScanResult = Dto<'ScanResult'>;
export type Move = Dto<'MoveDto'>;
export type Stocktake = Dto<'StocktakeDto'>;
export type StocktakeDetail = Dto<'StocktakeDetail'>;
export type ResultLine = Dto<'ResultLine'>;
export type StocktakeScan = Dto<'StocktakeScanDto'>;
export type Outcome = Schema<'Outcome'>;

export const LOCATIONS = ['admin', 'warehouse', 'locations'] as const;
export const STOCKTAKES = ['admin', 'warehouse', 'stocktakes'] as const;

export const locationsQuery = {
  queryKey: LOCATIONS,
  queryFn: () => apiFetch<Location[]>('/api/admin/warehouse/locations'),
};

export function addLocation(path: string): Promise<Location> {
  return apiFetch<Location>('/api/admin/warehouse/locations', { method: 'POST', json: { path } });
}

export function renameLocation(id: number, path: string): Promise<Location> {
  return apiFetch<Location>(`/api/admin/warehouse/locations/${id}`, { method: 'PUT', json: { path } });
}

export function matchLocations(): Promise<{ matched: number }> {
  return apiFetch<{ matched: number }>('/api/admin/warehouse/locations/match', { method: 'POST' });
}

/** What a code names; the caller may show a 404 (nothing it may see) itself. */
export function resolveCode(code: string, init: ApiInit = {}): Promise<ScanResult> {
  return apiFetch<ScanResult>('/api/scan', { method: 'POST', json: { code }, ...init });
}

export function checkIn(locationId: number, assetIds: number[], init: ApiInit = {}): Promise<Move[]> {
  return apiFetch<Move[]>('/api/admin/warehouse/check-in', { method: 'POST', json: { locationId, assetIds }, ...init });
}

export function checkOut(assetIds: number[], init: ApiInit = {}): Promise<Move[]> {
  return apiFetch<Move[]>('/api/admin/warehouse/check-out', { method: 'POST', json: { assetIds }, ...init });
}

export const stocktakesQuery = {
  queryKey: STOCKTAKES,
  queryFn: () => apiFetch<Stocktake[]>('/api/admin/warehouse/stocktakes'),
};

export function stocktakeQuery(id: number) {
  return {
    queryKey: [...STOCKTAKES, id] as const,
    queryFn: () => apiFetch<StocktakeDetail>(`/api/admin/warehouse/stocktakes/${id}`, { callerShowsError: isNotFound }),
  };
}

export function startStocktake(locationId: number | null): Promise<Stocktake> {
  return apiFetch<Stocktake>('/api/admin/warehouse/stocktakes', { method: 'POST', json: { locationId } });
}

export function countWork(id: number, assetId: number, locationId: number | null, init: ApiInit = {}): Promise<StocktakeScan> {
  return apiFetch<StocktakeScan>(`/api/admin/warehouse/stocktakes/${id}/scans`, { method: 'POST', json: { assetId, locationId }, ...init });
}

export function finishStocktake(id: number): Promise<StocktakeDetail> {
  return apiFetch<StocktakeDetail>(`/api/admin/warehouse/stocktakes/${id}/finish`, { method: 'POST' });
}

export function applyStocktake(id: number): Promise<{ moves: Move[] }> {
  return apiFetch<{ moves: Move[] }>(`/api/admin/warehouse/stocktakes/${id}/apply`, { method: 'POST' });
}

export function recordDeliveryProof(assignmentId: number, form: FormData): Promise<Dto<'DocumentDto'>> {
  return apiFetch<Dto<'DocumentDto'>>(`/api/admin/warehouse/assignment/${assignmentId}/delivery-proof`, { method: 'POST', body: form });
}
