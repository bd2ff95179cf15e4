import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n';
import { useLinkClick, type ScreenProps } from '../../shared/routing';
import { Button, Card, useMounted } from '../../shared/ui';
import { locationsQuery, startStocktake, stocktakesQuery, type Location, type Stocktake } from './api';

const NO_LOCATIONS: readonly Location[] = [];
const NO_COUNTS: readonly Stocktake[] = [];

/**
 * /app/admin/warehouse/stocktakes (docs/warehouse.md): start a count of a location (and everything under it) or
 * of the whole warehouse, and the counts kept, open and finished, newest first.
 */
export function Stocktakes({ menu }: ScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const onLinkClick = useLinkClick();
  const mounted = useMounted();
  const locations = useQuery({ ...locationsQuery, enabled: mounted }).data ?? NO_LOCATIONS;
  const counts = useQuery({ ...stocktakesQuery, enabled: mounted }).data ?? NO_COUNTS;
  const [where, setWhere] = useState('');
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      const made = await startStocktake(where ? Number(where) : null);
      navigate(`/app/admin/warehouse/stocktakes/${made.id}`);
    } catch {
      setBusy(false);
    }
  }

  return (
    <Card title={t(menu ?? 'menu.stocktakes')} className="stocktakes">
      <div className="d-flex gap-2 align-items-end flex-wrap mb-4">
        <div className="flex-fill">
          <label htmlFor="count-where" className="form-label">
            {t('warehouse.stocktake.where')}
          </label>
          <select id="count-where" className="form-select form-select-lg" value={where} onChange={(e) => setWhere(e.target.value)}>
            <option value="">{t('warehouse.stocktake.wholeWarehouse')}</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.path}
              </option>
            ))}
          </select>
        </div>
        <Button size="lg" className="scan-target" disabled={busy} onClick={() => void start()}>
          {t('warehouse.stocktake.start')}
        </Button>
      </div>
      <ul className="list-group">
        {counts.map((c) => (
          <li key={c.id} className="list-group-item">
            <a href={`/app/admin/warehouse/stocktakes/${c.id}`} onClick={onLinkClick} className="fw-semibold">
              {t('warehouse.stocktake.title', { id: c.id })} · {c.locationPath ?? t('warehouse.stocktake.wholeWarehouse')}
            </a>
            <div className="small text-body-secondary">
              {c.finishedAt ? t('warehouse.stocktake.finishedTally', { found: c.tally?.found ?? 0, missing: c.tally?.missing ?? 0, misplaced: c.tally?.misplaced ?? 0, unexpected: c.tally?.unexpected ?? 0 }) : t('warehouse.stocktake.open', { count: c.scanned })}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
