import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ASSIGNMENT_STATUSES, ageFormatter, statusIcon, StatusIcon, statusIconLabels } from '../../shared/assignment';
import { isAdmin, useCurrentProfile } from '../../shared/auth';
import { companySummariesQuery, myDivisionsQuery } from '../../shared/company/api';
import { useT, type Translate } from '../../shared/i18n';
import { DataTable, ListPage, useServerList, type DataColumn, type ListFilters, type ListUrlOptions } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { Progress, useMounted } from '../../shared/ui';
import { ASSIGNMENT_API, ASSIGNMENT_LIST, type AssignmentRow } from './api';
import { assignmentApiFilters, divisionOptions, readFilters, withFilters, type AssignmentFilters } from './listFilters';
import { ASSIGNMENTS_PATH, INVENTORY_PATH, assignmentAddPath, assignmentPath } from './paths';
import { NONE } from '../../shared/labels';

// A bar needs some width to read; table cells would squeeze it to nothing.
const PROGRESS_CELL = { minWidth: '6rem' } as const;

/** The columns of /app/assignment; every label is looked up here, once, not per row. */
function assignmentColumns(t: Translate, showCompany: boolean): DataColumn<AssignmentRow>[] {
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

/** The server's sorts of GET /api/assignment (features/assignment/list.rs): age ascending is the newest first. */
const LIST_OPTIONS: ListUrlOptions = {
  sortable: ['age', 'ref', 'company', 'division', 'status', 'progress', 'assets', 'po'],
  defaultSort: { column: 'age', dir: 'asc' },
};
const NO_COMPANIES: readonly { id: number; name: string }[] = [];

const assignmentKey = (a: AssignmentRow) => a.id;
const assignmentHref = (a: AssignmentRow) => assignmentPath(a.id);

/**
 * /app/assignment (SPEC §2): the reader's assignments (every company's for the admin), filtered by owner
 * company and division, searchable, sortable, paged in the URL. Where a new assignment lands.
 */
export function AssignmentsList({ menu }: ScreenProps) {
  const t = useT();
  const admin = isAdmin(useCurrentProfile());
  const divisions = useQuery(myDivisionsQuery);
  const companies = useQuery({ ...companySummariesQuery, enabled: admin }).data ?? NO_COMPANIES;
  const { search } = useLocation();
  const fromUrl = readFilters(search);
  // A customer has one company: a `company` in the URL means nothing to them.
  const companyId = admin ? fromUrl.companyId : null;
  const { divisionId } = fromUrl;
  const apiFilters: ListFilters = assignmentApiFilters({ companyId, divisionId });
  const { list, data, isError, isStale } = useServerList<AssignmentRow>({ base: ASSIGNMENT_LIST, path: ASSIGNMENT_API, options: LIST_OPTIONS, filters: apiFilters });
  const columns = useMemo(() => assignmentColumns(t, admin), [t, admin]);
  const title = t(menu ?? 'menu.assignments');
  return (
    <ListPage title={title} testId="assignments-screen" add={{ href: assignmentAddPath(), label: t('assignment.list.add'), testId: 'assignment-add' }} data={data} isError={isError}>
      {(page) => (
        <DataTable
          page={page}
          list={list}
          stale={isStale}
          columns={columns}
          rowKey={assignmentKey}
          rowHref={assignmentHref}
          rowTestId="assignment-row"
          testId="assignments-list"
          label={title}
          empty={{ text: t('assignment.emptyList'), action: { href: INVENTORY_PATH, label: t('assignment.goToInventory'), testId: 'assignments-list-empty-inventory' } }}
          toolbar={<AssignmentFilterSelects companies={companies} divisions={divisions.data ?? []} filters={{ companyId, divisionId }} showCompany={admin} search={search} />}
        />
      )}
    </ListPage>
  );
}

interface FilterSelectsProps {
  /** The owner companies to choose from (the admin's; a customer has one). */
  companies: readonly { id: number; name: string }[];
  divisions: readonly { id: number; name: string; companyId: number }[];
  filters: AssignmentFilters;
  showCompany: boolean;
  search: string;
}

/**
 * The company (admin only: a customer has one) and division selects. They are not fields of the list's search
 * form: a change goes straight to the URL (back to page 1), and the form keeps them as hidden fields.
 */
function AssignmentFilterSelects({ companies: offered, divisions, filters, showCompany, search }: FilterSelectsProps) {
  const t = useT();
  const navigate = useNavigate();
  const mounted = useMounted();
  const companies = showCompany ? offered : NO_COMPANIES;
  const { companyId } = filters;
  const options = useMemo(() => divisionOptions(divisions, companies, companyId), [divisions, companies, companyId]);
  const go = (next: AssignmentFilters) => navigate({ pathname: ASSIGNMENTS_PATH, search: withFilters(search, next) }, { preventScrollReset: true });
  const idOf = (value: string) => (value === '' ? null : Number(value));

  return (
    <>
      {showCompany ? (
        <div>
          <label htmlFor="assignments-company" className="form-label small mb-1">
            {t('assignment.list.company')}
          </label>
          <select
            id="assignments-company"
            className="form-select form-select-sm"
            value={filters.companyId === null ? '' : String(filters.companyId)}
            disabled={!mounted}
            onChange={(e) => {
              const nextCompany = idOf(e.target.value);
              // A division of another company would leave the list empty: it goes with the company.
              const keep = filters.divisionId !== null && divisions.some((d) => d.id === filters.divisionId && (nextCompany === null || d.companyId === nextCompany));
              go({ companyId: nextCompany, divisionId: keep ? filters.divisionId : null });
            }}
            data-testid="assignments-company"
          >
            <option value="">{t('assignment.list.allCompanies')}</option>
            {filters.companyId !== null && !companies.some((c) => c.id === filters.companyId) ? <option value={String(filters.companyId)}>{`#${filters.companyId}`}</option> : null}
            {companies.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor="assignments-division" className="form-label small mb-1">
          {t('assignment.list.division')}
        </label>
        <select
          id="assignments-division"
          className="form-select form-select-sm"
          value={filters.divisionId === null ? '' : String(filters.divisionId)}
          disabled={!mounted}
          onChange={(e) => go({ companyId, divisionId: idOf(e.target.value) })}
          data-testid="assignments-division"
        >
          <option value="">{t('assignment.list.allDivisions')}</option>
          {filters.divisionId !== null && !options.some((d) => d.id === filters.divisionId) ? <option value={String(filters.divisionId)}>{`#${filters.divisionId}`}</option> : null}
          {options.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
