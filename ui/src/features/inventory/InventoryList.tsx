import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addToDraft, clearDraft, removeFromDraft, useDraft } from '../../shared/assignment';
import { myDivisionsQuery, type Division } from '../../shared/company/api';
import { useT } from '../../shared/i18n';
import { DataTable, ListPage, useServerList, type ListUrlOptions } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { useMounted } from '../../shared/ui';
import { INVENTORY_API, INVENTORY_LIST, type AssetRow } from './api';
import { DraftPanel } from './DraftPanel';
import { InventoryFilterBar } from './InventoryFilterBar';
import { DraftRowContext, INVENTORY_SORTS, inventoryColumns, type DraftRowState } from './inventoryColumns';
import { inventoryApiFilters, parseInventoryFilters, printInventoryFilters, type InventoryFilters } from './listFilters';
import { ASSET_ADD_PATH, assetPath } from './paths';

const assetHref = (a: AssetRow) => assetPath(a.id);
const assetKey = (a: AssetRow) => a.id;
const LIST_OPTIONS: ListUrlOptions = { sortable: INVENTORY_SORTS, defaultSort: { column: 'title', dir: 'asc' } };
const NO_DIVISIONS: readonly Division[] = [];

/**
 * /app/inventory (docs/inventory.md): the company's assets in the one list, a page at a time from the server, filtered
 * by division and with or without hidden ones (both in the URL), and the draft assignment: each row adds or
 * removes its asset, all of one division, whatever page or search it was found on, and the panel hands the
 * draft on to /app/assignment/add.
 */
export function InventoryList({ menu }: ScreenProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const mounted = useMounted();
  const filters = parseInventoryFilters(search);
  const { list, data, isError, isStale } = useServerList<AssetRow>({ base: INVENTORY_LIST, path: INVENTORY_API, options: LIST_OPTIONS, filters: inventoryApiFilters(filters) });
  const divisions = useQuery(myDivisionsQuery).data ?? NO_DIVISIONS;
  const [draft, setDraft] = useDraft();
  const columns = useMemo(() => inventoryColumns(t), [t]);

  const onFilters = useCallback((next: InventoryFilters) => navigate({ pathname, search: printInventoryFilters(search, next) }), [navigate, pathname, search]);

  const toggle = useCallback(
    (asset: AssetRow) => {
      setDraft((current) => {
        if (current.assets.some((a) => a.id === asset.id)) return removeFromDraft(current, asset.id);
        const result = addToDraft(current, asset);
        if ('error' in result) {
          toast.error(t('inventory.draft.sameDivision'));
          return current;
        }
        return result.draft;
      });
    },
    [setDraft, t],
  );

  const addLabel = t('inventory.draft.add');
  const removeLabel = t('inventory.draft.remove');
  const unavailableLabel = t('inventory.draft.onOpenAssignment');
  const ids = useMemo(() => new Set(draft.assets.map((a) => a.id)), [draft]);
  const rowState = useMemo<DraftRowState>(
    () => ({ ids, ready: mounted, toggle, addLabel, removeLabel, unavailableLabel }),
    [ids, mounted, toggle, addLabel, removeLabel, unavailableLabel],
  );
  const draftDivision = divisions.find((d) => d.id === draft.companyDivisionId)?.name ?? null;
  const title = t(menu ?? 'menu.inventory');

  return (
    <DraftRowContext.Provider value={rowState}>
      <div className="row g-3">
        <div className="col-xl-9">
          <ListPage title={title} testId="inventory-screen" add={{ href: ASSET_ADD_PATH, label: t('inventory.add'), testId: 'asset-add' }} data={data} isError={isError}>
            {(page) => (
              <DataTable
                page={page}
                list={list}
                stale={isStale}
                columns={columns}
                rowKey={assetKey}
                rowHref={assetHref}
                rowTestId="asset-row"
                testId="inventory-list"
                label={title}
                empty={{ text: t('inventory.emptyList'), action: { href: ASSET_ADD_PATH, label: t('inventory.add'), testId: 'inventory-list-empty-add' } }}
                toolbar={<InventoryFilterBar idPrefix="inventory" filters={filters} divisions={divisions} onChange={onFilters} />}
              />
            )}
          </ListPage>
        </div>
        <aside className="col-xl-3">
          <DraftPanel
            draft={draft}
            divisionName={draftDivision}
            ready={mounted}
            onRemove={(id) => setDraft((current) => removeFromDraft(current, id))}
            onClear={clearDraft}
          />
        </aside>
      </div>
    </DraftRowContext.Provider>
  );
}
