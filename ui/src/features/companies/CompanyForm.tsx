import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isConflict } from '../../shared/api/client';
import { refreshAdminData } from '../../shared/api/query';
import { useT } from '../../shared/i18n';
import { groupBrandLabel } from '../../shared/labels';
import { toast } from '../../shared/toast';
import { Button, Field, SelectField, Spinner, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { useFocusFirstInvalid } from '../../shared/ui/focusFirstInvalid';
import { MultiSelect } from '../../shared/ui/MultiSelect';
import { AddresseeField } from './AddresseeField';
import { CURRENCIES, GROUP_BRANDS, companyQuery, deleteCompany, saveCompany, type Company, type GroupBrand } from './api';
import { checkCompany, draftFromCompany, emptyCompanyDraft, type CompanyDraft } from './companyRules';
import { COMPANIES_PATH, companyPath } from './paths';

/** The company's own fields. Adding goes on to the new company's page, where its divisions are added. */
export function CompanyForm({ company }: { company: Company | null }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const [draft, setDraft] = useState<CompanyDraft>(() => (company ? draftFromCompany(company) : emptyCompanyDraft()));
  const [nameError, setNameError] = useState<'required' | 'taken' | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const focusInvalid = useFocusFirstInvalid();
  const id = company?.id ?? null;

  const change = (patch: Partial<CompanyDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const check = checkCompany(draft, id);
    if (!check.ok) {
      setNameError('required');
      focusInvalid(form);
      return;
    }
    setPending(true);
    try {
      const saved = await saveCompany(check.input);
      queryClient.setQueryData(companyQuery(String(saved.id)).queryKey, saved);
      await refreshAdminData(queryClient);
      if (id === null) {
        toast.success(t('toast.companyAdded'));
        navigate(companyPath(saved.id));
        return;
      }
      toast.success(t('toast.companyUpdated'));
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
    if (id === null) return;
    await deleteCompany(id);
    toast.success(t('toast.companyDeleted'));
    navigate(COMPANIES_PATH);
    await refreshAdminData(queryClient, companyQuery(String(id)).queryKey);
  }

  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate data-testid="company-form">
        <div className="row g-3">
          <div className="col-md-6">
            <Field
              id="company-name"
              label={t('companies.fields.name')}
              value={draft.name}
              error={nameError ? t(`form.${nameError}`) : null}
              required
              onChange={(e) => {
                change({ name: e.target.value });
                setNameError(null);
              }}
            />
          </div>
          <div className="col-md-6">
            <SelectField id="company-group-brand" label={t('companies.fields.groupBrand')} help={t('companies.edit.groupBrandHelp')} value={draft.groupBrand} onChange={(e) => change({ groupBrand: e.target.value as GroupBrand })}>
              {GROUP_BRANDS.map((brand) => (
                <option key={brand} value={brand}>
                  {groupBrandLabel(t, brand)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-6">
            <MultiSelect
              testId="company-currencies"
              label={t('companies.fields.currencies')}
              placeholder={t('companies.edit.noCurrencies')}
              options={CURRENCIES}
              value={draft.currencies}
              onChange={(currencies) => change({ currencies })}
            />
          </div>
          <div className="col-md-6">
            <AddresseeField id="company" testId="company-addressee" value={draft.addressee} onChange={(addressee) => change({ addressee })} />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={!mounted || pending} data-testid="company-save">
            {pending ? <Spinner small className="me-2" /> : null}
            {t('common.save')}
          </Button>
          {id !== null ? (
            <Button variant="outline-danger" className="ms-auto" disabled={!mounted || pending} onClick={() => setConfirmingDelete(true)} data-testid="company-delete">
              {t('companies.edit.delete')}
            </Button>
          ) : null}
        </div>
      </form>
      {confirmingDelete && company ? (
        <ConfirmModal
          title={t('companies.edit.deleteTitle')}
          message={t('companies.edit.deleteMessage', { name: company.name })}
          onConfirm={onDelete}
          onClose={() => setConfirmingDelete(false)}
        />
      ) : null}
    </>
  );
}
