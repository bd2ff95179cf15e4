import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch, ApiError, isNotFound } from '../../../shared/api/client';
import { MINUTE, staleFor } from '../../../shared/api/query';
import type { Dto, Schema } from '../../../shared/api/schemas';
import type { AssignmentAsset, StorageEntry } from '../api';

/*
 * The admin's assignment calls (docs/assignments.md): the list of every company's, one assignment with its
 * version, the save. Query keys match the server's page loaders (`features/assignments/pages.rs`).
 */

/** A stored storage entry: its id goes back with the save, so the server knows it from a new one. */
export type StoredStorageEntry = StorageEntry;

/** GET /api/admin/assignment/{id}: the assignment (protected documents included) and the version its save names. */
export type AdminAssignment = Omit<Dto<'AdminAssignmentDto'>, 'assets'> & { assets: AssignmentAsset[] };

/** PUT /api/admin/assignment: every field as the edit screen holds it. */
export type AdminAssignmentInput = Schema<'AdminAssignmentInput'>;

/** The admin list's query key starts so (the page loader primes `[...ADMIN_ASSIGNMENT_LIST, queryString]`). */
export const ADMIN_ASSIGNMENT_LIST = ['admin', 'assignment', 'list'] as const;
export const ADMIN_ASSIGNMENT_API = '/api/admin/assignment/';

export function adminAssignmentQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'assignment', id] as const,
    // A 404 moves the screen to /404 (useNotFoundRedirect): that page says it, not a toast as well.
    queryFn: () => apiFetch<AdminAssignment>(`/api/admin/assignment/${encodeURIComponent(id)}`, { callerShowsError: isNotFound }),
    staleTime: staleFor(MINUTE),
  });
}

/**
 * One group of the edit's address selects (GET /api/admin/assignment/{id}/addresses): a division's addresses
 * (the assignment's own division first), the company's own addresses of no division (`name` is the company's),
 * or `saved`: a saved origin or destination outside those (a forwarder's), offered so it stays chosen.
 */
export type AddressGroup = Dto<'AddressGroupDto'>;

/** Every address the edit's save accepts, and the saved ones: the same key as the page loader's. */
export function adminAddressChoicesQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'assignment', id, 'addresses'] as const,
    queryFn: () => apiFetch<AddressGroup[]>(`/api/admin/assignment/${encodeURIComponent(id)}/addresses`),
    staleTime: staleFor(MINUTE),
  });
}

/** A save made from an older version: the screen shows the server's message itself, with a reload. */
export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.status === 409;

export function saveAdminAssignment(input: AdminAssignmentInput): Promise<AdminAssignment> {
  return apiFetch<AdminAssignment>('/api/admin/assignment', { method: 'PUT', json: input, callerShowsError: isStaleVersion });
}

/** POST target of the admin's document upload: the assignment's company is named too (docs/assignments.md). */
export function adminUploadPath(assignment: { id: number; companyId: number }): string {
  return `/api/assignment/${assignment.id}/upload/${assignment.companyId}`;
}

/** After a save or a document change: the assignment lists (customer and admin), its history (`['assignment', id, 'history']`), the dashboard. */
export async function refreshAfterSave(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['assignment'] }),
    queryClient.invalidateQueries({ queryKey: ADMIN_ASSIGNMENT_LIST }),
    queryClient.invalidateQueries({ queryKey: ['stats'] }),
  ]);
}
