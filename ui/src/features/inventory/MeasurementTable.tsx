import { formatMeasure } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import type { Locale } from '../../shared/payload';
import { NONE } from '../../shared/labels';
import { convertMeasurement, type Measurement } from '../../shared/units';


function sides(values: { x: number | null; y: number | null; z: number | null }, locale: Locale): string {
  const all = [values.x, values.y, values.z];
  return all.every((v) => v === null) ? NONE : all.map((v) => (v === null ? '?' : formatMeasure(v, 'length', locale))).join(' × ');
}

/**
 * Measurements as the asset view shows them (docs/inventory.md): weights in lb beside Kg, sides in cm and inch, the
 * volume in m3 and ft3, whatever unit each figure was entered in. `label` names the table (its heading).
 */
export function MeasurementTable({ measurements, testId, label }: { measurements: readonly Measurement[]; testId: string; label: string }) {
  const t = useT();
  const locale = useLocale();
  if (measurements.length === 0) return <p className="text-body-secondary small mb-0">{t('inventory.view.noMeasurements')}</p>;
  return (
    // Six columns scroll sideways on a phone; with no link inside, the box itself takes the focus so a keyboard can scroll it (axe scrollable-region-focusable).
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      <table className="table table-sm mb-0" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('inventory.measurement.weight')} (lb)</th>
            <th scope="col">{t('inventory.measurement.weight')} (Kg)</th>
            <th scope="col">{t('inventory.measurement.sides')} (cm)</th>
            <th scope="col">{t('inventory.measurement.sides')} (inch)</th>
            <th scope="col">{t('inventory.measurement.volume')} (m³)</th>
            <th scope="col">{t('inventory.measurement.volume')} (ft³)</th>
          </tr>
        </thead>
        {/* Figures on one line ("47 × 61 × 4"); the box scrolls instead. */}
        <tbody className="text-nowrap">
          {measurements.map((m, i) => {
            const c = convertMeasurement(m);
            return (
              <tr key={i} data-testid="measurement">
                <td data-col="lb">{formatMeasure(c.lb, 'weight', locale) || NONE}</td>
                <td data-col="kg">{formatMeasure(c.kg, 'weight', locale) || NONE}</td>
                <td data-col="cm">{sides(c.cm, locale)}</td>
                <td data-col="inch">{sides(c.inch, locale)}</td>
                <td data-col="m3">{formatMeasure(c.m3, 'm3', locale) || NONE}</td>
                <td data-col="ft3">{formatMeasure(c.ft3, 'ft3', locale) || NONE}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
