import { createContext, useContext } from 'react';
import type { Translate } from '../../../shared/i18n';
import { NONE } from '../../../shared/labels';
import type { DataColumn } from '../../../shared/list';
import type { AssetRow } from '../api';
import { inventoryColumns } from '../inventoryColumns';
import type { AssetListName } from './lists';

/** What each row's list buttons need, given once for the whole list (labels looked up outside the rows). */
export interface ListRowState {
  listed: Readonly<Record<AssetListName, ReadonlySet<number>>>;
  /** false until hydrated: the lists are read from storage after mount. */
  ready: boolean;
  toggle: (name: AssetListName, asset: AssetRow) => void;
  labels: Readonly<Record<AssetListName, { add: string; remove: string }>>;
}

export const ListRowContext = createContext<ListRowState>({
  listed: { picking: new Set(), condition: new Set() },
  ready: false,
  toggle: () => undefined,
  labels: { picking: { add: '', remove: '' }, condition: { add: '', remove: '' } },
});

const NAMES: readonly AssetListName[] = ['picking', 'condition'];

/** Plain buttons (no widget in rows: docs/architecture.md): in a list, the button takes the asset out again. */
function ListToggles({ asset }: { asset: AssetRow }) {
  const { listed, ready, toggle, labels } = useContext(ListRowContext);
  return (
    <span className="d-inline-flex flex-column align-items-stretch gap-1">
      {NAMES.map((name) => {
        const inList = listed[name].has(asset.id);
        return (
          <button
            key={name}
            type="button"
            className={inList ? 'btn btn-sm btn-outline-danger text-nowrap' : 'btn btn-sm btn-outline-primary text-nowrap'}
            disabled={!ready}
            aria-pressed={inList}
            onClick={() => toggle(name, asset)}
            data-testid={`${name}-toggle`}
          >
            {inList ? labels[name].remove : labels[name].add}
          </button>
        );
      })}
    </span>
  );
}

/**
 * The columns of /app/admin/inventory: the customer list's (inventoryColumns), with the owner company and the
 * provider's ref beside the title instead of the artist, and the picking and condition list buttons where the
 * customer has the draft's. Built once per language and company names.
 */
export function adminInventoryColumns(t: Translate, companyName: (id: number) => string | null): DataColumn<AssetRow>[] {
  // The artist makes room for the company and the provider's ref: the buttons stay in view on a desktop.
  const columns = inventoryColumns(t).filter((c) => c.id !== 'draft' && c.id !== 'artist');
  const at = columns.findIndex((c) => c.id === 'title') + 1;
  columns.splice(
    at,
    0,
    { id: 'company', header: 'adminInventory.fields.company', cell: (a) => companyName(a.companyId) ?? `#${a.companyId}` },
    { id: 'ref', header: 'inventory.fields.ref', cell: (a) => a.ref ?? NONE },
  );
  columns.push({ id: 'lists', header: 'adminInventory.fields.lists', cell: (a) => <ListToggles asset={a} />, className: 'text-end' });
  return columns;
}
