import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isConflict } from '../../shared/api/client';
import { refreshAdminData } from '../../shared/api/query';
import { MIN_PASSWORD_LENGTH } from '../../shared/auth';
import type { Company } from '../../shared/company/api';
import { useT, type Translate } from '../../shared/i18n';
import { businessRoleLabel, roleLabel } from '../../shared/labels';
import { toast } from '../../shared/toast';
import { Button, Field, SelectField, Spinner, Switch, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { useFocusFirstInvalid } from '../../shared/ui/focusFirstInvalid';
import { MultiSelect } from '../../shared/ui/MultiSelect';
import { checkAccount, draftFromAccount, emptyAccountDraft, withRole, type AccountDraft, type AccountErrors, type AccountProblem } from './accountRules';
import { accountQuery, deleteAccount, saveAccount, type Account } from './api';
import { USERS_PATH } from './paths';

export interface AccountFormProps {
  /** null on /app/users/add. */
  account: Account | null;
  companies: readonly Company[];
  roles: readonly string[];
  businessRoles: readonly string[];
}

export function problemText(problem: AccountProblem | undefined, t: Translate): string | null {
  switch (problem) {
    case undefined:
      return null;
    case 'required':
      return t('form.required');
    case 'email':
      return t('form.email');
    case 'tooShort':
      return t('account.passwordHint', { count: MIN_PASSWORD_LENGTH });
    case 'mismatch':
      return t('account.passwordMismatch');
    case 'divisionOfCompany':
      return t('form.divisionOfCompany');
    case 'taken':
      return t('form.taken');
  }
}

/** The fields of a user, checked before anything is sent; save and delete go back to the user list. */
export function AccountForm({ account, companies, roles, businessRoles }: AccountFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const [draft, setDraft] = useState<AccountDraft>(() => (account ? draftFromAccount(account) : emptyAccountDraft()));
  const [errors, setErrors] = useState<AccountErrors>({});
  const [pending, setPending] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const focusInvalid = useFocusFirstInvalid();
  const id = account?.id ?? null;
  const company = companies.find((c) => String(c.id) === draft.companyId) ?? null;

  function change(patch: Partial<AccountDraft>) {
    setDraft((d) => ({ ...d, ...patch }));
    // A field's mark goes once it is edited; the rest stay until the next save.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof AccountErrors];
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const check = checkAccount(draft, id, companies);
    if (!check.ok) {
      setErrors(check.errors);
      focusInvalid(form);
      return;
    }
    setPending(true);
    try {
      const saved = await saveAccount(check.input);
      queryClient.setQueryData(accountQuery(String(saved.id)).queryKey, saved);
      await refreshAdminData(queryClient);
      toast.success(t(id === null ? 'toast.userAdded' : 'toast.userUpdated'));
      navigate(USERS_PATH);
    } catch (error) {
      // The API client has toasted the server's messages; a taken email is also marked on its field.
      if (isConflict(error)) {
        setErrors({ email: 'taken' });
        focusInvalid(form);
      }
      setPending(false);
    }
  }

  async function onDelete() {
    if (id === null) return;
    await deleteAccount(id);
    toast.success(t('toast.userDeleted'));
    navigate(USERS_PATH);
    await refreshAdminData(queryClient, accountQuery(String(id)).queryKey);
  }

  const text = (field: keyof AccountErrors) => problemText(errors[field], t);

  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate data-testid="user-form">
        <div className="row g-3">
          <div className="col-12">
            <Field id="user-email" type="email" autoComplete="off" label={t('users.fields.email')} value={draft.email} error={text('email')} required onChange={(e) => change({ email: e.target.value })} />
          </div>
          <div className="col-md-6">
            <Field id="user-first-name" label={t('users.fields.firstName')} value={draft.firstName} error={text('firstName')} required onChange={(e) => change({ firstName: e.target.value })} />
          </div>
          <div className="col-md-6">
            <Field id="user-last-name" label={t('users.fields.lastName')} value={draft.lastName} error={text('lastName')} required onChange={(e) => change({ lastName: e.target.value })} />
          </div>
          <div className="col-md-6">
            <SelectField
              id="user-company"
              label={t('users.fields.company')}
              value={draft.companyId}
              // Another company: the division of the old one no longer applies.
              onChange={(e) => change({ companyId: e.target.value, companyDivisionId: '' })}
            >
              <option value="">{t('users.edit.noCompany')}</option>
              {companies.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-6">
            <SelectField
              id="user-division"
              label={t('users.fields.division')}
              value={draft.companyDivisionId}
              error={text('companyDivisionId')}
              disabled={!company}
              onChange={(e) => change({ companyDivisionId: e.target.value })}
            >
              <option value="">{t('users.edit.noDivision')}</option>
              {(company?.divisions ?? []).map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {d.name}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-6">
            <fieldset className="mb-3" data-testid="user-roles">
              <legend className="form-label fs-6">{t('users.fields.roles')}</legend>
              {roles.map((role) => (
                <Switch
                  key={role}
                  id={`user-role-${role}`}
                  label={roleLabel(t, role)}
                  checked={draft.roles.includes(role)}
                  onChange={(on) => change({ roles: withRole(draft.roles, roles, role, on) })}
                  data-testid={`user-role-${role}`}
                />
              ))}
            </fieldset>
          </div>
          <div className="col-md-6">
            <MultiSelect
              testId="user-business-roles"
              label={t('users.fields.businessRoles')}
              placeholder={t('users.edit.noBusinessRoles')}
              options={businessRoles}
              optionLabel={(role) => businessRoleLabel(t, role)}
              value={draft.businessRoles}
              onChange={(businessRoles) => change({ businessRoles })}
            />
            <Switch id="user-disabled" label={t('users.fields.disabled')} checked={draft.disabled} onChange={(disabled) => change({ disabled })} data-testid="user-disabled" />
            <div className="form-text mb-3">{t('users.edit.disabledHelp')}</div>
          </div>
        </div>

        {id === null ? (
          <div className="row g-3">
            <div className="col-md-6">
              <Field
                id="user-password"
                type="password"
                autoComplete="new-password"
                label={t('users.fields.password')}
                help={t('account.passwordHint', { count: MIN_PASSWORD_LENGTH })}
                value={draft.password}
                error={text('password')}
                required
                onChange={(e) => change({ password: e.target.value })}
              />
            </div>
          </div>
        ) : (
          <fieldset className="border rounded p-3 mb-3" data-testid="user-password-change">
            <legend className="float-none w-auto px-2 fs-6 mb-0">{t('account.changePassword')}</legend>
            <p className="form-text mt-0">{t('users.edit.passwordKeep')}</p>
            <div className="row g-3">
              <div className="col-md-6">
                <Field
                  id="user-new-password"
                  type="password"
                  autoComplete="new-password"
                  label={t('account.newPassword')}
                  help={t('account.passwordHint', { count: MIN_PASSWORD_LENGTH })}
                  value={draft.password}
                  error={text('password')}
                  onChange={(e) => change({ password: e.target.value })}
                />
              </div>
              <div className="col-md-6">
                <Field
                  id="user-confirm-password"
                  type="password"
                  autoComplete="new-password"
                  label={t('users.fields.confirmPassword')}
                  value={draft.confirmPassword}
                  error={text('confirmPassword')}
                  onChange={(e) => change({ confirmPassword: e.target.value })}
                />
              </div>
            </div>
          </fieldset>
        )}

        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={!mounted || pending} data-testid="user-save">
            {pending ? <Spinner small className="me-2" /> : null}
            {t('common.save')}
          </Button>
          {id !== null ? (
            <Button variant="outline-danger" className="ms-auto" disabled={!mounted || pending} onClick={() => setConfirmingDelete(true)} data-testid="user-delete">
              {t('users.edit.delete')}
            </Button>
          ) : null}
        </div>
      </form>
      {confirmingDelete && account ? (
        <ConfirmModal
          title={t('users.edit.deleteTitle')}
          message={t('users.edit.deleteMessage', { name: `${account.firstName} ${account.lastName}`.trim(), email: account.email })}
          onConfirm={onDelete}
          onClose={() => setConfirmingDelete(false)}
        />
      ) : null}
    </>
  );
}
