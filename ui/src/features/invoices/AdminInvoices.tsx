import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { companySummariesQuery } from '../../shared/company/api';
import { useLocale, useT } from '../../shared/i18n';
import type { Dto } from '../../shared/api/schemas';
import type { GeneratedInvoice } from '../../shared/invoice';
import { DataTable, ListPage, useServerList } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { useMounted } from '../../shared/ui';
import { invoiceApiFilters, readInvoiceFilters } from './filters';
import { INVOICE_LIST_OPTIONS, invoiceColumns } from './invoiceColumns';
import { InvoiceFilterBar } from './InvoiceFilterBar';
import { InvoiceSummary } from './InvoiceSummary';
import { InvoiceTotals } from './InvoiceTotals';

/** A page of invoices and the totals per currency of all that match (`GET /api/admin/invoice/`). */
export type InvoicePage = Omit<Dto<'InvoicePage'>, 'rows'> & { rows: GeneratedInvoice[] };

const NO_COMPANIES: readonly { id: number; name: string }[] = [];
const rowKey = (row: GeneratedInvoice) => row.id;

/**
 * /app/admin/invoices (docs/invoices.md): every company's sales invoices in the one list (search, sort,
 * page; brand, company, currency and issue dates in the URL), each number opening its stored PDF, and the
 * totals per currency of the filtered invoices under it. Further blocks (job costing) go below, in `blocks`.
 */
export function AdminInvoices({ menu }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const { search } = useLocation();
  const filters = readInvoiceFilters(search, true);
  const { list, data, isError, isStale } = useServerList<GeneratedInvoice>({
    base: ['admin', 'invoice', 'list'],
    path: '/api/admin/invoice/',
    options: INVOICE_LIST_OPTIONS,
    filters: invoiceApiFilters(filters),
  });
  const companies = useQuery(companySummariesQuery).data ?? NO_COMPANIES;
  const columns = useMemo(() => invoiceColumns(t, locale, true, mounted), [t, locale, mounted]);
  const title = t(menu ?? 'menu.invoices');
  const apiFilters = invoiceApiFilters(filters);
  return (
    <div className="d-flex flex-column gap-3" data-testid="admin-invoices-blocks">
      <ListPage title={title} testId="admin-invoices-screen" data={data} isError={isError}>
        {(page) => (
          <>
            <DataTable
              page={page}
              list={list}
              stale={isStale}
              columns={columns}
              rowKey={rowKey}
              rowTestId="invoice-row"
              testId="admin-invoices-list"
              label={title}
              empty={{ text: t('invoices.empty') }}
              toolbar={<InvoiceFilterBar filters={filters} companies={companies} disabled={!mounted} />}
            />
            <InvoiceTotals totals={(page as InvoicePage).totals ?? []} />
          </>
        )}
      </ListPage>
      <InvoiceSummary filters={apiFilters} ready={mounted} />
    </div>
  );
}
