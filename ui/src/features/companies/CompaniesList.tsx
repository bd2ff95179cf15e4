import { useMemo } from 'react';
import { useT, type Translate } from '../../shared/i18n';
import { NONE, groupBrandLabel } from '../../shared/labels';
import { DataTable, ListPage, useServerList, type DataColumn, type ListUrlOptions } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { COMPANY_API, COMPANY_LIST, type Company } from './api';

const currencies = (c: Company) => c.currencies.join(', ') || NONE;

/** The columns of /app/companies; the group brand is shown by its name, not its code. */
const companyColumns = (t: Translate): DataColumn<Company>[] => [
  { id: 'name', header: 'companies.fields.name', cell: (c) => c.name, sortable: true },
  { id: 'groupBrand', header: 'companies.fields.groupBrand', cell: (c) => groupBrandLabel(t, c.groupBrand), sortable: true },
  { id: 'currencies', header: 'companies.fields.currencies', cell: currencies, sortable: true },
  { id: 'divisions', header: 'companies.fields.divisions', cell: (c) => c.divisions.length, sortable: true, className: 'text-end' },
  { id: 'users', header: 'companies.fields.users', cell: (c) => c.userCount, sortable: true, className: 'text-end' },
];

/** The server's sorts of GET /api/admin/company (features/companies/list.rs). */
const LIST_OPTIONS: ListUrlOptions = { sortable: ['name', 'groupBrand', 'currencies', 'divisions', 'users'], defaultSort: { column: 'name', dir: 'asc' } };

const companyHref = (c: Company) => `/app/companies/${c.id}`;
const companyKey = (c: Company) => c.id;

/**
 * /app/companies (docs/companies.md): the client companies, a page at a time, with division and user counts; a row
 * opens it.
 */
export function CompaniesList({ menu }: ScreenProps) {
  const t = useT();
  const { list, data, isError, isStale } = useServerList<Company>({ base: COMPANY_LIST, path: COMPANY_API, options: LIST_OPTIONS });
  const columns = useMemo(() => companyColumns(t), [t]);
  const title = t(menu ?? 'menu.companies');
  return (
    <ListPage title={title} testId="companies-screen" add={{ href: '/app/companies/add', label: t('companies.add'), testId: 'company-add' }} data={data} isError={isError}>
      {(page) => (
        <DataTable page={page} list={list} stale={isStale} columns={columns} rowKey={companyKey} rowHref={companyHref} rowTestId="company-row" testId="companies-list" label={title} empty={{ text: t('companies.emptyList'), action: { href: '/app/companies/add', label: t('companies.add'), testId: 'companies-list-empty-add' } }} />
      )}
    </ListPage>
  );
}
