import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { companySummariesQuery, myDivisionsQuery } from '../../../shared/company/api';
import { useT } from '../../../shared/i18n';
import { DataTable, ListPage, useServerList, type DataColumn } from '../../../shared/list';
import type { ScreenProps } from '../../../shared/routing';
import { liveCue, useChangedAssignments } from '../../../shared/events/changed';
import { addListed, removeListed, useShipmentDraft } from '../../../shared/shipment';
import { Switch, useMounted } from '../../../shared/ui';
import type { AssignmentRow } from '../api';
import { ASSIGNMENT_LIST_OPTIONS, assignmentColumns } from '../assignmentColumns';
import { AssignmentFilterSelects } from '../AssignmentFilterSelects';
import { ADMIN_ASSIGNMENT_API, ADMIN_ASSIGNMENT_LIST } from './api';
import { adminAssignmentApiFilters, readAdminFilters, withIncludeCompleted } from './listFilters';
import { SHIPMENT_ADD_PATH, adminAssignmentPath } from './paths';
import { ReportPanel } from './ReportPanel';
import { reportList } from './reportList';
import { RowActionsContext, RowButtons, type RowActions } from './rowActions';

const NO_COMPANIES: readonly { id: number; name: string }[] = [];
const rowKey = (a: AssignmentRow) => a.id;
const rowHref = (a: AssignmentRow) => adminAssignmentPath(a.id);

/**
 * /app/admin/assignment (docs/assignments.md): every company's assignments in the one list, a page at a
 * time from `GET /api/admin/assignment/`, filtered by company and division, the open ones unless "include
 * completed" is on (all in the URL). Each row goes on the report list (the panel beside makes the xlsx) or on
 * the draft shipment, which opens the shipment add screen.
 */
export function AdminAssignmentsList({ menu }: ScreenProps) {
  const t = useT();
  const changed = useChangedAssignments();
  const navigate = useNavigate();
  const mounted = useMounted();
  const { pathname, search } = useLocation();
  const filters = readAdminFilters(search);
  const { list, data, isError, isStale } = useServerList<AssignmentRow>({
    base: ADMIN_ASSIGNMENT_LIST,
    path: ADMIN_ASSIGNMENT_API,
    options: ASSIGNMENT_LIST_OPTIONS,
    filters: adminAssignmentApiFilters(filters),
  });
  const companies = useQuery(companySummariesQuery).data ?? NO_COMPANIES;
  const divisions = useQuery(myDivisionsQuery).data ?? [];
  const [reported, setReported] = reportList.use();
  const [, setShipment] = useShipmentDraft();

  const toggleReport = useCallback(
    (row: AssignmentRow) => setReported((current) => (current.some((e) => e.id === row.id) ? removeListed(current, row.id) : addListed(current, row).entries)),
    [setReported],
  );
  const addToShipment = useCallback(
    (row: AssignmentRow) => {
      // One already in the draft stays once: the draft's screen shows it either way.
      setShipment((current) => addListed(current, row).entries);
      navigate(SHIPMENT_ADD_PATH);
    },
    [setShipment, navigate],
  );
  const labels = useMemo(
    () => ({ addToReport: t('adminAssignment.report.add'), removeFromReport: t('adminAssignment.report.remove'), addToShipment: t('adminAssignment.shipment.add') }),
    [t],
  );
  const reportedIds = useMemo(() => new Set(reported.map((e) => e.id)), [reported]);
  const actions = useMemo<RowActions>(
    () => ({ reported: reportedIds, ready: mounted, toggleReport, addToShipment, labels }),
    [reportedIds, mounted, toggleReport, addToShipment, labels],
  );
  const columns = useMemo<DataColumn<AssignmentRow>[]>(
    () => {
      // The buttons beside the reference: the list is wider than a desktop screen, and they are its point.
      const [reference, ...rest] = assignmentColumns(t, true);
      return [reference, { id: 'actions', header: 'adminAssignment.list.actions', cell: (row) => <RowButtons row={row} /> }, ...rest];
    },
    [t],
  );
  const title = t(menu ?? 'menu.adminAssignments');

  const toolbar = (
    <>
      <AssignmentFilterSelects companies={companies} divisions={divisions} filters={filters} showCompany search={search} />
      <Switch
        id="admin-assignments-completed"
        className="mb-1"
        label={t('adminAssignment.list.includeCompleted')}
        checked={filters.includeCompleted}
        disabled={!mounted}
        onChange={(on) => navigate({ pathname, search: withIncludeCompleted(search, on) }, { preventScrollReset: true })}
        data-testid="admin-assignments-completed"
      />
    </>
  );

  return (
    <RowActionsContext.Provider value={actions}>
      <div className="row g-3">
        <div className="col-xxl-9">
          <ListPage title={title} testId="admin-assignments-screen" data={data} isError={isError}>
            {(page) => (
              <DataTable
                page={page}
                list={list}
                stale={isStale}
                columns={columns}
                rowKey={rowKey}
                rowHref={rowHref}
                rowTestId="assignment-row"
                rowClassName={(a) => liveCue(changed, a.id)}
                testId="admin-assignments-list"
                label={title}
                empty={{ text: t('adminAssignment.list.empty') }}
                toolbar={toolbar}
              />
            )}
          </ListPage>
        </div>
        <aside className="col-xxl-3">
          <ReportPanel entries={reported} ready={mounted} onRemove={(id) => setReported((current) => removeListed(current, id))} onClear={() => setReported([])} />
        </aside>
      </div>
    </RowActionsContext.Provider>
  );
}
