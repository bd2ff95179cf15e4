import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AssignmentRefAdder } from '../../shared/assignment/AssignmentRefAdder';
import { moneyRules, numberProblemText, formatMoney } from '../../shared/format/number';
import { useLocale, useT, type Translate } from '../../shared/i18n';
import { removeListed } from '../../shared/storage/storedList';
import { toast } from '../../shared/toast';
import { Button, Field, SelectField, Spinner } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { DateField } from '../../shared/ui/DateField';
import { useFocusFirstInvalid } from '../../shared/ui/focusFirstInvalid';
import { Modal } from '../../shared/ui/Modal';
import { NumberInput } from '../../shared/ui/NumberInput';
import { PURCHASE_INVOICE_LIST, deletePurchaseInvoice, savePurchaseInvoice } from './api';
import { PURCHASE_CURRENCIES, checkPurchase, grossOf, type PurchaseDraft, type PurchaseField, type PurchaseProblem } from './purchaseInvoiceForm';

export interface PurchaseInvoiceModalProps {
  /** A new invoice (no id) or a saved one. */
  initial: PurchaseDraft;
  onClose: () => void;
}

function problemText(problem: PurchaseProblem | undefined, t: Translate): string | null {
  if (!problem) return null;
  switch (problem.kind) {
    case 'required':
      return t('form.required');
    case 'number':
      return numberProblemText(problem.reading.problem, t);
    case 'date':
      return t('purchaseInvoices.badDate');
    case 'dueBeforeInvoice':
      return t('purchaseInvoices.dueBeforeInvoice');
  }
}

/**
 * The add/edit modal of /app/admin/purchase-invoices (docs/invoices.md): supplier, number,
 * currency, net and tax (the gross is their sum, shown as it will be saved), the three dates, and the
 * assignments it covers, added by reference. Saving POSTs or PUTs; a saved one can be deleted.
 */
