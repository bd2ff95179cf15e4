import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/client';
import { companySummariesQuery } from '../../shared/company/api';
import { useT } from '../../shared/i18n';
import { Button, Card, Field, SelectField, Switch, useMounted } from '../../shared/ui';
import { eventTypesQuery, toggledType, type Endpoint, type EndpointInput, type EventType } from './api';

export interface EndpointFormProps {
  /** The endpoint edited; none: a new one. */
  endpoint?: Endpoint;
  onSave: (input: EndpointInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The add/edit form of an endpoint: URL, description, company (or every company), event types (none: all), active. */
export function EndpointForm({ endpoint, onSave, onCancel }: EndpointFormProps) {
  const t = useT();
  const mounted = useMounted();
  const companies = useQuery(companySummariesQuery).data ?? [];
  const allTypes = useQuery(eventTypesQuery).data ?? [];
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [companyId, setCompanyId] = useState(endpoint?.companyId ? String(endpoint.companyId) : '');
  const [types, setTypes] = useState<EventType[]>(endpoint?.eventTypes ?? []);
  const [active, setActive] = useState(endpoint?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave({ url: url.trim(), description, companyId: companyId ? Number(companyId) : null, eventTypes: types, active });
    } catch (err) {
      setError(err instanceof ApiError && err.messages.length ? err.messages.join(' ') : t('webhooks.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t(endpoint ? 'webhooks.editTitle' : 'webhooks.addTitle')} className="mb-3">
      <form onSubmit={(e) => void submit(e)} data-testid="webhook-form" noValidate>
        <Field id="webhook-url" label={t('webhooks.fields.url')} type="url" required value={url} error={error} help={t('webhooks.urlHelp')} onChange={(e) => setUrl(e.target.value)} data-testid="webhook-url" className="mb-3" />
        <Field id="webhook-description" label={t('webhooks.fields.description')} value={description} onChange={(e) => setDescription(e.target.value)} data-testid="webhook-description" className="mb-3" />
        <SelectField id="webhook-company" label={t('webhooks.fields.company')} value={companyId} onChange={(e) => setCompanyId(e.target.value)} data-testid="webhook-company" className="mb-3">
          <option value="">{t('webhooks.allCompanies')}</option>
          {companies.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('webhooks.fields.eventTypes')}</legend>
          <p className="form-text mt-0">{t('webhooks.typesHelp')}</p>
          {allTypes.map((type) => (
            <div key={type} className="form-check form-check-inline">
              <input id={`webhook-type-${type}`} type="checkbox" className="form-check-input" checked={types.includes(type)} onChange={(e) => setTypes(toggledType(allTypes, types, type, e.target.checked))} data-testid="webhook-type" value={type} />
              <label htmlFor={`webhook-type-${type}`} className="form-check-label">
                <code>{type}</code>
              </label>
            </div>
          ))}
        </fieldset>
        <Switch id="webhook-active" label={t('webhooks.fields.active')} checked={active} onChange={setActive} data-testid="webhook-active" className="mb-3" />
        <div className="d-flex gap-2">
          <Button type="submit" disabled={!mounted || saving} data-testid="webhook-save">
            {t('common.save')}
          </Button>
          <Button type="button" variant="outline-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
