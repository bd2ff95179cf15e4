import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiFetch } from '../../shared/api/client';
import { isIsoDate } from '../../shared/format/dateInput';
import { useT } from '../../shared/i18n';
import type { GeneratedInvoice } from '../../shared/invoice';
import { usePayload } from '../../shared/payload';
import { toast } from '../../shared/toast';
import { Button, Spinner } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { DateField } from '../../shared/ui/DateField';
import { Modal } from '../../shared/ui/Modal';
import { CreditNoteModal } from './CreditNoteModal';

/** Every invoice query of the admin (lists, totals, summary) starts with this key. */
const ADMIN_INVOICES = ['admin', 'invoice'] as const;

/** `PUT /api/admin/invoice/{id}`: the paid date, or null to clear it. */
function setPaidOn(id: number, paidOn: string | null): Promise<GeneratedInvoice> {
  return apiFetch<GeneratedInvoice>(`/api/admin/invoice/${id}`, { method: 'PUT', json: { paidOn } });
}

function PaidModal({ invoice, onClose }: { invoice: GeneratedInvoice; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  // The server's today (UTC), the day most payments are entered on.
  const today = usePayload().now.slice(0, 10);
  const [paidOn, setPaidOnDraft] = useState(invoice.paidOn ?? today);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!isIsoDate(paidOn)) {
      setError(t('invoices.paidOnNeeded'));
      return;
    }
    setPending(true);
    try {
      await setPaidOn(invoice.id, paidOn);
    } catch {
      // The API client has toasted the server's message (e.g. a date before the invoice was issued).
      setPending(false);
      return;
    }
    toast.success(t('toast.invoiceUpdated'));
    void queryClient.invalidateQueries({ queryKey: ADMIN_INVOICES });
    onClose();
  }

  return (
    <Modal
      title={t('invoices.markPaidTitle', { number: invoice.invoiceNumber })}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="invoice-paid-modal"
      dismissable={!pending}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending} data-testid="invoice-paid-save">
            {pending ? <Spinner small className="me-2" /> : null}
            {t('invoices.markPaid')}
          </Button>
        </>
      }
    >
      <DateField id="invoice-paid-on" label={t('invoices.paidOn')} value={paidOn} onChange={(v) => (setPaidOnDraft(v), setError(null))} error={error} required testId="invoice-paid-on" />
    </Modal>
  );
}

type Open = 'paid' | 'unpaid' | 'delete' | 'credit' | null;

/**
 * The admin's actions on an issued invoice (only its paid date changes; docs/invoices.md): mark it paid on a date,
 * take the payment back, issue a credit note for some or all of its lines, or delete it. The server deletes only
 * the latest unpaid invoice of its brand without credit notes (the number is used again, the lines return to the
 * assignment's invoice) and says why otherwise.
 */
export function InvoiceActions({ invoice, ready }: { invoice: GeneratedInvoice; ready: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN_INVOICES });
  const number = invoice.invoiceNumber;

  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Button size="sm" variant="outline-secondary" disabled={!ready} onClick={() => setOpen('credit')} aria-label={t('einvoice.creditNoteOne', { number })} data-testid="invoice-credit">
        {t('einvoice.creditNote')}
      </Button>
      {invoice.paidOn ? (
        <Button size="sm" variant="outline-secondary" disabled={!ready} onClick={() => setOpen('unpaid')} aria-label={t('invoices.markUnpaidOne', { number })} data-testid="invoice-unpaid">
          {t('invoices.markUnpaid')}
        </Button>
      ) : (
        <>
          <Button size="sm" variant="outline-primary" disabled={!ready} onClick={() => setOpen('paid')} aria-label={t('invoices.markPaidOne', { number })} data-testid="invoice-paid">
            {t('invoices.markPaid')}
          </Button>
          {invoice.creditNotes.length === 0 ? (
            <Button size="sm" variant="outline-danger" disabled={!ready} onClick={() => setOpen('delete')} aria-label={t('invoices.deleteOne', { number })} data-testid="invoice-delete">
              {t('common.delete')}
            </Button>
          ) : null}
        </>
      )}
      {open === 'paid' ? <PaidModal invoice={invoice} onClose={close} /> : null}
      {open === 'credit' ? <CreditNoteModal invoice={invoice} onClose={close} onIssued={refresh} /> : null}
      {open === 'unpaid' ? (
        <ConfirmModal
          title={t('invoices.markUnpaidTitle', { number })}
          message={t('invoices.markUnpaidQuestion', { number })}
          confirmLabel={t('invoices.markUnpaid')}
          onConfirm={async () => {
            await setPaidOn(invoice.id, null);
            toast.success(t('toast.invoiceUpdated'));
            refresh();
          }}
          onClose={close}
          testId="invoice-unpaid-confirm"
        />
      ) : null}
      {open === 'delete' ? (
        <ConfirmModal
          title={t('invoices.deleteTitle', { number })}
          message={t('invoices.deleteQuestion', { number })}
          onConfirm={async () => {
            await apiFetch(`/api/admin/invoice/${invoice.id}`, { method: 'DELETE' });
            toast.success(t('toast.invoiceDeleted'));
            refresh();
          }}
          onClose={close}
          testId="invoice-delete-confirm"
        />
      ) : null}
    </span>
  );
}
