import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/client';
import { useT } from '../../shared/i18n';
import { toast } from '../../shared/toast';
import { Button, Field, Spinner, TextAreaField, useMounted } from '../../shared/ui';
import { useFocusFirstInvalid } from '../../shared/ui/focusFirstInvalid';
import { buyerLegalQuery, saveBuyerLegal } from './api';
import { checkLegal, refusedFields, type LegalDraft, type LegalError, type LegalErrors, type LegalField } from './legalRules';

export interface LegalFormProps {
  companyId: number;
  /** null: the company's own legal data. */
  divisionId: number | null;
  /** Unique on the page: prefixes the element ids. */
  idPrefix: string;
  initial: LegalDraft;
  /** A division's form opened from "give it its own": Cancel goes back to the company's. */
  onCancel?: () => void;
}

/** The words under a field marked by the form's own check or by the server's refusal. */
const ERROR_KEYS: Record<LegalField, Partial<Record<LegalError, string>>> = {
  legalName: { required: 'form.required', refused: 'companies.legal.refused.legalName' },
  street: { refused: 'companies.legal.refused.street' },
  postcode: {},
  city: { required: 'form.required', refused: 'form.required' },
  country: { required: 'form.required', countryCode: 'companies.legal.countryCode', refused: 'companies.legal.countryCode' },
  vatNumber: { refused: 'companies.legal.refused.vatNumber' },
};

/**
 * The buyer's legal data as the invoices print and send it: legal name, address lines, postcode, city, country
 * (ISO code) and VAT number. Saved whole; the server checks the VAT number's form and names it when it refuses
 * (its message is toasted, the field is marked).
 */
export function LegalForm({ companyId, divisionId, idPrefix, initial, onCancel }: LegalFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const focusInvalid = useFocusFirstInvalid();
  const [draft, setDraft] = useState<LegalDraft>(initial);
  const [errors, setErrors] = useState<LegalErrors>({});
  const [pending, setPending] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;

  function change(field: LegalField, value: string) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  const errorOf = (field: LegalField) => {
    const kind = errors[field];
    const key = kind ? ERROR_KEYS[field][kind] : undefined;
    return key ? t(key) : null;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const check = checkLegal(draft);
    if (!check.ok) {
      setErrors(check.errors);
      focusInvalid(form);
      return;
    }
    setPending(true);
    try {
      const saved = await saveBuyerLegal(companyId, divisionId, check.input);
      queryClient.setQueryData(buyerLegalQuery(companyId, divisionId).queryKey, saved);
      toast.success(t('companies.legal.saved'));
    } catch (error) {
      // The API client has toasted the server's message (it names the VAT number or country it refused).
      if (error instanceof ApiError && error.status === 422) {
        const refused = refusedFields(error.fields);
        if (refused.length > 0) {
          setErrors(Object.fromEntries(refused.map((f) => [f, 'refused'])));
          focusInvalid(form);
        }
      }
    }
    setPending(false);
  }

  const field = (name: LegalField, required = false) => (
    <Field id={id(name)} label={t(`einvoice.field.${name}`)} value={draft[name]} required={required} error={errorOf(name)} onChange={(e) => change(name, e.target.value)} data-testid={`legal-${name}`} />
  );

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="legal-form">
      <div className="row g-2">
        <div className="col-md-6">{field('legalName', true)}</div>
        <div className="col-md-6">{field('vatNumber')}</div>
        <div className="col-md-6">
          <TextAreaField
            id={id('street')}
            label={t('einvoice.field.street')}
            help={t('companies.legal.streetHelp')}
            rows={2}
            maxLength={500}
            value={draft.street}
            onChange={(e) => change('street', e.target.value)}
            data-testid="legal-street"
          />
        </div>
        <div className="col-md-6">
          <div className="row g-2">
            <div className="col-5">{field('postcode')}</div>
            <div className="col-7">{field('city', true)}</div>
          </div>
          {field('country', true)}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" size={divisionId === null ? undefined : 'sm'} disabled={!mounted || pending} data-testid="legal-save">
          {pending ? <Spinner small className="me-2" /> : null}
          {t('companies.legal.save')}
        </Button>
        {onCancel ? (
          <Button variant="outline-secondary" size="sm" disabled={pending} onClick={onCancel} data-testid="legal-cancel">
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
