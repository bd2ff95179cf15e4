import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto, Schema } from '../../shared/api/schemas';

/*
 * The assignment calls (docs/assignments.md), as their OpenAPI schemas give them. Query keys
 * match the server's page loaders (`features/assignments/pages.rs`): ids are strings, as in the URL.
 */

export type Weight = Dto<'WeightDto'>;

export type StorageEntry = Dto<'StorageDto'>;

/** GET /api/assignment: one row of the list, newest first. */
export type AssignmentRow = Dto<'AssignmentRow'>;

/** The asset fields this feature shows (GET /api/inventory/{id} and an assignment's assets carry more). */
export type AssignmentAsset = Pick<
  Dto<'AssetDto'>,
  'id' | 'title' | 'artist' | 'ref' | 'theirRef' | 'companyDivisionId' | 'companyDivision' | 'hasAssignment' | 'assignmentId' | 'inStorage' | 'pieces' | 'photo'
>;

/** GET /api/assignment/{id}. */
export type Assignment = Omit<Dto<'AssignmentDto'>, 'assets'> & { assets: AssignmentAsset[] };

/** POST /api/assignment; the answer is the new Assignment (status Submitted). */
export type AssignmentInput = Schema<'AssignmentInput'>;

import type { ShipmentLeg } from '../../shared/shipment/LegsTable';
export type { ShipmentLeg };

/** GET /api/assignment/shipment/{id}: one shipment carrying the assignment. */
export type ShipmentSummary = Dto<'ShipmentSummaryDto'>;

/** The assignment list's query key starts so (the server's page loader primes `[...ASSIGNMENT_LIST, queryString]`). */
export const ASSIGNMENT_LIST = ['assignment', 'list'] as const;
export const ASSIGNMENT_API = '/api/assignment';

export function assignmentQuery(id: string) {
  return queryOptions({
    queryKey: ['assignment', id] as const,
    // A 404 moves the screen to /404 (useNotFoundRedirect): that page says it, not a toast as well.
    queryFn: () => apiFetch<Assignment>(`/api/assignment/${encodeURIComponent(id)}`, { callerShowsError: isNotFound }),
    staleTime: staleFor(MINUTE),
  });
}

/** Client only: the server never renders the shipment summary modal. */
export function shipmentsQuery(id: string) {
  return queryOptions({
    queryKey: ['assignment', id, 'shipments'] as const,
    queryFn: () => apiFetch<ShipmentSummary[]>(`/api/assignment/shipment/${encodeURIComponent(id)}`),
    staleTime: staleFor(MINUTE),
  });
}

/** An asset of the draft as it is now (GET /api/inventory/{id}, the inventory screens' key). */
export function draftAssetQuery(id: number) {
  return queryOptions({
    queryKey: ['inventory', String(id)] as const,
    queryFn: () => apiFetch<AssignmentAsset>(`/api/inventory/${id}`),
    // Whether it is on an assignment by now is the point of asking: never trust an old answer.
    staleTime: 0,
  });
}

export function createAssignment(input: AssignmentInput): Promise<Assignment> {
  return apiFetch<Assignment>('/api/assignment', { method: 'POST', json: input });
}

/**
 * After an assignment is added, or a document changes on one: the assignment lists, the assets (which now
 * say they are on an assignment) and the dashboard's counts are marked stale.
 */
export async function refreshAssignmentData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['assignment'] }),
    queryClient.invalidateQueries({ queryKey: ['inventory'] }),
    queryClient.invalidateQueries({ queryKey: ['stats'] }),
  ]);
}

/** DELETE /api/assignment/document/{id}?companyId=: the company is the assignment's owner. */
export function deleteAssignmentDocument(documentId: number, companyId: number): Promise<unknown> {
  return apiFetch(`/api/assignment/document/${documentId}?companyId=${companyId}`, { method: 'DELETE' });
}

/** POST target of the document upload (the admin edit screen appends the company id; docs/documents.md). */
export function assignmentUploadPath(assignmentId: number): string {
  return `/api/assignment/${assignmentId}/upload/`;
}
