/**
 * The draft assignment (docs/assignments.md): assets picked on /app/inventory, all of one
 * division, kept in localStorage under `assignment` between visits and handed to /app/assignment/add, which
 * clears it after a successful save. The rules are pure functions; `useDraft` is the one way screens read it.
 */
import { useCallback, useEffect, useState } from 'react';

/** The local storage key of the draft assignment (docs/assignments.md). */
export const DRAFT_KEY = 'assignment';

/** Word for word as users know it: the draft holds assets of one division only. */
export const SAME_DIVISION_ERROR = 'Can only add assets of the same Division';

/** What the draft keeps of an asset: enough to list it and to start the assignment form. */
export interface DraftAsset {
  id: number;
  title: string;
  theirRef: string | null;
  companyDivisionId: number;
  inStorage: boolean;
}

export interface Draft {
  /** The division of every asset in it; null while it is empty. */
  companyDivisionId: number | null;
  assets: DraftAsset[];
}

export const EMPTY_DRAFT: Draft = Object.freeze({ companyDivisionId: null, assets: Object.freeze([]) as unknown as DraftAsset[] });

export type AddResult = { draft: Draft } | { error: typeof SAME_DIVISION_ERROR };

/** The fields the draft keeps, from an asset as the API gives it (AssetDto has many more). */
export function draftAssetOf(asset: DraftAsset): DraftAsset {
  return { id: asset.id, title: asset.title, theirRef: asset.theirRef ?? null, companyDivisionId: asset.companyDivisionId, inStorage: asset.inStorage };
}

export function isInDraft(draft: Draft, assetId: number): boolean {
  return draft.assets.some((a) => a.id === assetId);
}

/**
 * The draft with `asset` added. An asset of another division is refused; one already in it leaves the
 * draft as it is. The first asset sets the draft's division.
 */
export function addToDraft(draft: Draft, asset: DraftAsset): AddResult {
  if (draft.companyDivisionId !== null && draft.assets.length > 0 && draft.companyDivisionId !== asset.companyDivisionId) {
    return { error: SAME_DIVISION_ERROR };
  }
  if (isInDraft(draft, asset.id)) return { draft };
  return { draft: { companyDivisionId: asset.companyDivisionId, assets: [...draft.assets, draftAssetOf(asset)] } };
}

/** The draft without that asset; once empty it has no division either, so any division may start it again. */
export function removeFromDraft(draft: Draft, assetId: number): Draft {
  const assets = draft.assets.filter((a) => a.id !== assetId);
  if (assets.length === 0) return EMPTY_DRAFT;
  return assets.length === draft.assets.length ? draft : { companyDivisionId: draft.companyDivisionId, assets };
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function parseAsset(raw: unknown): DraftAsset | null {
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Record<string, unknown>;
  if (!isId(a.id) || !isId(a.companyDivisionId) || typeof a.title !== 'string') return null;
  return {
    id: a.id,
    title: a.title,
    theirRef: typeof a.theirRef === 'string' ? a.theirRef : null,
    companyDivisionId: a.companyDivisionId,
    inStorage: a.inStorage === true,
  };
}

/**
 * Reads a stored draft leniently: storage is shared with other tabs, older versions and hand edits, so
 * anything unreadable gives the empty draft, unreadable assets are dropped, and assets of a division other
 * than the first's are dropped too (the one-division rule holds for whatever was stored).
 */
export function parseDraft(raw: string | null | undefined): Draft {
  if (!raw) return EMPTY_DRAFT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  const list = value && typeof value === 'object' ? (value as { assets?: unknown }).assets : undefined;
  if (!Array.isArray(list)) return EMPTY_DRAFT;
  let draft = EMPTY_DRAFT;
  for (const item of list) {
    const asset = parseAsset(item);
    if (!asset) continue;
    const added = addToDraft(draft, asset);
    if ('draft' in added) draft = added.draft;
  }
  return draft;
}

// Every access is guarded: there is no localStorage on the server, and browsers may refuse it (private mode).
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Hooks of this tab: the `storage` event only reaches the other tabs. */
const listeners = new Set<(draft: Draft) => void>();
/** The last draft written here: what this page keeps when storage refuses it. */
let written: Draft = EMPTY_DRAFT;

export function readDraft(): Draft {
  const store = storage();
  if (!store) return written;
  try {
    return parseDraft(store.getItem(DRAFT_KEY));
  } catch {
    return written;
  }
}

/** Stores the draft (an empty one removes the key) and tells every useDraft of this tab. */
export function writeDraft(draft: Draft): void {
  const current = draft.assets.length === 0 ? EMPTY_DRAFT : draft;
  written = current;
  try {
    if (draft.assets.length === 0) storage()?.removeItem(DRAFT_KEY);
    else storage()?.setItem(DRAFT_KEY, JSON.stringify({ companyDivisionId: draft.companyDivisionId, assets: draft.assets }));
  } catch {
    // A full or refused storage keeps the draft for this page only.
  }
  for (const listener of listeners) listener(current);
}

export function clearDraft(): void {
  writeDraft(EMPTY_DRAFT);
}

export type SetDraft = (next: Draft | ((current: Draft) => Draft)) => void;

/**
 * The draft, read from storage after mount (the server and the hydrating render both see the empty draft,
 * so they agree), kept in step with writes from this tab and, through the `storage` event, other tabs.
 * The setter stores what it is given.
 */
export function useDraft(): [Draft, SetDraft] {
  const [draft, setState] = useState<Draft>(EMPTY_DRAFT);

  useEffect(() => {
    setState(readDraft());
    listeners.add(setState);
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared all of storage.
      if (event.key === DRAFT_KEY || event.key === null) setState(readDraft());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(setState);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const setDraft = useCallback<SetDraft>((next) => {
    // Read, not the rendered value: another tab or hook may have changed it since this render.
    writeDraft(typeof next === 'function' ? next(readDraft()) : next);
  }, []);

  return [draft, setDraft];
}
