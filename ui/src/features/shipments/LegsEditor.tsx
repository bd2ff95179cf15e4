import { useT } from '../../shared/i18n';
import { Button, Field } from '../../shared/ui';
import { DateField } from '../../shared/ui/DateField';
import { addLeg, changeLeg, moveLeg, removeLeg, sortByDeparture, type LegDraft, type LegErrors, type LegField, type LegProblem } from './legs';

export interface LegsEditorProps {
  legs: LegDraft[];
  errors: LegErrors;
  disabled: boolean;
  onChange: (legs: LegDraft[]) => void;
}

/** The leg's first row: what travels and its voyage. */
const VESSEL: ReadonlyArray<{ field: Extract<LegField, 'nameNumber' | 'voyage'>; label: string }> = [
  { field: 'nameNumber', label: 'assignment.shipments.nameNumber' },
  { field: 'voyage', label: 'assignment.shipments.voyage' },
];

/**
 * The legs of the shipment (docs/shipments.md): vessel or flight, voyage, ports and dates of each, added, removed and
 * moved up or down; "Sort by departure" puts them in the order the rules want (ETA not before ETD, legs in
 * order of departure), whose breaches show under the field.
 */
export function LegsEditor({ legs, errors, disabled, onChange }: LegsEditorProps) {
  const t = useT();
  const problem = (p: LegProblem | undefined): string | null => (p ? t(`shipment.legs.problems.${p}`) : null);
  return (
    <section data-testid="legs-editor">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 me-auto">{t('assignment.shipments.legs')}</h2>
        <Button size="sm" variant="outline-secondary" disabled={disabled || legs.length < 2} onClick={() => onChange(sortByDeparture(legs))} data-testid="legs-sort">
          {t('shipment.legs.sort')}
        </Button>
        <Button size="sm" variant="outline-primary" disabled={disabled} onClick={() => onChange(addLeg(legs))} data-testid="leg-add">
          {t('shipment.legs.add')}
        </Button>
      </div>
      {legs.length === 0 ? <p className="text-body-secondary small mb-0">{t('assignment.shipments.noLegs')}</p> : null}
      <ol className="list-unstyled mb-0">
        {legs.map((leg, i) => {
          const id = (field: string) => `leg-${leg.key}-${field}`;
          const set = (patch: Partial<Omit<LegDraft, 'key'>>) => onChange(changeLeg(legs, i, patch));
          return (
            <li key={leg.key} className="border rounded p-3 mb-3" data-testid="leg">
              <div className="d-flex align-items-center gap-2 mb-2">
                <h3 className="h6 mb-0 me-auto">{t('shipment.legs.title', { n: i + 1 })}</h3>
                <Button size="sm" variant="outline-secondary" disabled={disabled || i === 0} aria-label={t('shipment.legs.up', { n: i + 1 })} onClick={() => onChange(moveLeg(legs, i, -1))} data-testid="leg-up">
                  ↑
                </Button>
                <Button size="sm" variant="outline-secondary" disabled={disabled || i === legs.length - 1} aria-label={t('shipment.legs.down', { n: i + 1 })} onClick={() => onChange(moveLeg(legs, i, 1))} data-testid="leg-down">
                  ↓
                </Button>
                <Button size="sm" variant="outline-danger" disabled={disabled} onClick={() => onChange(removeLeg(legs, i))} data-testid="leg-remove">
                  {t('shipment.legs.remove')}
                </Button>
              </div>
              {errors[String(i)] ? <p className="text-danger small mb-2">{problem(errors[String(i)])}</p> : null}
              <div className="row g-2">
                {VESSEL.map(({ field, label }) => (
                  <div key={field} className="col-md-6">
                    <Field id={id(field)} label={t(label)} value={leg[field]} maxLength={120} autoComplete="off" onChange={(e) => set({ [field]: e.target.value })} data-testid={`leg-${field}`} />
                  </div>
                ))}
                <div className="col-md-6">
                  <Field id={id('pod')} label={t('assignment.shipments.pod')} value={leg.pod} maxLength={120} autoComplete="off" onChange={(e) => set({ pod: e.target.value })} data-testid="leg-pod" />
                </div>
                <div className="col-md-6">
                  <DateField id={id('etdOn')} label={t('assignment.shipments.etdOn')} value={leg.etdOn} error={problem(errors[`${i}.etdOn`])} onChange={(etdOn) => set({ etdOn })} testId="leg-etdOn" />
                </div>
                <div className="col-md-6">
                  <Field id={id('poa')} label={t('assignment.shipments.poa')} value={leg.poa} maxLength={120} autoComplete="off" onChange={(e) => set({ poa: e.target.value })} data-testid="leg-poa" />
                </div>
                <div className="col-md-6">
                  <DateField id={id('etaOn')} label={t('assignment.shipments.etaOn')} value={leg.etaOn} error={problem(errors[`${i}.etaOn`])} onChange={(etaOn) => set({ etaOn })} testId="leg-etaOn" />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
