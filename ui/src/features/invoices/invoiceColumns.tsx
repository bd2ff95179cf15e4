import { downloadFile, openFile } from '../../shared/api/download';
import { formatUtc } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/number';
import type { Translate } from '../../shared/i18n/useT';
import { invoicePdfPath, type GeneratedInvoice } from '../../shared/invoice';
import type { DataColumn } from '../../shared/list';
import type { ListUrlOptions } from '../../shared/list';
import type { Locale } from '../../shared/payload';
import { InvoiceActions } from './InvoiceActions';

/** The server's sorts of the invoice lists (`features/invoices/list.rs`), newest first by default. */
export const INVOICE_LIST_OPTIONS: ListUrlOptions = {
  sortable: ['issued', 'number', 'company', 'ref', 'currency', 'total', 'paid'],
  defaultSort: { column: 'issued', dir: 'asc' },
};

/**
 * The columns of an invoice list. The number is a plain button that opens the stored PDF (fetched with the
 * token, shown in a new tab); `admin` adds the company, the assignment link, the paid date and the actions. A
 * storage invoice has no assignment: it is marked "Storage" there.
 */
export function invoiceColumns(t: Translate, locale: Locale, admin: boolean, ready: boolean): DataColumn<GeneratedInvoice>[] {
  const openLabel = t('invoices.openPdf');
  const columns: DataColumn<GeneratedInvoice>[] = [
    {
      id: 'number',
      header: 'invoices.number',
      sortable: true,
      cell: (row) => (
        <span className="d-inline-flex flex-wrap align-items-baseline gap-2">
          <button
            type="button"
            className="btn btn-link p-0 fw-bold"
            disabled={!ready}
            title={openLabel}
            onClick={() => void openFile(invoicePdfPath(row.fileName, admin))}
            data-testid="invoice-pdf"
          >
            {row.invoiceNumber}
          </button>
          {row.xmlFileName ? (
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              disabled={!ready}
              aria-label={t('einvoice.ublOne', { number: row.invoiceNumber })}
              onClick={() => void downloadFile(invoicePdfPath(row.xmlFileName ?? '', admin))}
              data-testid="invoice-ubl"
            >
              {t('einvoice.ubl')}
            </button>
          ) : null}
          {row.creditNotes.map((note) => (
            <button
              key={note.id}
              type="button"
              className="btn btn-link btn-sm p-0"
              disabled={!ready}
              title={t('einvoice.creditNote')}
              onClick={() => void openFile(invoicePdfPath(note.fileName, admin))}
              data-testid="credit-note-pdf"
            >
              {note.number}
            </button>
          ))}
        </span>
      ),
    },
    // The server's `asc` of the issue date is the newest first (the list's default).
    { id: 'issued', header: 'invoices.issued', sortable: true, reversed: true, cell: (row) => formatUtc(row.createdAt, locale) },
  ];
  if (admin) columns.push({ id: 'company', header: 'invoices.company', sortable: true, cell: (row) => row.companyName });
  columns.push(
    {
      id: 'ref',
      header: 'invoices.assignment',
      sortable: true,
      cell: (row) =>
        row.kind === 'storage' ? (
          <span className="badge text-bg-secondary" data-testid="invoice-storage">
            {t('invoices.storage')}
          </span>
        ) : admin && row.assignmentId !== null ? (
          <a href={`/app/admin/assignment/${row.assignmentId}`}>{row.assignmentRef}</a>
        ) : (
          row.assignmentRef
        ),
    },
    { id: 'currency', header: 'invoices.currency', sortable: true, cell: (row) => row.currency },
    { id: 'net', header: 'invoices.net', className: 'text-end', cell: (row) => formatMoney(row.net, row.currency, locale) },
    { id: 'tax', header: 'invoices.tax', className: 'text-end', cell: (row) => formatMoney(row.tax, row.currency, locale) },
    { id: 'total', header: 'invoices.total', sortable: true, className: 'text-end', cell: (row) => formatMoney(row.total, row.currency, locale) },
    {
      id: 'balance',
      header: 'einvoice.balance',
      className: 'text-end',
      cell: (row) => <span data-testid="invoice-balance">{formatMoney(row.balance, row.currency, locale)}</span>,
    },
    { id: 'due', header: 'einvoice.due', cell: (row) => (row.dueOn ? formatUtc(`${row.dueOn}T00:00:00Z`, locale) : '') },
  );
  if (admin) {
    columns.push(
      { id: 'paid', header: 'invoices.paid', sortable: true, cell: (row) => (row.paidOn ? formatUtc(`${row.paidOn}T00:00:00Z`, locale) : '') },
      { id: 'actions', header: 'invoices.actions', cell: (row) => <InvoiceActions invoice={row} ready={ready} /> },
    );
  }
  return columns;
}
