import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isConflict } from '../../shared/api/client';
import { refreshAdminData } from '../../shared/api/query';
import { useT } from '../../shared/i18n';
import { toast } from '../../shared/toast';
import { Button, Field, Spinner, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { useFocusFirstInvalid } from '../../shared/ui/focusFirstInvalid';
import { AddresseeField } from './AddresseeField';
import { companyQuery, deleteDivision, saveDivision, type Company, type Division } from './api';
import { checkDivision, divisionChanged, draftFromDivision, withDivision, withoutDivision, type DivisionDraft } from './companyRules';
import { DivisionAddresses } from './DivisionAddresses';
import { DivisionLegal } from './LegalDetails';

export interface DivisionRowProps {
  companyId: number;
  /** Unique on the page; prefixes the row's element ids. */
  rowId: string;
  /** null for a row added on this page and not saved yet. */
  saved: Division | null;
  /** A new row was saved: the company's divisions now carry it, so this row can go. */
  onSaved?: (division: Division) => void;
  /** A new row was dropped before it was saved. */
  onRemove?: () => void;
}

/**
 * One division: name and invoice addressee, saved on their own. The save is sent only when a field changed
 * (divisionChanged); an unchanged save says so and sends nothing. Saved divisions list their addresses and
 * have their legal details for invoices (their own, or the company's).
 */
export function DivisionRow({ companyId, rowId, saved, onSaved, onRemove }: DivisionRowProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const [draft, setDraft] = useState<DivisionDraft>(() => draftFromDivision(saved));
  const [nameError, setNameError] = useState<'required' | 'taken' | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const [pending, setPending] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const focusInvalid = useFocusFirstInvalid();
  const changed = divisionChanged(saved, draft);

  function change(patch: Partial<DivisionDraft>) {
    setDraft((d) => ({ ...d, ...patch }));
    setUnchanged(false);
    if (patch.name !== undefined) setNameError(null);
  }

  const updateCompany = (update: (company: Company) => Company) =>
    queryClient.setQueryData(companyQuery(String(companyId)).queryKey, (company) => (company ? update(company) : company));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!changed) {
      setUnchanged(true);
      return;
    }
    const form = event.currentTarget;
    const check = checkDivision(companyId, saved, draft);
    if (!check.ok) {
      setNameError('required');
      focusInvalid(form);
      return;
    }
    setPending(true);
    try {
      const division = await saveDivision(check.input);
      updateCompany((company) => withDivision(company, division));
      void refreshAdminData(queryClient);
      toast.success(t(saved ? 'toast.divisionUpdated' : 'toast.divisionAdded'));
      if (!saved) {
        onSaved?.(division);
        return;
      }
    } catch (error) {
      // The API client has toasted the server's messages; a taken name is also marked on its field.
      if (isConflict(error)) {
        setNameError('taken');
        focusInvalid(form);
      }
    }
    setPending(false);
  }

  async function onDelete() {
    if (!saved) return;
    await deleteDivision(saved.id);
    updateCompany((company) => withoutDivision(company, saved.id));
    void refreshAdminData(queryClient);
    toast.success(t('toast.divisionDeleted'));
  }

  return (
    <section className="border rounded p-3" aria-label={saved?.name ?? t('divisions.add')} data-testid="division-row" data-division-id={saved?.id ?? 'new'}>
      <form method="post" onSubmit={onSubmit} noValidate>
        <div className="row g-3">
          <div className="col-md-5">
            <Field
              id={`${rowId}-name`}
              label={t('divisions.name')}
              value={draft.name}
              error={nameError ? t(`form.${nameError}`) : null}
              required
              onChange={(e) => change({ name: e.target.value })}
              data-testid="division-name"
            />
          </div>
          <div className="col-md-7">
            <AddresseeField id={rowId} testId="division-addressee" value={draft.addressee} onChange={(addressee) => change({ addressee })} />
          </div>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Button type="submit" size="sm" disabled={!mounted || pending} data-testid="division-save">
            {pending ? <Spinner small className="me-2" /> : null}
            {t('divisions.save')}
          </Button>
          {saved && changed ? (
            <span className="small text-warning-emphasis" data-testid="division-dirty">
              {t('divisions.unsaved')}
            </span>
          ) : null}
          {unchanged ? (
            <span className="small text-body-secondary" role="status" data-testid="division-unchanged">
              {t('divisions.unchanged')}
            </span>
          ) : null}
          <Button
            variant="outline-danger"
            size="sm"
            className="ms-auto"
            disabled={!mounted || pending}
            onClick={() => (saved ? setConfirmingDelete(true) : onRemove?.())}
            data-testid="division-delete"
          >
            {saved ? t('divisions.delete') : t('common.cancel')}
          </Button>
        </div>
      </form>
      {saved ? (
        <>
          <DivisionAddresses divisionId={saved.id} />
          <DivisionLegal companyId={companyId} divisionId={saved.id} divisionName={saved.name} />
        </>
      ) : (
        <p className="small text-body-secondary mt-3 mb-0">{t('divisions.addressesAfterSave')}</p>
      )}
      {confirmingDelete && saved ? (
        <ConfirmModal
          title={t('divisions.deleteTitle')}
          message={t('divisions.deleteMessage', { name: saved.name })}
          onConfirm={onDelete}
          onClose={() => setConfirmingDelete(false)}
        />
      ) : null}
    </section>
  );
}
