import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { isAdmin, useCurrentProfile } from '../../shared/auth';
import { companySummariesQuery, myDivisionsQuery } from '../../shared/company/api';
import { useT } from '../../shared/i18n';
import { DataTable, ListPage, useServerList, type ListFilters } from '../../shared/list';
import { liveCue, useChangedAssignments } from '../../shared/events/changed';
import type { ScreenProps } from '../../shared/routing';
import { ASSIGNMENT_API, ASSIGNMENT_LIST, type AssignmentRow } from './api';
import { ASSIGNMENT_LIST_OPTIONS, assignmentColumns } from './assignmentColumns';
import { AssignmentFilterSelects } from './AssignmentFilterSelects';
import { assignmentApiFilters, readFilters } from './listFilters';
import { INVENTORY_PATH, assignmentAddPath, assignmentPath } from './paths';

const NO_COMPANIES: readonly { id: number; name: string }[] = [];

const assignmentKey = (a: AssignmentRow) => a.id;
const assignmentHref = (a: AssignmentRow) => assignmentPath(a.id);

/**
 * /app/assignment (docs/assignments.md): the reader's assignments (every company's for the admin), filtered by owner
 * company and division, searchable, sortable, paged in the URL. Where a new assignment lands.
 */
export function AssignmentsList({ menu }: ScreenProps) {
  const t = useT();
  const changed = useChangedAssignments();
  const admin = isAdmin(useCurrentProfile());
  const divisions = useQuery(myDivisionsQuery);
  const companies = useQuery({ ...companySummariesQuery, enabled: admin }).data ?? NO_COMPANIES;
  const { search } = useLocation();
  const fromUrl = readFilters(search);
  // A customer has one company: a `company` in the URL means nothing to them.
  const companyId = admin ? fromUrl.companyId : null;
  const { divisionId } = fromUrl;
  const apiFilters: ListFilters = assignmentApiFilters({ companyId, divisionId });
  const { list, data, isError, isStale } = useServerList<AssignmentRow>({ base: ASSIGNMENT_LIST, path: ASSIGNMENT_API, options: ASSIGNMENT_LIST_OPTIONS, filters: apiFilters });
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
          rowClassName={(a) => liveCue(changed, a.id)}
          testId="assignments-list"
          label={title}
          empty={{ text: t('assignment.emptyList'), action: { href: INVENTORY_PATH, label: t('assignment.goToInventory'), testId: 'assignments-list-empty-inventory' } }}
          toolbar={<AssignmentFilterSelects companies={companies} divisions={divisions.data ?? []} filters={{ companyId, divisionId }} showCompany={admin} search={search} />}
        />
      )}
    </ListPage>
  );
}

