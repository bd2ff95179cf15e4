import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { companyOptionsQuery } from '../../shared/company/api';
import { LANGUAGE_NAMES, useT } from '../../shared/i18n';
import { isLocale, LOCALES, type Locale } from '../../shared/payload';
import { toast } from '../../shared/toast';
import { Button, Loading, SelectField, Spinner, Switch } from '../../shared/ui';
import { notificationChoicesQuery, saveNotificationChoices, type NotificationChoices } from './api';

type StatusMails = NotificationChoices['statusChanges'];
const STATUS_MAILS: readonly StatusMails[] = ['each', 'digest', 'none'];
const STATUS_LABEL = { each: 'account.mailEach', digest: 'account.mailDigest', none: 'account.mailNone' } as const;

/**
 * The profile's mail choices (docs/mail.md): status changes (each, a daily digest, none), invoices, documents, the
 * language of mails, and for the provider's admin the companies heard of. The page loader primes the choices (the
 * defaults until saved), so the first paint shows them.
 */
export function MailChoices({ admin }: { admin: boolean }) {
  const t = useT();
  const { data, isError } = useQuery(notificationChoicesQuery);
  let body;
  if (data) body = <MailChoicesForm saved={data} admin={admin} />;
  else if (isError) body = <p className="mb-0 text-danger">{t('account.mailFailed')}</p>;
  else body = <Loading className="mb-0" />;
  return (
    <section className="mb-4" data-testid="profile-mail">
      <h2 className="h6">{t('account.mailTitle')}</h2>
      {body}
    </section>
  );
}

function MailChoicesForm({ saved, admin }: { saved: NotificationChoices; admin: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [statusChanges, setStatusChanges] = useState<StatusMails>(saved.statusChanges);
  const [invoices, setInvoices] = useState(saved.invoices);
  const [documents, setDocuments] = useState(saved.documents);
  const [locale, setLocale] = useState<Locale>(isLocale(saved.locale) ? saved.locale : 'en');
  const [allCompanies, setAllCompanies] = useState(saved.allCompanies);
  const [companyIds, setCompanyIds] = useState<number[]>(saved.companyIds);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const next = await saveNotificationChoices({
        statusChanges,
        invoices,
        documents,
        locale,
        ...(admin ? { allCompanies, companyIds: allCompanies ? [] : companyIds } : {}),
      });
      queryClient.setQueryData(notificationChoicesQuery.queryKey, next);
      toast.success(t('account.mailSaved'));
    } catch {
      // The client's listeners show the server's message.
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} data-testid="mail-choices">
      {saved.mailEnabled ? null : (
        <p className="text-body-secondary small" data-testid="mail-off">
          {t('account.mailOff')}
        </p>
      )}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{admin ? t('account.mailStatusAdmin') : t('account.mailStatus')}</legend>
        {STATUS_MAILS.map((value) => (
          <div key={value} className="form-check form-check-inline">
            <input
              id={`mail-status-${value}`}
              className="form-check-input"
              type="radio"
              name="statusChanges"
              value={value}
              checked={statusChanges === value}
              onChange={() => setStatusChanges(value)}
              data-testid={`mail-status-${value}`}
            />
            <label className="form-check-label" htmlFor={`mail-status-${value}`}>
              {t(STATUS_LABEL[value])}
            </label>
          </div>
        ))}
      </fieldset>
      <Switch id="mail-invoices" label={t('account.mailInvoices')} checked={invoices} onChange={setInvoices} data-testid="mail-invoices" />
      <Switch
        id="mail-documents"
        label={t('account.mailDocuments')}
        checked={documents}
        onChange={setDocuments}
        className="mb-3"
        data-testid="mail-documents"
      />
      {admin ? (
        <AdminCompanies all={allCompanies} onAll={setAllCompanies} chosen={companyIds} onChosen={setCompanyIds} />
      ) : null}
      <SelectField
        id="mail-locale"
        label={t('account.mailLanguage')}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) setLocale(e.target.value);
        }}
        data-testid="mail-locale"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={pending} data-testid="mail-save">
        {pending ? <Spinner small className="me-2" /> : null}
        {t('account.mailSave')}
      </Button>
    </form>
  );
}

function AdminCompanies({
  all,
  onAll,
  chosen,
  onChosen,
}: {
  all: boolean;
  onAll: (all: boolean) => void;
  chosen: number[];
  onChosen: (ids: number[]) => void;
}) {
  const t = useT();
  const { data: companies } = useQuery({ ...companyOptionsQuery, enabled: !all });
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('account.mailCompanies')}</legend>
      <Switch id="mail-all-companies" label={t('account.mailAllCompanies')} checked={all} onChange={onAll} data-testid="mail-all-companies" />
      {all ? null : (
        <div className="ms-4" data-testid="mail-companies">
          <p className="small text-body-secondary mb-1">{t('account.mailChosenCompanies')}</p>
          {companies ? (
            companies.map((company) => (
              <div key={company.id} className="form-check">
                <input
                  id={`mail-company-${company.id}`}
                  className="form-check-input"
                  type="checkbox"
                  checked={chosen.includes(company.id)}
                  onChange={(e) => onChosen(e.target.checked ? [...chosen, company.id] : chosen.filter((id) => id !== company.id))}
                />
                <label className="form-check-label" htmlFor={`mail-company-${company.id}`}>
                  {company.name}
                </label>
              </div>
            ))
          ) : (
            <Loading className="mb-0" />
          )}
        </div>
      )}
    </fieldset>
  );
}
