import { lazy, Suspense, useEffect, useState } from 'react';
// The status module itself, not the folder's index: the dashboard's chunks then carry no assignment widgets.
import { statusLabel } from '../../shared/assignment/status';
import { formatCount } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import type { StatusCount } from './api';
import { statusColour, type ChartSlice } from './statusColours';

const StatusDoughnut = lazy(() => import('./StatusDoughnut.client'));

/**
 * The doughnut of assignment statuses with a text legend. The legend is plain markup, drawn on both sides
 * and readable by anyone; the doughnut appears only after mount, in a box of the placeholder's fixed size,
 * so the page does not shift when it arrives.
 */
export function StatusChart({ statuses }: { statuses: readonly StatusCount[] }) {
  const t = useT();
  const locale = useLocale();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const slices: ChartSlice[] = statuses.filter((s) => s.count > 0).map((s) => ({ label: statusLabel(s.status, t), count: s.count, colour: statusColour(s.status) }));
  const empty = slices.length === 0;
  const placeholder = (
    <div className="status-chart d-flex align-items-center justify-content-center" data-testid="status-chart" data-chart="placeholder">
      {empty ? <span className="text-body-secondary small">{t('dashboard.chartEmpty')}</span> : null}
    </div>
  );

  return (
    <div className="row g-3 align-items-center">
      <div className="col-sm-6">
        {mounted && !empty ? (
          <Suspense fallback={placeholder}>
            <StatusDoughnut slices={slices} label={t('dashboard.statusesTitle')} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <div className="col-sm-6">
        <ul className="list-unstyled small mb-0" data-testid="status-legend">
          {statuses.map((s) => (
            <li key={s.status} className={s.count > 0 ? 'd-flex justify-content-between gap-2' : 'd-flex justify-content-between gap-2 text-body-secondary'}>
              <span>
                <span className="status-swatch me-2" style={{ backgroundColor: statusColour(s.status) }} aria-hidden="true" />
                {statusLabel(s.status, t)}
              </span>
              <span className="fw-semibold">{formatCount(s.count, locale)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
