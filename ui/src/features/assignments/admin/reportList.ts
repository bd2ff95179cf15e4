/**
 * The admin's report list (docs/reports.md): assignments collected on /app/admin/assignment for the
 * assignment report, kept in localStorage under `report` between visits. "Create report" posts their ids to
 * `POST /api/assignment/generate/report` and saves the xlsx it answers.
 */
import { downloadFile } from '../../../shared/api/download';
import { storedList, type ListedAssignment } from '../../../shared/storage/storedList';

export const REPORT_LIST_KEY = 'report';

export const reportList = storedList(REPORT_LIST_KEY, 'assignments');

export const REPORT_PATH = '/api/assignment/generate/report';

/**
 * Asks for the report of these assignments, in the list's order, and hands the file to the browser. Whether
 * a file was saved: a failed download is only logged (docs/reports.md), so the caller toasts success only.
 */
export function createReport(entries: readonly ListedAssignment[]): Promise<boolean> {
  return downloadFile(REPORT_PATH, { method: 'POST', json: { ids: entries.map((e) => e.id) } });
}
