import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { isAdmin, useCurrentProfile } from '../../shared/auth';
import { useLocale, useT } from '../../shared/i18n';
import type { GeneratedInvoice } from '../../shared/invoice';
import { DataTable, ListPage, useServerList } from '../../shared/list';
import { useLinkClick } from '../../shared/routing';
import { Card, useMounted } from '../../shared/ui';
import type { InvoicePage as Page } from './AdminInvoices';
import { invoiceApiFilters, readInvoiceFilters } from './filters';
import { INVOICE_LIST_OPTIONS, invoiceColumns } from './invoiceColumns';
import { InvoiceFilterBar } from './InvoiceFilterBar';
import { InvoiceTotals } from './InvoiceTotals';

const rowKey = (row: GeneratedInvoice) => row.id;

/** A customer's own company's invoices (`GET /api/invoice`), each opening its PDF, with the totals per currency. */
function MyInvoices() {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const { search } = useLocation();
  const filters = readInvoiceFilters(search, false);
  const { list, data, isError, isStale } = useServerList<GeneratedInvoice>({
    base: ['invoice', 'list'],
    path: '/api/invoice',
    options: INVOICE_LIST_OPTIONS,
    filters: invoiceApiFilters(filters),
  });
  const columns = useMemo(() => invoiceColumns(t, locale, false, mounted), [t, locale, mounted]);
  const title = t('account.invoiceTitle');
  return (
    <ListPage title={title} testId="invoice-page" data={data} isError={isError}>
      {(page) => (
        <>
          <DataTable
            page={page}
            list={list}
            stale={isStale}
            columns={columns}
            rowKey={rowKey}
            rowTestId="invoice-row"
            testId="my-invoices-list"
            label={title}
            empty={{ text: t('invoices.emptyCustomer') }}
            toolbar={<InvoiceFilterBar filters={filters} disabled={!mounted} />}
          />
          <InvoiceTotals totals={(page as Page).totals ?? []} />
        </>
      )}
    </ListPage>
  );
}

/** /pages/invoice: a customer's invoices; the provider's administrator is pointed to the admin screens. */
export function InvoicePage() {
  const t = useT();
  const admin = isAdmin(useCurrentProfile());
  const onLinkClick = useLinkClick();
  if (!admin) return <MyInvoices />;
  return (
    <Card className="account-card">
      <h1 className="card-title h4 mb-3" data-testid="invoice-page">
        {t('account.invoiceTitle')}
      </h1>
      <p>{t('account.invoiceAdmin')}</p>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-primary" href="/app/admin/invoices" onClick={onLinkClick}>
          {t('menu.invoices')}
        </a>
        <a className="btn btn-outline-secondary" href="/app/admin/purchase-invoices" onClick={onLinkClick}>
          {t('menu.purchaseInvoices')}
        </a>
      </div>
    </Card>
  );
}
