import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiFetch } from '../../shared/api/client';
import type { Dto } from '../../shared/api/schemas';
import { formatMoney } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import type { GeneratedInvoice } from '../../shared/invoice';
import { toast } from '../../shared/toast';
import { Alert, Button, Field, Loading, Spinner } from '../../shared/ui';
import { Modal } from '../../shared/ui/Modal';

type InvoiceLines = Dto<'InvoiceLinesDto'>;

/**
 * A credit note for an issued invoice (docs/invoices.md): the admin ticks the lines to credit (those already
 * credited show by which note) and may give a reason; the server numbers it FC1, EC1… and stores its PDF and UBL.
 */
export function CreditNoteModal({ invoice, onClose, onIssued }: { invoice: GeneratedInvoice; onClose: () => void; onIssued: () => void }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const lines = useQuery({
    queryKey: ['admin', 'invoice', invoice.id, 'lines'],
    queryFn: () => apiFetch<InvoiceLines>(`/api/admin/invoice/${invoice.id}/lines`),
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const number = invoice.invoiceNumber;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (chosen.length === 0) {
      setError(t('einvoice.creditNone'));
      return;
    }
    setPending(true);
    try {
      const after = await apiFetch<GeneratedInvoice>(`/api/admin/invoice/${invoice.id}/credit-note`, {
        method: 'POST',
        json: { lineIds: chosen, reason: reason.trim() || null },
      });
      const note = after.creditNotes[after.creditNotes.length - 1];
      toast.success(t('einvoice.creditIssued', { number: note?.number ?? '' }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'invoice'] });
      onIssued();
      onClose();
    } catch {
      // The API client has toasted the server's message (a line credited meanwhile…).
      setPending(false);
    }
  }

  let body;
  if (lines.data) {
    body = (
      <>
        <fieldset className="mb-3">
          <legend className="fs-6">{t('einvoice.creditLines')}</legend>
          {lines.data.lines.map((l) => (
            <div className="form-check" key={l.id}>
              <input
                id={`credit-line-${l.id}`}
                type="checkbox"
                className="form-check-input"
                disabled={l.creditedBy !== null && l.creditedBy !== undefined}
                checked={chosen.includes(l.id)}
                onChange={(e) => {
                  setError(null);
                  setChosen(e.target.checked ? [...chosen, l.id] : chosen.filter((c) => c !== l.id));
                }}
                data-testid="credit-line"
              />
              <label htmlFor={`credit-line-${l.id}`} className="form-check-label">
                {l.description} · {formatMoney(l.amount, lines.data.currency, locale)} · {t(`einvoice.vat.${l.vatCategory}`)}
                {l.creditedBy ? <span className="text-body-secondary"> ({t('einvoice.creditedBy', { number: l.creditedBy })})</span> : null}
              </label>
            </div>
          ))}
          {error ? <div className="text-danger small mt-1">{error}</div> : null}
        </fieldset>
        <Field id="credit-reason" label={t('einvoice.creditReason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} data-testid="credit-reason" />
      </>
    );
  } else if (lines.isError) {
    body = <Alert>{t('einvoice.loadFailed')}</Alert>;
  } else {
    body = <Loading />;
  }

  return (
    <Modal
      title={t('einvoice.creditTitle', { number })}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="credit-note-modal"
      dismissable={!pending}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending || !lines.data} data-testid="credit-note-issue">
            {pending ? <Spinner small className="me-2" /> : null}
            {t('einvoice.creditIssue')}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
