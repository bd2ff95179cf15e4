/**
 * The admin's asset lists (docs/inventory.md, docs/labels.md): the **picking list** (assets whose labels will
 * be printed) and the **condition list** (assets for condition reports), collected on /app/admin/inventory
 * from any page, search or company and kept in localStorage (`pickingList`, `conditionList`) between
 * visits; the panel prints the picking list's labels and the condition list's condition reports. The rules are pure;
 * `useAssetList` is the one way a screen reads a list.
 */
import { storedEntries, type StoredList, type StoredListSetter } from '../../../shared/storage/storedList';

export type AssetListName = 'picking' | 'condition';

/** The local storage key of each list. */
export const ASSET_LIST_KEYS: Readonly<Record<AssetListName, string>> = { picking: 'pickingList', condition: 'conditionList' };

/** What a list keeps of an asset: enough to show and link it. */
export interface ListedAsset {
  id: number;
  title: string;
  /** The provider's reference. */
  ref: string | null;
  theirRef: string | null;
  companyId: number;
}

export type AssetList = readonly ListedAsset[];

export const EMPTY_LIST: AssetList = Object.freeze([]) as AssetList;

export function listedAssetOf(asset: ListedAsset): ListedAsset {
  return { id: asset.id, title: asset.title, ref: asset.ref ?? null, theirRef: asset.theirRef ?? null, companyId: asset.companyId };
}

export function isListed(list: AssetList, id: number): boolean {
  return list.some((a) => a.id === id);
}

/** The list with the asset at its end; one already in it leaves the list as it is. */
export function addToList(list: AssetList, asset: ListedAsset): AssetList {
  return isListed(list, asset.id) ? list : [...list, listedAssetOf(asset)];
}

export function removeFromList(list: AssetList, id: number): AssetList {
  const kept = list.filter((a) => a.id !== id);
  return kept.length === list.length ? list : kept;
}

/** In the list: out of it; else into it. */
export function toggleInList(list: AssetList, asset: ListedAsset): AssetList {
  return isListed(list, asset.id) ? removeFromList(list, asset.id) : addToList(list, asset);
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/** A stored list, read leniently (other tabs, older versions, hand edits): unreadable entries are dropped. */
export function parseList(raw: string | null | undefined): AssetList {
  if (!raw) return EMPTY_LIST;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_LIST;
  }
  if (!Array.isArray(value)) return EMPTY_LIST;
  let list = EMPTY_LIST;
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const a = item as Record<string, unknown>;
    if (!isId(a.id) || !isId(a.companyId) || typeof a.title !== 'string') continue;
    list = addToList(list, { id: a.id, title: a.title, ref: textOrNull(a.ref), theirRef: textOrNull(a.theirRef), companyId: a.companyId });
  }
  return list;
}

const stores: Readonly<Record<AssetListName, StoredList<ListedAsset>>> = {
  picking: storedEntries(ASSET_LIST_KEYS.picking, { parse: parseList, serialize: (list) => JSON.stringify(list) }),
  condition: storedEntries(ASSET_LIST_KEYS.condition, { parse: parseList, serialize: (list) => JSON.stringify(list) }),
};

export function readList(name: AssetListName): AssetList {
  return stores[name].read();
}

/** Stores the list (an empty one removes the key) and tells every hook of this tab. */
export function writeList(name: AssetListName, list: AssetList): void {
  stores[name].write(list);
}

export type SetAssetList = StoredListSetter<ListedAsset>;

/**
 * One list, read from storage after mount (the server and the hydrating render both see it empty, so they
 * agree), kept in step with this tab's writes and, through the `storage` event, other tabs'.
 */
export function useAssetList(name: AssetListName): [AssetList, SetAssetList] {
  return stores[name].use();
}
