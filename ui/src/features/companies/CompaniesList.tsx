import { useQuery } from '@tanstack/react-query';
import { useT } from '../../shared/i18n';
import { DataTable, ListPage, type DataColumn } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { companiesQuery, type Company } from './api';

const currencies = (c: Company) => c.currencies.join(', ');

/** The columns of /app/companies; the group brand is a code (fd, eagle), shown as it is. */
const COLUMNS: DataColumn<Company>[] = [
  { id: 'name', header: 'companies.fields.name', cell: (c) => c.name, sortValue: (c) => c.name, searchText: (c) => c.name },
  { id: 'groupBrand', header: 'companies.fields.groupBrand', cell: (c) => c.groupBrand, sortValue: (c) => c.groupBrand, searchText: (c) => c.groupBrand },
  { id: 'currencies', header: 'companies.fields.currencies', cell: currencies, sortValue: currencies, searchText: currencies },
  { id: 'divisions', header: 'companies.fields.divisions', cell: (c) => c.divisions.length, sortValue: (c) => c.divisions.length, searchText: (c) => String(c.divisions.length), className: 'text-end' },
  { id: 'users', header: 'companies.fields.users', cell: (c) => c.userCount, sortValue: (c) => c.userCount, searchText: (c) => String(c.userCount), className: 'text-end' },
];

const companyHref = (c: Company) => `/app/companies/${c.id}`;
const companyKey = (c: Company) => c.id;

/** /app/companies (SPEC §2): every client company with its division and user counts; a row opens it. */
export function CompaniesList({ menu }: ScreenProps) {
  const t = useT();
  const { data, isError } = useQuery(companiesQuery);
  const title = t(menu ?? 'menu.companies');
  return (
    <ListPage title={title} testId="companies-screen" add={{ href: '/app/companies/add', label: t('companies.add'), testId: 'company-add' }} data={data} isError={isError}>
      {(rows) => <DataTable rows={rows} columns={COLUMNS} rowKey={companyKey} rowHref={companyHref} rowTestId="company-row" testId="companies-list" label={title} />}
    </ListPage>
  );
}
