import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useT, type Translate } from '../../shared/i18n';
import { DataTable, ListPage, type DataColumn } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { accountsQuery, type Account } from './api';

const NONE = '—';

/** The columns of /app/users; labels are looked up once here, not per row. */
function userColumns(t: Translate): DataColumn<Account>[] {
  const active = t('users.activeState');
  const disabled = t('users.disabledState');
  const fullName = (a: Account) => `${a.firstName} ${a.lastName}`;
  return [
    { id: 'name', header: 'users.fields.name', cell: fullName, sortValue: (a) => `${a.lastName} ${a.firstName}`, searchText: fullName },
    { id: 'email', header: 'users.fields.email', cell: (a) => a.email, sortValue: (a) => a.email, searchText: (a) => a.email },
    { id: 'company', header: 'users.fields.company', cell: (a) => a.companyName ?? NONE, sortValue: (a) => a.companyName, searchText: (a) => a.companyName ?? '' },
    { id: 'division', header: 'users.fields.division', cell: (a) => a.divisionName ?? NONE, sortValue: (a) => a.divisionName, searchText: (a) => a.divisionName ?? '' },
    { id: 'roles', header: 'users.fields.roles', cell: (a) => a.roles.join(', '), sortValue: (a) => a.roles.join(', '), searchText: (a) => a.roles.join(' ') },
    {
      id: 'disabled',
      header: 'users.fields.disabled',
      cell: (a) => (a.disabled ? <span className="badge text-bg-secondary">{disabled}</span> : active),
      sortValue: (a) => a.disabled,
      searchText: (a) => (a.disabled ? disabled : active),
    },
  ];
}

const userHref = (a: Account) => `/app/users/${a.id}`;
const userKey = (a: Account) => a.id;

/** /app/users (SPEC §2): every account, searchable and sortable; a row opens the user. */
export function UsersList({ menu }: ScreenProps) {
  const t = useT();
  const { data, isError } = useQuery(accountsQuery);
  const columns = useMemo(() => userColumns(t), [t]);
  const title = t(menu ?? 'menu.users');
  return (
    <ListPage title={title} testId="users-screen" add={{ href: '/app/users/add', label: t('users.add'), testId: 'user-add' }} data={data} isError={isError}>
      {(rows) => <DataTable rows={rows} columns={columns} rowKey={userKey} rowHref={userHref} rowTestId="user-row" testId="users-list" label={title} />}
    </ListPage>
  );
}
