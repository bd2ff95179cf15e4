/**
 * The admin's asset lists (issue 14, SPEC §2 Admin inventory): the **picking list** (assets whose labels will
 * be printed) and the **condition list** (assets for condition reports), collected on /app/admin/inventory
 * from any page, search or company and kept in localStorage (`pickingList`, `conditionList`) between
 * visits. The PDFs that use them come with the storage and labels issue. The rules are pure;
 * `useAssetList` is the one way a screen reads a list.
 */
import { useCallback, useEffect, useState } from 'react';

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

// Every access is guarded: there is no localStorage on the server, and browsers may refuse it (private mode).
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Hooks of this tab (the `storage` event only reaches the other tabs). */
const listeners: Record<AssetListName, Set<(list: AssetList) => void>> = { picking: new Set(), condition: new Set() };
/** The last list written here: what this page keeps when storage refuses it. */
const written: Record<AssetListName, AssetList> = { picking: EMPTY_LIST, condition: EMPTY_LIST };

export function readList(name: AssetListName): AssetList {
  const store = storage();
  if (!store) return written[name];
  try {
    return parseList(store.getItem(ASSET_LIST_KEYS[name]));
  } catch {
    return written[name];
  }
}

/** Stores the list (an empty one removes the key) and tells every hook of this tab. */
export function writeList(name: AssetListName, list: AssetList): void {
  const current = list.length === 0 ? EMPTY_LIST : list;
  written[name] = current;
  try {
    if (current.length === 0) storage()?.removeItem(ASSET_LIST_KEYS[name]);
    else storage()?.setItem(ASSET_LIST_KEYS[name], JSON.stringify(current));
  } catch {
    // A full or refused storage keeps the list for this page only.
  }
  for (const listener of listeners[name]) listener(current);
}

export type SetAssetList = (next: AssetList | ((current: AssetList) => AssetList)) => void;

/**
 * One list, read from storage after mount (the server and the hydrating render both see it empty, so they
 * agree), kept in step with this tab's writes and, through the `storage` event, other tabs'.
 */
export function useAssetList(name: AssetListName): [AssetList, SetAssetList] {
  const [list, setState] = useState<AssetList>(EMPTY_LIST);
  useEffect(() => {
    setState(readList(name));
    listeners[name].add(setState);
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared all of storage.
      if (event.key === ASSET_LIST_KEYS[name] || event.key === null) setState(readList(name));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners[name].delete(setState);
      window.removeEventListener('storage', onStorage);
    };
  }, [name]);
  const setList = useCallback<SetAssetList>(
    // Read, not the rendered value: another tab or hook may have changed it since this render.
    (next) => writeList(name, typeof next === 'function' ? next(readList(name)) : next),
    [name],
  );
  return [list, setList];
}
