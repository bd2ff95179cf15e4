import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { companySummariesQuery, myDivisionsQuery, type CompanySummary, type Division } from '../../../shared/company/api';
import { useT } from '../../../shared/i18n';
import { DataTable, ListPage, useServerList, type ListUrlOptions } from '../../../shared/list';
import type { ScreenProps } from '../../../shared/routing';
import { useMounted } from '../../../shared/ui';
import { INVENTORY_API, INVENTORY_LIST, type AssetRow } from '../api';
import { InventoryFilterBar } from '../InventoryFilterBar';
import { INVENTORY_SORTS } from '../inventoryColumns';
import { AssetListsPanel } from './AssetListsPanel';
import { ListRowContext, adminInventoryColumns, type ListRowState } from './adminColumns';
import { adminInventoryApiFilters, parseAdminInventoryFilters, printAdminInventoryFilters, type AdminInventoryFilters } from './filters';
import { removeFromList, toggleInList, useAssetList, type AssetListName } from './lists';
import { adminAssetPath } from './paths';

const assetHref = (a: AssetRow) => adminAssetPath(a.id);
const assetKey = (a: AssetRow) => a.id;
const LIST_OPTIONS: ListUrlOptions = { sortable: INVENTORY_SORTS, defaultSort: { column: 'title', dir: 'asc' } };
const NO_DIVISIONS: readonly Division[] = [];
const NO_COMPANIES: readonly CompanySummary[] = [];

/**
 * /app/admin/inventory (docs/inventory.md): every company's assets in the one list, a page at a time
 * from the server, filtered by company, division and hidden (all in the URL), and the picking and condition
 * lists: each row goes into or out of either, from any page, and the panel beside shows both.
 */
export function AdminInventoryList({ menu }: ScreenProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const mounted = useMounted();
  const filters = parseAdminInventoryFilters(search);
  const { list, data, isError, isStale } = useServerList<AssetRow>({ base: INVENTORY_LIST, path: INVENTORY_API, options: LIST_OPTIONS, filters: adminInventoryApiFilters(filters) });
  const companies = useQuery(companySummariesQuery).data ?? NO_COMPANIES;
  const divisions = useQuery(myDivisionsQuery).data ?? NO_DIVISIONS;
  const [picking, setPicking] = useAssetList('picking');
  const [condition, setCondition] = useAssetList('condition');
  const setters = useMemo(() => ({ picking: setPicking, condition: setCondition }), [setPicking, setCondition]);
  const names = useMemo(() => new Map(companies.map((c) => [c.id, c.name])), [companies]);
  const columns = useMemo(() => adminInventoryColumns(t, (id) => names.get(id) ?? null), [t, names]);

  const onFilters = useCallback((next: AdminInventoryFilters) => navigate({ pathname, search: printAdminInventoryFilters(search, next) }), [navigate, pathname, search]);
  const toggle = useCallback((name: AssetListName, asset: AssetRow) => setters[name]((current) => toggleInList(current, asset)), [setters]);

  const labels = useMemo(
    () => ({
      picking: { add: t('adminInventory.lists.addPicking'), remove: t('adminInventory.lists.removePicking') },
      condition: { add: t('adminInventory.lists.addCondition'), remove: t('adminInventory.lists.removeCondition') },
    }),
    [t],
  );
  const rowState = useMemo<ListRowState>(
    () => ({ listed: { picking: new Set(picking.map((a) => a.id)), condition: new Set(condition.map((a) => a.id)) }, ready: mounted, toggle, labels }),
    [picking, condition, mounted, toggle, labels],
  );
  const title = t(menu ?? 'menu.adminInventory');

  return (
    <ListRowContext.Provider value={rowState}>
      <div className="row g-3">
        <div className="col-xxl-9">
          <ListPage title={title} testId="admin-inventory-screen" data={data} isError={isError}>
            {(page) => (
              <DataTable
                page={page}
                list={list}
                stale={isStale}
                columns={columns}
                rowKey={assetKey}
                rowHref={assetHref}
                rowTestId="asset-row"
                testId="admin-inventory-list"
                label={title}
                empty={{ text: t('adminInventory.emptyList') }}
                toolbar={<InventoryFilterBar idPrefix="admin-inventory" filters={filters} companies={companies} divisions={divisions} onChange={onFilters} />}
              />
            )}
          </ListPage>
        </div>
        <aside className="col-xxl-3">
          <AssetListsPanel
            lists={{ picking, condition }}
            ready={mounted}
            onRemove={(name, id) => setters[name]((current) => removeFromList(current, id))}
            onClear={(name) => setters[name]([])}
          />
        </aside>
      </div>
    </ListRowContext.Provider>
  );
}
