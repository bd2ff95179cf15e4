/**
 * Condition reports (docs/condition-reports.md): the calls, their shapes and the words they use. Shared because
 * the asset views (features/inventory) show a work's reports and the report screens (features/conditionReports)
 * show one; each reaches the server only through here.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api/client';
import { MINUTE, staleFor } from '../api/query';
import type { Schema, Served } from '../api/schemas';

export type Report = Served<Schema<'ReportDto'>>;
export type ReportSummary = Served<Schema<'ReportSummary'>>;
export type ReportPhoto = Served<Schema<'ConditionPhotoDto'>>;
export type Comparison = Served<Schema<'Comparison'>>;
export type ReportInput = Schema<'ReportInput'>;
export type Observation = Schema<'ObservationInput'>;
export type ReportKind = Schema<'ReportKind'>;
export type Overall = Schema<'Overall'>;
export type Area = Schema<'Area'>;
export type Term = Schema<'Term'>;
export type Severity = Schema<'Severity'>;

export const KINDS: readonly ReportKind[] = ['intake', 'beforeShipment', 'onReceipt', 'onReturn', 'periodic', 'incident'];
export const OVERALLS: readonly Overall[] = ['excellent', 'good', 'fair', 'poor', 'unstable'];
export const AREAS: readonly Area[] = ['frame', 'glazing', 'surface', 'support', 'reverse', 'mount', 'other'];
export const TERMS: readonly Term[] = [
  'scratch',
  'abrasion',
  'dent',
  'tear',
  'crack',
  'flaking',
  'loss',
  'stain',
  'discoloration',
  'mould',
  'insectDamage',
  'loose',
  'other',
];
export const SEVERITIES: readonly Severity[] = ['minor', 'moderate', 'major', 'critical'];

/** The business role that lets a customer's account write its company's reports (as the server's). */
export const WRITER_ROLE = 'Registrar';

export const reportPath = (id: number) => `/app/condition-report/${id}`;
export const comparePath = (a: number, b: number) => `/app/condition-report/compare?a=${a}&b=${b}`;
export const reportPdfPath = (id: number) => `/api/condition-reports/${id}/pdf`;

export function reportsQuery(assetId: number) {
  return queryOptions({
    queryKey: ['inventory', String(assetId), 'condition-reports'] as const,
    queryFn: () => apiFetch<ReportSummary[]>(`/api/inventory/${assetId}/condition-reports`),
    staleTime: staleFor(MINUTE),
  });
}

export function reportQuery(id: string) {
  return queryOptions({
    queryKey: ['condition-report', id] as const,
    queryFn: () => apiFetch<Report>(`/api/condition-reports/${encodeURIComponent(id)}`, { callerShowsError: (e) => e.status === 404 }),
    staleTime: staleFor(MINUTE),
  });
}

export function compareQuery(a: string, b: string) {
  return queryOptions({
    queryKey: ['condition-report', 'compare', a, b] as const,
    queryFn: () => apiFetch<Comparison>(`/api/condition-reports/compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`),
    staleTime: staleFor(MINUTE),
  });
}

export function createReport(assetId: number, input: ReportInput): Promise<Report> {
  return apiFetch<Report>(`/api/inventory/${assetId}/condition-reports`, { method: 'POST', json: input });
}

export function saveReport(id: number, input: ReportInput): Promise<Report> {
  return apiFetch<Report>(`/api/condition-reports/${id}`, { method: 'PUT', json: input });
}

export function signReport(id: number): Promise<Report> {
  return apiFetch<Report>(`/api/condition-reports/${id}/sign`, { method: 'POST' });
}

export function deleteReport(id: number): Promise<void> {
  return apiFetch<void>(`/api/condition-reports/${id}`, { method: 'DELETE' });
}

export function addPhoto(id: number, file: File): Promise<ReportPhoto> {
  const body = new FormData();
  body.append('photo', file, file.name);
  return apiFetch<ReportPhoto>(`/api/condition-reports/${id}/photos`, { method: 'POST', body });
}

export function savePhoto(id: number, photoId: number, rotation: number, marks: Schema<'Annotation'>[]): Promise<ReportPhoto> {
  return apiFetch<ReportPhoto>(`/api/condition-reports/${id}/photos/${photoId}`, { method: 'PUT', json: { rotation, marks } });
}

export function removePhoto(id: number, photoId: number): Promise<void> {
  return apiFetch<void>(`/api/condition-reports/${id}/photos/${photoId}`, { method: 'DELETE' });
}

/** After a change of report `id` of asset `assetId`: the report, the work's list and its timeline are stale. */
export async function refreshReports(queryClient: QueryClient, id: number, assetId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['condition-report', String(id)] }),
    queryClient.invalidateQueries({ queryKey: ['condition-report', 'compare'] }),
    queryClient.invalidateQueries({ queryKey: ['inventory', String(assetId)] }),
  ]);
}
