import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { isAdmin, useCurrentProfile } from '../../shared/auth';
import { useT } from '../../shared/i18n';
import type { ScreenProps } from '../../shared/routing';
import { Card, cx, useMounted } from '../../shared/ui';
import { locationsQuery, resolveCode, type Location } from './api';
import type { Job } from './jobs';
import { readCode } from './scanner/codes';
import { ScanPanel, type Outcome } from './scanner/ScanPanel';
import { useJobs } from './useJobs';

type Mode = 'lookUp' | 'checkIn' | 'checkOut';
const NO_LOCATIONS: readonly Location[] = [];

/** `?location=7` (a location label read by the phone's own camera app lands here), `?mode=checkIn`. */
function initial(search: string): { mode: Mode | null; location: number | null } {
  const q = new URLSearchParams(search);
  const location = Number(q.get('location'));
  const mode = q.get('mode');
  return {
    location: Number.isInteger(location) && location > 0 ? location : null,
    mode: mode === 'checkIn' || mode === 'checkOut' || mode === 'lookUp' ? mode : null,
  };
}

/**
 * /app/warehouse/scan (docs/warehouse.md): the scan screen. Anyone may look a label up (a work they may not see
 * is said to be nothing they may see, and nothing of it is shown); the provider's staff also check works in at a
 * location (scan the location's label or choose it, then the works) and out of storage.
 */
export function WarehouseScan({ menu }: ScreenProps) {
  const t = useT();
  const admin = isAdmin(useCurrentProfile());
  const { search } = useLocation();
  const start = initial(search);
  const [mode, setMode] = useState<Mode>(start.mode ?? (start.location && admin ? 'checkIn' : 'lookUp'));
  const [locationId, setLocationId] = useState<number | null>(start.location);
  const mounted = useMounted();
  const locations = useQuery({ ...locationsQuery, enabled: admin && mounted }).data ?? NO_LOCATIONS;
  const place = locations.find((l) => l.id === locationId);
  const { run, waiting } = useJobs();

  const onRead = useCallback(
    async (raw: string): Promise<Outcome> => {
      const code = readCode(raw);
      if (!code) return { label: raw, tone: 'error', forget: true };
      // A location label (or a typed path) read while checking in chooses where the works go.
      if (mode === 'checkIn' && code.kind !== 'work') {
        try {
          const found = await resolveCode(raw, { callerShowsError: true });
          if (found.location) {
            setLocationId(found.location.id);
            return { label: t('warehouse.read.location', { path: found.location.path }), tone: 'ok', forget: true };
          }
        } catch {
          // Not a location: read it as a work's ref below.
        }
      }
      let job: Job;
      if (mode === 'checkIn') {
        if (!locationId) return { label: t('warehouse.checkIn.locationFirst'), tone: 'error', forget: true };
        job = { kind: 'checkIn', locationId, code: raw };
      } else if (mode === 'checkOut') job = { kind: 'checkOut', code: raw };
      else job = { kind: 'lookUp', code: raw };
      const done = await run(job);
      return { ...done, forget: done.tone === 'error' };
    },
    [mode, locationId, run, t],
  );

  const modes: Mode[] = admin ? ['lookUp', 'checkIn', 'checkOut'] : ['lookUp'];
  return (
    <Card title={t(menu ?? 'menu.warehouseScan')} className="warehouse-scan">
      {modes.length > 1 ? (
        <div className="btn-group w-100 mb-3" role="group" aria-label={t('warehouse.scan.mode')}>
          {modes.map((m) => (
            <button key={m} type="button" className={cx('btn btn-lg scan-target', m === mode ? 'btn-primary' : 'btn-outline-primary')} aria-pressed={m === mode} onClick={() => setMode(m)}>
              {t(`warehouse.mode.${m}`)}
            </button>
          ))}
        </div>
      ) : null}
      {mode === 'checkIn' ? (
        <div className="mb-3">
          <label htmlFor="scan-location" className="form-label">
            {t('warehouse.checkIn.location')}
          </label>
          <select id="scan-location" className="form-select form-select-lg" value={locationId ?? ''} onChange={(e) => setLocationId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('warehouse.checkIn.scanOrChoose')}</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.path}
              </option>
            ))}
          </select>
          {place ? (
            <p className="lead mt-2 mb-0" data-testid="current-location">
              {t('warehouse.checkIn.into', { path: place.path })}
            </p>
          ) : null}
        </div>
      ) : null}
      {waiting.length > 0 ? (
        <p className="alert alert-warning py-2" data-testid="outbox">
          {t('warehouse.outbox.waiting', { count: waiting.length })}
        </p>
      ) : null}
      {/* A new panel per mode: its list of reads belongs to that job. */}
      <ScanPanel key={mode} onRead={onRead} />
    </Card>
  );
}
