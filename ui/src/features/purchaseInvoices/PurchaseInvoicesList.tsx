import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatUtc } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/number';
import { useLocale, useT, type Translate } from '../../shared/i18n';
import { usePayload, type Locale } from '../../shared/payload';
import { NONE } from '../../shared/labels';
import { DataTable, ListPage, useServerList, type DataColumn, type ListUrlOptions } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { Button, SelectField, Switch, useMounted } from '../../shared/ui';
import { PURCHASE_INVOICE_API, PURCHASE_INVOICE_LIST, purchaseApiFilters, readPurchaseFilters, withPurchaseFilter, type PurchaseInvoice } from './api';
import { PurchaseInvoiceModal } from './PurchaseInvoiceModal';
import { PURCHASE_CURRENCIES, draftOf, emptyPurchaseDraft, type PurchaseDraft } from './purchaseInvoiceForm';

/** The server's sorts of GET /api/admin/purchaseInvoice/ (features/purchase_invoices/service.rs). */
const LIST_OPTIONS: ListUrlOptions = { sortable: ['invoiceOn', 'dueOn', 'supplier', 'number', 'gross', 'added'], defaultSort: { column: 'invoiceOn', dir: 'desc' } };

const rowKey = (p: PurchaseInvoice) => p.id;
const day = (iso: string | null, locale: Locale) => (iso ? formatUtc(iso, locale) : NONE);

/** Paid on its date; unpaid; or overdue once its due date has passed (`today` is YYYY-MM-DD, UTC). */
export function paymentState(p: Pick<PurchaseInvoice, 'paidOn' | 'dueOn'>, today: string): 'paid' | 'unpaid' | 'overdue' {
  if (p.paidOn) return 'paid';
  return p.dueOn && p.dueOn < today ? 'overdue' : 'unpaid';
}

function columns(t: Translate, locale: Locale, today: string, edit: (p: PurchaseInvoice) => void): DataColumn<PurchaseInvoice>[] {
  return [
    { id: 'supplier', header: 'purchaseInvoices.fields.supplier', cell: (p) => p.supplier, sortable: true },
    { id: 'number', header: 'purchaseInvoices.fields.number', cell: (p) => p.number, sortable: true },
    { id: 'invoiceOn', header: 'purchaseInvoices.fields.invoiceOn', cell: (p) => day(p.invoiceOn, locale), sortable: true },
    { id: 'dueOn', header: 'purchaseInvoices.fields.dueOn', cell: (p) => day(p.dueOn, locale), sortable: true },
    { id: 'gross', header: 'purchaseInvoices.fields.grossValue', cell: (p) => formatMoney(p.grossValue, p.currency, locale), sortable: true, className: 'text-end text-nowrap' },
    {
      id: 'paid',
      header: 'purchaseInvoices.fields.paidOn',
      cell: (p) => {
        const state = paymentState(p, today);
        if (state === 'paid') return day(p.paidOn, locale);
        return <span className={state === 'overdue' ? 'badge text-bg-danger' : 'badge text-bg-warning'}>{t(`purchaseInvoices.${state}`)}</span>;
      },
    },
    { id: 'assignments', header: 'purchaseInvoices.fields.assignments', cell: (p) => p.assignments.map((a) => a.ref).join(', ') || NONE },
    {
      id: 'edit',
      header: 'purchaseInvoices.actions',
      cell: (p) => (
        <Button size="sm" variant="outline-primary" onClick={() => edit(p)} aria-label={t('purchaseInvoices.editOne', { number: p.number })} data-testid="purchase-invoice-edit">
          {t('purchaseInvoices.edit')}
        </Button>
      ),
    },
  ];
}

/**
 * /app/admin/purchase-invoices (docs/invoices.md): the suppliers' invoices a page at a time, filtered by
 * currency and "unpaid only" (in the URL), each opened in the add/edit modal.
 */
export function PurchaseInvoicesList({ menu }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const mounted = useMounted();
  const { pathname, search } = useLocation();
  const filters = readPurchaseFilters(search);
  const { list, data, isError, isStale } = useServerList<PurchaseInvoice>({ base: PURCHASE_INVOICE_LIST, path: PURCHASE_INVOICE_API, options: LIST_OPTIONS, filters: purchaseApiFilters(filters) });
  const [open, setOpen] = useState<PurchaseDraft | null>(null);
  // The server's clock, the same on the server render and after hydration.
  const today = usePayload().now.slice(0, 10);
  const cols = useMemo(() => columns(t, locale, today, (p) => setOpen(draftOf(p, locale))), [t, locale, today]);
  const title = t(menu ?? 'menu.purchaseInvoices');
  const go = (key: 'currency' | 'unpaid', value: string | null) => navigate({ pathname, search: withPurchaseFilter(search, key, value) }, { preventScrollReset: true });

  const toolbar = (
    <>
      <SelectField id="pi-filter-currency" className="mb-1" label={t('purchaseInvoices.fields.currency')} value={filters.currency} disabled={!mounted} onChange={(e) => go('currency', e.target.value || null)} data-testid="pi-filter-currency">
        <option value="">{t('purchaseInvoices.allCurrencies')}</option>
        {PURCHASE_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <Switch id="pi-filter-unpaid" className="mb-1" label={t('purchaseInvoices.unpaidOnly')} checked={filters.unpaid} disabled={!mounted} onChange={(on) => go('unpaid', on ? '1' : null)} data-testid="pi-filter-unpaid" />
      <Button className="ms-auto mb-1" onClick={() => setOpen(emptyPurchaseDraft())} disabled={!mounted} data-testid="purchase-invoice-add">
        {t('purchaseInvoices.add')}
      </Button>
    </>
  );

  return (
    <>
      <ListPage title={title} testId="purchase-invoices-screen" data={data} isError={isError}>
        {(page) => (
          <DataTable page={page} list={list} stale={isStale} columns={cols} rowKey={rowKey} rowTestId="purchase-invoice-row" testId="purchase-invoices-list" label={title} empty={{ text: t('purchaseInvoices.empty') }} toolbar={toolbar} />
        )}
      </ListPage>
      {open ? <PurchaseInvoiceModal initial={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
