import { numberProblemText } from '../../shared/format/number';
import { useT, type Translate } from '../../shared/i18n';
import { LENGTH_UNITS, WEIGHT_UNITS } from '../../shared/units';
import { Button, cx } from '../../shared/ui';
import { useNumberText } from '../../shared/ui/NumberInput';
import { FIGURE_RULES, copyOfFirst, emptyMeasurementDraft, type AssetErrors, type MeasurementDraft } from './assetRules';

export interface MeasurementsEditorProps {
  measurements: readonly MeasurementDraft[];
  onChange: (measurements: MeasurementDraft[]) => void;
  errors: AssetErrors;
  disabled?: boolean;
}

type Figure = 'weight' | 'x' | 'y' | 'z';
const UNIT_OF: Record<Figure, keyof MeasurementDraft> = { weight: 'weightUnit', x: 'xUnit', y: 'yUnit', z: 'zUnit' };
const FIGURES: readonly Figure[] = ['weight', 'x', 'y', 'z'];

/** One figure (the one number input's behaviour) and its unit as a Bootstrap input group. */
function FigureInput({ row, figure, m, label, error, units, unitLabel, onChange, disabled }: {
  row: number;
  figure: Figure;
  m: MeasurementDraft;
  label: string;
  /** The form's message for this figure (a refused save). */
  error: string | null;
  units: readonly string[];
  unitLabel: string;
  onChange: (patch: Partial<MeasurementDraft>) => void;
  disabled?: boolean;
}) {
  const id = `measurement-${row}-${figure}`;
  const unitKey = UNIT_OF[figure];
  const number = useNumberText({ value: m[figure], onChange: (text) => onChange({ [figure]: text }), rules: FIGURE_RULES, error });
  const invalid = number.error;
  return (
    <div className="col-6 col-md-3">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <div className={cx('input-group input-group-sm', invalid && 'has-validation')}>
        <input
          id={id}
          className={cx('form-control', invalid && 'is-invalid')}
          {...number.input}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          disabled={disabled}
          data-testid={`measurement-${figure}`}
        />
        <select
          className="form-select flex-grow-0 w-auto"
          aria-label={`${label}: ${unitLabel}`}
          value={m[unitKey]}
          disabled={disabled}
          onChange={(e) => onChange({ [unitKey]: e.target.value } as Partial<MeasurementDraft>)}
          data-testid={`measurement-${figure}-unit`}
        >
          {units.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
        {invalid ? (
          <div id={`${id}-error`} className="invalid-feedback">
            {invalid}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function problemOf(problem: AssetErrors[string] | undefined, t: Translate): string | null {
  return problem && typeof problem === 'object' ? numberProblemText(problem, t) : null;
}

function labels(t: Translate) {
  return {
    weight: t('inventory.measurement.weight'),
    x: t('inventory.measurement.x'),
    y: t('inventory.measurement.y'),
    z: t('inventory.measurement.z'),
    unit: t('inventory.measurement.unit'),
  };
}

/**
 * Several net measurements, each a weight (Kg or lb) and three sides (cm or inch), new ones in Kg
 * and cm; add, remove, and add a copy of the first.
 */
export function MeasurementsEditor({ measurements, onChange, errors, disabled }: MeasurementsEditorProps) {
  const t = useT();
  const text = labels(t);
  const removeLabel = t('inventory.measurement.remove');

  const update = (index: number, patch: Partial<MeasurementDraft>) => onChange(measurements.map((m, i) => (i === index ? { ...m, ...patch } : m)));

  return (
    <fieldset className="mb-3" data-testid="measurements">
      <legend className="form-label fs-6">{t('inventory.measurement.title')}</legend>
      {measurements.map((m, row) => (
        <div key={row} className="border rounded p-2 mb-2" data-testid="measurement-row">
          <div className="row g-2 align-items-end">
            {FIGURES.map((figure) => (
              <FigureInput
                key={figure}
                row={row}
                figure={figure}
                m={m}
                label={text[figure]}
                error={problemOf(errors[`measurements.${row}.${figure}`], t)}
                units={figure === 'weight' ? WEIGHT_UNITS : LENGTH_UNITS}
                unitLabel={text.unit}
                onChange={(patch) => update(row, patch)}
                disabled={disabled}
              />
            ))}
          </div>
          {measurements.length > 1 ? (
            <div className="text-end mt-2">
              <Button size="sm" variant="outline-danger" disabled={disabled} onClick={() => onChange(measurements.filter((_, i) => i !== row))} data-testid="measurement-remove">
                {removeLabel}
              </Button>
            </div>
          ) : null}
        </div>
      ))}
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-primary" disabled={disabled} onClick={() => onChange([...measurements, emptyMeasurementDraft()])} data-testid="measurement-add">
          {t('inventory.measurement.add')}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={disabled || measurements.length === 0} onClick={() => onChange([...measurements, copyOfFirst(measurements)])} data-testid="measurement-copy">
          {t('inventory.measurement.copyFirst')}
        </Button>
      </div>
    </fieldset>
  );
}
