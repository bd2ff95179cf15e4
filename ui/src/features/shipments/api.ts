import type { AssignmentByRef } from '../../shared/assignment/byRef';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto, Schema } from '../../shared/api/schemas';
import type { ListUrlOptions } from '../../shared/list';
import type { ShipmentLeg } from '../../shared/shipment/LegsTable';

export type { ShipmentLeg };

/*
 * The admin's shipment calls (docs/shipments.md). Query keys match the server's page loaders
 * (`features/shipments/pages.rs`): the list `['admin','shipment','list',<query>]`, one shipment
 * `['admin','shipment',id]`, the forwarder addresses `['admin','address','forwarder']` (shared/address).
 */

/** What the form and the draft show of an assignment found by its reference (the answer is the admin list's row). */
export type { AssignmentByRef };


/** An asset on board, as the printable list shows it (figures of its gross measurement, else its first net one). */
export type ShipmentAsset = Dto<'ShipmentAssetDto'>;

/** GET /api/admin/shipment/{id}. */
export type Shipment = Dto<'ShipmentDto'>;

/** One line of GET /api/admin/shipment/. */
export type ShipmentRow = Dto<'ShipmentRow'>;

/** POST (no id) and PUT (with it) /api/admin/shipment. */
export type ShipmentInput = Schema<'ShipmentInput'>;

export const SHIPMENT_LIST = ['admin', 'shipment', 'list'] as const;
export const SHIPMENT_API = '/api/admin/shipment/';

/** The server's sorts (features/shipments/list.rs): ref ascending is the newest first. */
export const SHIPMENT_LIST_OPTIONS: ListUrlOptions = {
  sortable: ['ref', 'mode', 'departure', 'arrival', 'assignments', 'completed'],
  defaultSort: { column: 'ref', dir: 'asc' },
};

export function shipmentQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'shipment', id] as const,
    // A 404 moves the screen to /404 (useNotFoundRedirect): that page says it, not a toast as well.
    queryFn: () => apiFetch<Shipment>(`/api/admin/shipment/${encodeURIComponent(id)}`, { callerShowsError: isNotFound }),
    staleTime: staleFor(MINUTE),
  });
}

/**
 * GET /api/admin/assignment/ref/{ref}: the assignment with this reference, as a list row; an unknown one is a
 * 404 'Invalid Assignment Reference' (docs/shipments.md), which the caller shows as its warning.
 */
export function assignmentByRefQuery(ref: string) {
  return queryOptions({
    queryKey: ['admin', 'assignment', 'ref', ref] as const,
    queryFn: () => apiFetch<AssignmentByRef>(`/api/admin/assignment/ref/${encodeURIComponent(ref)}`, { callerShowsError: isNotFound }),
    staleTime: staleFor(MINUTE),
    retry: false,
  });
}

export function saveShipment(input: ShipmentInput): Promise<Shipment> {
  return apiFetch<Shipment>('/api/admin/shipment', { method: input.id === undefined ? 'POST' : 'PUT', json: input });
}

export function deleteShipmentDocument(id: number): Promise<unknown> {
  return apiFetch(`/api/admin/shipment/document/${id}`, { method: 'DELETE' });
}

export const shipmentUploadPath = (id: number) => `/api/admin/shipment/${id}/upload/`;
export const packingListPath = (id: number) => `/api/admin/shipment/${id}/packing-list.pdf`;

/** After a save: the shipment lists, the assignments (their shipments and history), the shipment itself. */
export async function refreshAfterSave(queryClient: QueryClient, saved: Shipment): Promise<void> {
  queryClient.setQueryData(shipmentQuery(String(saved.id)).queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SHIPMENT_LIST }),
    queryClient.invalidateQueries({ queryKey: ['assignment'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'assignment'] }),
  ]);
}
