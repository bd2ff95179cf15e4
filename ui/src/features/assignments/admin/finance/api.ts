import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isConflict } from '../../../../shared/api/client';
import { MINUTE, staleFor } from '../../../../shared/api/query';
import type { Dto, Schema } from '../../../../shared/api/schemas';
import type { GeneratedInvoice } from '../../../../shared/invoice';

/*
 * The finance panel's calls (README "Invoices"): the assignment's working invoice, its save, and generating an
 * invoice from it. The query key matches the edit page's loader (`features/invoices/pages.rs`).
 */

export type WorkingLine = Dto<'InvoiceLineDto'>;

export type InvoiceFigures = Dto<'FiguresDto'>;

/** GET and PUT /api/admin/assignment/{id}/invoice: the assignment's working invoice. */
export type WorkingInvoice = Dto<'WorkingInvoiceDto'>;

/** PUT /api/admin/assignment/{id}/invoice, as the panel sends it: every part, the lists included. */
export type InvoiceInput = Required<Schema<'InvoiceInput'>>;

export const workingInvoiceKey = (assignmentId: string) => ['admin', 'assignment', assignmentId, 'invoice'] as const;

export function workingInvoiceQuery(assignmentId: string) {
  return queryOptions({
    queryKey: workingInvoiceKey(assignmentId),
    queryFn: () => apiFetch<WorkingInvoice>(`/api/admin/assignment/${encodeURIComponent(assignmentId)}/invoice`),
    staleTime: staleFor(MINUTE),
    // The panel edits a copy of it: a refetch behind the admin's back would only move the baseline of
    // "changed"; the panel reloads it itself after a save, a generation or a conflict.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** A 409: someone else changed the invoice; the panel shows the message with a reload. */
export function saveWorkingInvoice(assignmentId: string, input: InvoiceInput): Promise<WorkingInvoice> {
  return apiFetch<WorkingInvoice>(`/api/admin/assignment/${encodeURIComponent(assignmentId)}/invoice`, {
    method: 'PUT',
    json: input,
    callerShowsError: isConflict,
  });
}

/** PUT /api/admin/invoice/: the next invoice of the brand from the lines the preview showed. */
export function generateInvoice(input: { assignmentId: number; lineIds: number[]; total: string }): Promise<GeneratedInvoice> {
  return apiFetch<GeneratedInvoice>('/api/admin/invoice/', { method: 'PUT', json: input });
}
