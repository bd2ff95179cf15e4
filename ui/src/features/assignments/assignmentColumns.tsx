import { ASSIGNMENT_STATUSES, ageFormatter, statusIcon, StatusIcon, statusIconLabels } from '../../shared/assignment';
import type { Translate } from '../../shared/i18n';
import type { DataColumn, ListUrlOptions } from '../../shared/list';
import { NONE } from '../../shared/labels';
import { Progress } from '../../shared/ui';
import type { AssignmentRow } from './api';

// A bar needs some width to read; table cells would squeeze it to nothing.
const PROGRESS_CELL = { minWidth: '6rem' } as const;

/** The columns of /app/assignment; every label is looked up here, once, not per row. */
export function assignmentColumns(t: Translate, showCompany: boolean): DataColumn<AssignmentRow>[] {
  const statusNames = new Map<string, string>(ASSIGNMENT_STATUSES.map((s) => [s.name, t(`status.${s.key}`)]));
  const statusText = (a: AssignmentRow) => statusNames.get(a.status) ?? a.status;
  const iconLabels = statusIconLabels(t);
  const progressLabel = t('assignment.fields.progress');
  const age = ageFormatter(t);
  const columns: DataColumn<AssignmentRow>[] = [
    { id: 'ref', header: 'assignment.fields.ref', cell: (a) => a.ref, sortable: true },
    { id: 'division', header: 'assignment.fields.division', cell: (a) => a.companyDivision, sortable: true },
    {
      id: 'status',
      header: 'assignment.fields.status',
      cell: (a) => {
        const icon = statusIcon(a.status, a.progress);
        return (
          <span className="d-inline-flex align-items-center gap-2 text-nowrap" data-status={a.status}>
            <StatusIcon name={icon} label={iconLabels[icon]} />
            {statusText(a)}
          </span>
        );
      },
      sortable: true,
    },
    {
      id: 'progress',
      header: 'assignment.fields.progress',
      cell: (a) => (
        <div style={PROGRESS_CELL}>
          <Progress value={a.progress} label={progressLabel} />
        </div>
      ),
      sortable: true,
    },
    { id: 'assets', header: 'assignment.fields.assets', cell: (a) => a.assetCount, sortable: true, className: 'text-end' },
    { id: 'age', header: 'assignment.fields.age', cell: (a) => age(a.age), sortable: true, className: 'text-nowrap' },
    { id: 'po', header: 'assignment.fields.poNumber', cell: (a) => a.poNumber ?? NONE, sortable: true },
  ];
  if (showCompany) {
    columns.splice(1, 0, { id: 'company', header: 'assignment.fields.company', cell: (a) => a.companyName, sortable: true });
  }
  return columns;
}

/** The server's sorts of GET /api/assignment and GET /api/admin/assignment/ (features/assignments/list.rs): age ascending is the newest first. */
export const ASSIGNMENT_LIST_OPTIONS: ListUrlOptions = {
  sortable: ['age', 'ref', 'company', 'division', 'status', 'progress', 'assets', 'po'],
  defaultSort: { column: 'age', dir: 'asc' },
};
