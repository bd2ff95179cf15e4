/**
 * Labels and condition reports (docs/labels.md): PDFs of
 * the assets named, in the caller's scope (the admin any asset, a customer their own company's). Both are saved
 * as downloads named by the server; a failed download is only logged (docs/labels.md), so callers toast success only.
 */
import { downloadFile } from '../api/download';
import type { Schema } from '../api/schemas';

export type LabelLayout = Schema<'LabelLayout'>;

/** The layouts offered, the first the default: A4 label sheets, or a 4 × 6 inch thermal label a page. */
export const LABEL_LAYOUTS: readonly LabelLayout[] = ['a4', 'thermal'];

export const LABELS_PATH = '/api/inventory/generate/labels';
export const CONDITION_REPORTS_PATH = '/api/inventory/generate/conditionReports';

/** The local storage key of the last layout chosen: a warehouse with a thermal printer keeps choosing it. */
export const LABEL_LAYOUT_KEY = 'labelLayout';

export function parseLayout(raw: string | null | undefined): LabelLayout {
  return LABEL_LAYOUTS.find((l) => l === raw) ?? LABEL_LAYOUTS[0];
}

/** Asks for the labels of these assets (one per piece) and saves the PDF; whether a file was saved. */
export function printLabels(ids: readonly number[], layout: LabelLayout): Promise<boolean> {
  return downloadFile(LABELS_PATH, { method: 'POST', json: { ids, layout } });
}

/** Asks for a condition report per asset and saves the PDF; whether a file was saved. */
export function printConditionReports(ids: readonly number[]): Promise<boolean> {
  return downloadFile(CONDITION_REPORTS_PATH, { method: 'POST', json: { ids } });
}
