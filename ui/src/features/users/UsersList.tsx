import { useMemo } from 'react';
import { useT, type Translate } from '../../shared/i18n';
import { DataTable, ListPage, useServerList, type DataColumn, type ListUrlOptions } from '../../shared/list';
import { NONE, rolesText } from '../../shared/labels';
import type { ScreenProps } from '../../shared/routing';
import { ACCOUNT_API, ACCOUNT_LIST, type Account } from './api';

/** The columns of /app/users; labels are looked up once here, not per row. */
function userColumns(t: Translate): DataColumn<Account>[] {
  const active = t('users.activeState');
  const disabled = t('users.disabledState');
  return [
    { id: 'name', header: 'users.fields.name', cell: (a) => `${a.firstName} ${a.lastName}`, sortable: true },
    { id: 'email', header: 'users.fields.email', cell: (a) => a.email, sortable: true },
    { id: 'company', header: 'users.fields.company', cell: (a) => a.companyName ?? NONE, sortable: true },
    { id: 'division', header: 'users.fields.division', cell: (a) => a.divisionName ?? NONE, sortable: true },
    { id: 'roles', header: 'users.fields.roles', cell: (a) => rolesText(t, a.roles) || NONE, sortable: true },
    {
      id: 'disabled',
      header: 'users.fields.status',
      cell: (a) => (a.disabled ? <span className="badge text-bg-secondary">{disabled}</span> : <span className="badge text-bg-success">{active}</span>),
      sortable: true,
    },
  ];
}

/** The server's sorts of GET /api/admin/account (features/users/list.rs). */
const LIST_OPTIONS: ListUrlOptions = { sortable: ['name', 'email', 'company', 'division', 'roles', 'disabled'], defaultSort: { column: 'name', dir: 'asc' } };

const userHref = (a: Account) => `/app/users/${a.id}`;
const userKey = (a: Account) => a.id;

/** /app/users (docs/accounts.md): the accounts, a page at a time, searchable and sortable; a row opens the user. */
export function UsersList({ menu }: ScreenProps) {
  const t = useT();
  const { list, data, isError, isStale } = useServerList<Account>({ base: ACCOUNT_LIST, path: ACCOUNT_API, options: LIST_OPTIONS });
  const columns = useMemo(() => userColumns(t), [t]);
  const title = t(menu ?? 'menu.users');
  return (
    <ListPage title={title} testId="users-screen" add={{ href: '/app/users/add', label: t('users.add'), testId: 'user-add' }} data={data} isError={isError}>
      {(page) => <DataTable page={page} list={list} stale={isStale} columns={columns} rowKey={userKey} rowHref={userHref} rowTestId="user-row" testId="users-list" label={title} empty={{ text: t('users.emptyList'), action: { href: '/app/users/add', label: t('users.add'), testId: 'users-list-empty-add' } }} />}
    </ListPage>
  );
}
