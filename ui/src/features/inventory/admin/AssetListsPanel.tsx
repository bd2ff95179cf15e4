import { useState, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { PrintLabels, printConditionReports } from '../../../shared/printing';
import { useLinkClick } from '../../../shared/routing';
import { toast } from '../../../shared/toast';
import { Button, Card, Spinner } from '../../../shared/ui';
import type { AssetList, AssetListName } from './lists';
import { adminAssetPath } from './paths';

export interface AssetListsPanelProps {
  lists: Readonly<Record<AssetListName, AssetList>>;
  /** false until hydrated: the lists are read from storage after mount. */
  ready: boolean;
  onRemove: (name: AssetListName, id: number) => void;
  onClear: (name: AssetListName) => void;
}

const NAMES: readonly AssetListName[] = ['picking', 'condition'];

/** "Condition reports": one PDF, a report per asset of the condition list. */
function ConditionReportsButton({ list, ready }: { list: AssetList; ready: boolean }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  async function onPrint() {
    setPending(true);
    try {
      // A failed download is only logged (downloadFile does), so there is no error toast here (docs/inventory.md).
      if (await printConditionReports(list.map((a) => a.id))) toast.success(t('printing.reportsCreated'));
    } finally {
      setPending(false);
    }
  }
  return (
    <Button size="sm" disabled={!ready || pending} onClick={() => void onPrint()} data-testid="condition-reports">
      {pending ? <Spinner small className="me-2" /> : null}
      {t('printing.conditionReports', { n: list.length })}
    </Button>
  );
}

function OneList({ name, list, ready, onRemove, onClear, print }: { name: AssetListName; list: AssetList; ready: boolean; onRemove: (id: number) => void; onClear: () => void; print: ReactNode }) {
  const t = useT();
  const onLinkClick = useLinkClick();
  const titleId = `${name}-list-title`;
  const removeLabel = t('adminInventory.lists.remove');
  return (
    <section className="mb-3" aria-labelledby={titleId} data-testid={`${name}-list`}>
      <h3 id={titleId} className="h6 d-flex align-items-center gap-2">
        <span className="me-auto">{t(`adminInventory.lists.${name}`)}</span>
        <span className="badge text-bg-secondary" data-testid={`${name}-count`}>
          {list.length}
        </span>
      </h3>
      {list.length === 0 ? (
        <p className="text-body-secondary small mb-0" data-testid={`${name}-empty`}>
          {t('adminInventory.lists.empty')}
        </p>
      ) : (
        <>
          <ul className="list-group list-group-flush mb-2">
            {list.map((a) => (
              <li key={a.id} className="list-group-item d-flex align-items-center gap-2 px-0" data-testid={`${name}-asset`} data-asset-id={a.id}>
                <a href={adminAssetPath(a.id)} onClick={onLinkClick} className="me-auto text-break">
                  {a.title}
                  {a.ref ? <span className="text-body-secondary small ms-1">({a.ref})</span> : null}
                </a>
                <button type="button" className="btn-close" aria-label={`${removeLabel}: ${a.title}`} disabled={!ready} onClick={() => onRemove(a.id)} data-testid={`${name}-remove`} />
              </li>
            ))}
          </ul>
          <div className="mb-2">{print}</div>
          <Button size="sm" variant="outline-secondary" disabled={!ready} onClick={onClear} data-testid={`${name}-clear`}>
            {t('adminInventory.lists.clear')}
          </Button>
        </>
      )}
    </section>
  );
}

/**
 * The picking and condition lists beside the admin's inventory: each one's count and assets, with remove and
 * clear, and the PDF each is for: the picking list's labels (A4 sheet or 4 × 6 thermal) and the condition list's
 * condition reports.
 */
export function AssetListsPanel({ lists, ready, onRemove, onClear }: AssetListsPanelProps) {
  const t = useT();
  return (
    <Card className="asset-lists-panel" style={{ position: 'sticky', top: '1rem' }}>
      <section data-testid="asset-lists-panel" aria-labelledby="asset-lists-title">
        <h2 id="asset-lists-title" className="h5 card-title">
          {t('adminInventory.lists.title')}
        </h2>
        {NAMES.map((name) => (
          <OneList
            key={name}
            name={name}
            list={lists[name]}
            ready={ready}
            onRemove={(id) => onRemove(name, id)}
            onClear={() => onClear(name)}
            print={name === 'picking' ? <PrintLabels ids={lists.picking.map((a) => a.id)} ready={ready} idPrefix="picking" /> : <ConditionReportsButton list={lists.condition} ready={ready} />}
          />
        ))}
      </section>
    </Card>
  );
}