export function PurchaseInvoiceModal({ initial, onClose }: PurchaseInvoiceModalProps) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const focusInvalid = useFocusFirstInvalid();
  const [draft, setDraft] = useState<PurchaseDraft>(initial);
  const [problems, setProblems] = useState<Partial<Record<PurchaseField, PurchaseProblem>>>({});
  const [pending, setPending] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editing = draft.id !== undefined;

  function change(patch: Partial<PurchaseDraft>) {
    setDraft((d) => ({ ...d, ...patch }));
    setProblems((p) => {
      const next = { ...p };
      for (const key of Object.keys(patch)) delete next[key as PurchaseField];
      return next;
    });
  }

  async function done(message: string) {
    await queryClient.invalidateQueries({ queryKey: PURCHASE_INVOICE_LIST });
    toast.success(message);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const check = checkPurchase(draft, locale);
    if (!check.ok) {
      setProblems(check.problems);
      focusInvalid(event.currentTarget);
      return;
    }
    setPending(true);
    try {
      await savePurchaseInvoice(check.input);
    } catch {
      // The API client has shown the server's message; the modal keeps what was typed.
      setPending(false);
      return;
    }
    await done(t(editing ? 'toast.purchaseInvoiceUpdated' : 'toast.purchaseInvoiceAdded'));
  }

  async function onDelete() {
    if (draft.id === undefined) return;
    setPending(true);
    try {
      await deletePurchaseInvoice(draft.id);
    } catch {
      setPending(false);
      return;
    }
    await done(t('toast.purchaseInvoiceDeleted'));
  }

  const gross = grossOf(draft, locale);
  const rules = moneyRules(draft.currency);
  const text = (field: PurchaseField) => problemText(problems[field], t);
  return (
    <>
      <Modal
        title={t(editing ? 'purchaseInvoices.editTitle' : 'purchaseInvoices.addTitle')}
        onClose={onClose}
        onSubmit={onSubmit}
        testId="purchase-invoice-modal"
        size="lg"
        dismissable={!pending}
        footer={
          <>
            {editing ? (
              <Button variant="outline-danger" className="me-auto" onClick={() => setConfirmDelete(true)} disabled={pending} data-testid="purchase-invoice-delete">
                {t('common.delete')}
              </Button>
            ) : null}
            <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending} data-testid="purchase-invoice-save">
              {pending ? <Spinner small className="me-2" /> : null}
              {t('purchaseInvoices.save')}
            </Button>
          </>
        }
      >
        <div className="row gx-3">
          <div className="col-md-6">
            <Field id="pi-supplier" label={t('purchaseInvoices.fields.supplier')} value={draft.supplier} required autoFocus error={text('supplier')} onChange={(e) => change({ supplier: e.target.value })} data-testid="pi-supplier" />
          </div>
          <div className="col-md-6">
            <Field id="pi-number" label={t('purchaseInvoices.fields.number')} value={draft.number} required error={text('number')} onChange={(e) => change({ number: e.target.value })} data-testid="pi-number" />
          </div>
          <div className="col-md-3">
            <SelectField id="pi-currency" label={t('purchaseInvoices.fields.currency')} value={draft.currency} onChange={(e) => change({ currency: e.target.value })} data-testid="pi-currency">
              {PURCHASE_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-3">
            <NumberInput id="pi-net" label={t('purchaseInvoices.fields.netValue')} required rules={rules} value={draft.netValue} error={text('netValue')} onChange={(netValue) => change({ netValue })} data-testid="pi-net" />
          </div>
          <div className="col-md-3">
            <NumberInput id="pi-tax" label={t('purchaseInvoices.fields.taxAmount')} required rules={rules} value={draft.taxAmount} error={text('taxAmount')} onChange={(taxAmount) => change({ taxAmount })} data-testid="pi-tax" />
          </div>
          <div className="col-md-3">
            <Field id="pi-gross" label={t('purchaseInvoices.fields.grossValue')} value={gross === null ? '' : formatMoney(gross, draft.currency, locale)} readOnly help={t('purchaseInvoices.grossHelp')} data-testid="pi-gross" />
          </div>
          <div className="col-md-4">
            <DateField id="pi-invoice-on" label={t('purchaseInvoices.fields.invoiceOn')} value={draft.invoiceOn} error={text('invoiceOn')} onChange={(invoiceOn) => change({ invoiceOn })} testId="pi-invoice-on" />
          </div>
          <div className="col-md-4">
            <DateField id="pi-due-on" label={t('purchaseInvoices.fields.dueOn')} value={draft.dueOn} error={text('dueOn')} onChange={(dueOn) => change({ dueOn })} testId="pi-due-on" />
          </div>
          <div className="col-md-4">
            <DateField id="pi-paid-on" label={t('purchaseInvoices.fields.paidOn')} value={draft.paidOn} error={text('paidOn')} onChange={(paidOn) => change({ paidOn })} testId="pi-paid-on" />
          </div>
        </div>
        <h2 className="h6 mt-2">{t('purchaseInvoices.fields.assignments')}</h2>
        {draft.assignments.length === 0 ? (
          <p className="text-body-secondary small" data-testid="pi-assignments-empty">
            {t('purchaseInvoices.noAssignments')}
          </p>
        ) : (
          <ul className="list-unstyled d-flex flex-wrap gap-2" data-testid="pi-assignments">
            {draft.assignments.map((a) => (
              <li key={a.id} className="badge text-bg-light border d-flex align-items-center gap-2 fs-6 fw-normal" data-testid="pi-assignment">
                {a.ref}
                <button type="button" className="btn-close btn-sm" aria-label={t('purchaseInvoices.removeAssignment', { ref: a.ref })} onClick={() => change({ assignments: removeListed(draft.assignments, a.id) })} />
              </li>
            ))}
          </ul>
        )}
        <AssignmentRefAdder id="pi-assignment-ref" entries={draft.assignments} onChange={(assignments) => change({ assignments })} testId="pi-assignment-ref" />
      </Modal>
      {confirmDelete ? (
        <ConfirmModal
          title={t('purchaseInvoices.deleteTitle')}
          message={t('purchaseInvoices.deleteQuestion', { number: draft.number, supplier: draft.supplier })}
          confirmLabel={t('common.delete')}
          onConfirm={onDelete}
          onClose={() => setConfirmDelete(false)}
          testId="purchase-invoice-delete-confirm"
        />
      ) : null}
    </>
  );
}
