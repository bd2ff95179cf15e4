import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { downloadFile } from '../../shared/api/download';
import { useT } from '../../shared/i18n';
import { useNotFoundRedirect, type ScreenProps } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { Button, Card, Loading, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { applyStocktake, finishStocktake, locationsQuery, stocktakeQuery, STOCKTAKES, type Location, type Outcome as CountOutcome, type ResultLine } from './api';
import { isWithin } from './paths';
import { ScanPanel, type Outcome } from './scanner/ScanPanel';
import { useJobs } from './useJobs';

const NO_LOCATIONS: readonly Location[] = [];
const OUTCOMES: readonly CountOutcome[] = ['found', 'missing', 'misplaced', 'unexpected'];

/**
 * /app/admin/warehouse/stocktakes/:stocktakeId (docs/warehouse.md): while open, scan what is there (several
 * phones may count the same count: each scan goes to the server, a work counts once); then finish it and see
 * the result (found, missing, misplaced, unexpected), download it, and apply its corrections with one
 * confirmation.
 */
export function StocktakeView(_: ScreenProps) {
  const t = useT();
  const client = useQueryClient();
  const mounted = useMounted();
  const id = Number(useParams().stocktakeId);
  const query = useQuery({ ...stocktakeQuery(id), enabled: mounted, refetchInterval: 10_000 });
  const leaving = useNotFoundRedirect(query.error);
  const locations = useQuery({ ...locationsQuery, enabled: mounted }).data ?? NO_LOCATIONS;
  const [shelf, setShelf] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { run, waiting } = useJobs();
  const detail = query.data;
  const count = detail?.stocktake;

  const onRead = useCallback(
    async (raw: string): Promise<Outcome> => {
      const done = await run({ kind: 'count', stocktakeId: id, locationId: shelf ?? count?.locationId ?? null, code: raw });
      void client.invalidateQueries({ queryKey: [...STOCKTAKES, id] });
      return { ...done, forget: done.tone === 'error' };
    },
    [run, id, shelf, count?.locationId, client],
  );

  if (leaving) return null;
  if (!count || !detail) return <Loading />;
  const root = locations.find((l) => l.id === count.locationId);
  const shelves = root ? locations.filter((l) => isWithin(l.path, root.path)) : locations;
  const title = `${t('warehouse.stocktake.title', { id: count.id })} · ${count.locationPath ?? t('warehouse.stocktake.wholeWarehouse')}`;

  async function finish() {
    await finishStocktake(id);
    await client.invalidateQueries({ queryKey: STOCKTAKES });
  }

  async function apply() {
    const { moves } = await applyStocktake(id);
    toast.success(t('warehouse.stocktake.applied', { count: moves.length }));
    await client.invalidateQueries({ queryKey: STOCKTAKES });
  }

  const lines = detail.result ?? [];
  const fixes = lines.filter((l) => l.seenAtId != null).length;
  return (
    <Card title={title} className="stocktake">
      {detail.result == null ? (
        <>
          <div className="mb-3">
            <label htmlFor="count-shelf" className="form-label">
              {t('warehouse.stocktake.shelf')}
            </label>
            <select id="count-shelf" className="form-select form-select-lg" value={shelf ?? ''} onChange={(e) => setShelf(e.target.value ? Number(e.target.value) : null)}>
              <option value="">{count.locationPath ?? t('warehouse.stocktake.wholeWarehouse')}</option>
              {shelves
                .filter((l) => l.id !== count.locationId)
                .map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.path}
                  </option>
                ))}
            </select>
          </div>
          {waiting.length > 0 ? <p className="alert alert-warning py-2">{t('warehouse.outbox.waiting', { count: waiting.length })}</p> : null}
          <ScanPanel onRead={onRead} />
          <p className="mt-3" data-testid="scanned-count">
            {t('warehouse.stocktake.scannedSoFar', { count: count.scanned })}
          </p>
          <Button size="lg" className="scan-target w-100" onClick={() => void finish()}>
            {t('warehouse.stocktake.finish')}
          </Button>
        </>
      ) : (
        <>
          <div className="row g-2 mb-3">
            {OUTCOMES.map((o) => (
              <div key={o} className="col-6 col-md-3">
                <div className="border rounded p-2 text-center" data-outcome-count={o}>
                  <div className="small text-body-secondary">{t(`warehouse.outcome.${o}`)}</div>
                  <div className="fs-3 fw-bold">{lines.filter((l) => l.outcome === o).length}</div>
                </div>
              </div>
            ))}
          </div>
          <div className="d-flex gap-2 flex-wrap mb-3">
            <Button variant="outline-primary" onClick={() => void downloadFile(`/api/admin/warehouse/stocktakes/${id}/result.xlsx`)}>
              {t('warehouse.stocktake.xlsx')}
            </Button>
            <Button variant="outline-primary" onClick={() => void downloadFile(`/api/admin/warehouse/stocktakes/${id}/result.pdf`)}>
              {t('warehouse.stocktake.pdf')}
            </Button>
            {count.appliedAt ? (
              <span className="align-self-center text-success">{t('warehouse.stocktake.appliedAlready')}</span>
            ) : (
              <Button disabled={fixes === 0} onClick={() => setConfirming(true)}>
                {t('warehouse.stocktake.apply', { count: fixes })}
              </Button>
            )}
          </div>
          <ResultTable lines={lines} />
          {confirming ? (
            <ConfirmModal
              title={t('warehouse.stocktake.applyTitle')}
              message={t('warehouse.stocktake.applyBody', { count: fixes })}
              confirmLabel={t('warehouse.stocktake.apply', { count: fixes })}
              onConfirm={apply}
              onClose={() => setConfirming(false)}
              testId="apply-modal"
            />
          ) : null}
        </>
      )}
    </Card>
  );
}

function ResultTable({ lines }: { lines: readonly ResultLine[] }) {
  const t = useT();
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <thead>
          <tr>
            <th scope="col">{t('warehouse.result.outcome')}</th>
            <th scope="col">{t('warehouse.result.work')}</th>
            <th scope="col">{t('warehouse.result.expected')}</th>
            <th scope="col">{t('warehouse.result.seenAt')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.assetId} data-outcome={l.outcome}>
              <td>{t(`warehouse.outcome.${l.outcome}`)}</td>
              <td>{[l.ref ?? l.theirRef, l.title].filter(Boolean).join(' · ')}</td>
              <td>{l.expected ?? '—'}</td>
              <td>{l.seenAt ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
