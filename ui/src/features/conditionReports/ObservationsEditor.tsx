import { useT } from '../../shared/i18n';
import { AREAS, SEVERITIES, TERMS, type Observation } from '../../shared/conditionReports';
import { Button } from '../../shared/ui';

/** A new observation's key: the marks name it, so it is made once, here, and kept. */
export function newObservation(): Observation {
  return { key: `obs-${crypto.randomUUID().slice(0, 8)}`, area: 'surface', term: 'scratch', severity: 'minor', note: '' };
}

/** The observations of a draft, in order: area, controlled term, severity and a note each; numbered as the marks show them. */
export function ObservationsEditor({ value, onChange }: { value: Observation[]; onChange: (next: Observation[]) => void }) {
  const t = useT();
  const set = (i: number, patch: Partial<Observation>) => onChange(value.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <div data-testid="observations-editor">
      {value.length === 0 ? <p className="text-body-secondary small">{t('conditionReports.observations.none')}</p> : null}
      {value.map((o, i) => (
        <fieldset key={o.key} className="border rounded p-2 mb-2" data-testid="observation-row">
          <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">{t('conditionReports.observations.number', { n: i + 1 })}</legend>
          <div className="row g-2">
            <div className="col-6 col-md-3">
              <label className="form-label small mb-0" htmlFor={`${o.key}-area`}>
                {t('conditionReports.fields.area')}
              </label>
              <select id={`${o.key}-area`} className="form-select form-select-sm" value={o.area} onChange={(e) => set(i, { area: e.target.value as Observation['area'] })} data-testid="observation-area">
                {AREAS.map((a) => (
                  <option key={a} value={a}>
                    {t(`conditionReports.area.${a}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-6 col-md-3">
              <label className="form-label small mb-0" htmlFor={`${o.key}-term`}>
                {t('conditionReports.fields.term')}
              </label>
              <select id={`${o.key}-term`} className="form-select form-select-sm" value={o.term} onChange={(e) => set(i, { term: e.target.value as Observation['term'] })} data-testid="observation-term">
                {TERMS.map((term) => (
                  <option key={term} value={term}>
                    {t(`conditionReports.term.${term}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-6 col-md-2">
              <label className="form-label small mb-0" htmlFor={`${o.key}-severity`}>
                {t('conditionReports.fields.severity')}
              </label>
              <select
                id={`${o.key}-severity`}
                className="form-select form-select-sm"
                value={o.severity}
                onChange={(e) => set(i, { severity: e.target.value as Observation['severity'] })}
                data-testid="observation-severity"
              >
                {SEVERITIES.map((s) => (
                  <option key={s} value={s}>
                    {t(`conditionReports.severity.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-12 col-md-4">
              <label className="form-label small mb-0" htmlFor={`${o.key}-note`}>
                {t('conditionReports.fields.note')}
              </label>
              <div className="input-group input-group-sm">
                <input id={`${o.key}-note`} className="form-control" value={o.note ?? ''} maxLength={4000} onChange={(e) => set(i, { note: e.target.value })} data-testid="observation-note" />
                <Button variant="outline-danger" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={t('conditionReports.observations.remove', { n: i + 1 })}>
                  ×
                </Button>
              </div>
            </div>
          </div>
        </fieldset>
      ))}
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...value, newObservation()])} data-testid="observation-add">
        {t('conditionReports.observations.add')}
      </Button>
    </div>
  );
}
