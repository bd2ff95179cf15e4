/**
 * Short lists kept in localStorage between visits: of assignments (the draft shipment under `shipment`, the
 * admin's report list under `report`), each entry its id and reference, and of other things in their own
 * format (`storedEntries`: the admin's picking and condition lists of assets). Read leniently (storage is shared with
 * other tabs, older versions and hand edits), written whole, and watched by every hook of this tab and, through
 * the `storage` event, of the others. Server-safe: with no storage the list is empty.
 */
import { useCallback, useEffect, useState } from 'react';

export interface ListedAssignment {
  id: number;
  ref: string;
}

export type StoredListSetter<T = ListedAssignment> = (next: readonly T[] | ((current: readonly T[]) => readonly T[])) => void;

export interface StoredList<T = ListedAssignment> {
  readonly key: string;
  read: () => readonly T[];
  write: (entries: readonly T[]) => void;
  /** The list, read after mount (the server render and the hydrating one both see it empty, so they agree). */
  use: () => [readonly T[], StoredListSetter<T>];
}

/** How a list is written in storage, and read back leniently (anything unreadable dropped). */
export interface StoredListFormat<T> {
  parse: (raw: string | null | undefined) => readonly T[];
  serialize: (entries: readonly T[]) => string;
}

const EMPTY: readonly ListedAssignment[] = Object.freeze([]);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The stored text as entries: anything unreadable is dropped, and an id listed twice is kept once. */
export function parseListedAssignments(raw: string | null | undefined, field: string): readonly ListedAssignment[] {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  const list = value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
  if (!Array.isArray(list)) return EMPTY;
  const out: ListedAssignment[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { id, ref } = item as Record<string, unknown>;
    if (!isId(id) || typeof ref !== 'string' || ref.trim() === '' || out.some((e) => e.id === id)) continue;
    out.push({ id, ref });
  }
  return out.length === 0 ? EMPTY : out;
}

// Every access is guarded: there is no localStorage on the server, and browsers may refuse it (private mode).
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The assignments under `key`, stored as `{"<field>": [{id, ref}, ...]}` so more may sit beside it later. */
export function storedList(key: string, field: string): StoredList {
  return storedEntries<ListedAssignment>(key, {
    parse: (raw) => parseListedAssignments(raw, field),
    serialize: (entries) => JSON.stringify({ [field]: entries.map(({ id, ref }) => ({ id, ref })) }),
  });
}

/** Any list kept under `key` in the given format; an empty list removes the key. */
export function storedEntries<T>(key: string, format: StoredListFormat<T>): StoredList<T> {
  const none: readonly T[] = Object.freeze([]);
  const listeners = new Set<(entries: readonly T[]) => void>();
  // What this page keeps when storage refuses the write.
  let written: readonly T[] = none;

  function read(): readonly T[] {
    const store = storage();
    if (!store) return written;
    try {
      return format.parse(store.getItem(key));
    } catch {
      return written;
    }
  }

  function write(entries: readonly T[]): void {
    written = entries.length === 0 ? none : entries;
    try {
      if (entries.length === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, format.serialize(entries));
    } catch {
      // A full or refused storage keeps the list for this page only.
    }
    for (const listener of listeners) listener(written);
  }

  function use(): [readonly T[], StoredListSetter<T>] {
    const [entries, setEntries] = useState<readonly T[]>(none);
    useEffect(() => {
      setEntries(read());
      listeners.add(setEntries);
      const onStorage = (event: StorageEvent) => {
        // key null: the other tab cleared all of storage.
        if (event.key === key || event.key === null) setEntries(read());
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(setEntries);
        window.removeEventListener('storage', onStorage);
      };
    }, []);
    const set = useCallback<StoredListSetter<T>>((next) => {
      // Read, not the rendered value: another tab or hook may have changed it since this render.
      write(typeof next === 'function' ? next(read()) : next);
    }, []);
    return [entries, set];
  }

  return { key, read, write, use };
}

/** Word for word as users know it (docs/shipments.md): an assignment that is already on the list. */
export const ALREADY_IN_LIST = 'Assignment already in list';

/** The list with `entry` at its end; one already on it (by id) leaves it as it was, with the reason. */
export function addListed(entries: readonly ListedAssignment[], entry: ListedAssignment): { entries: readonly ListedAssignment[]; duplicate: boolean } {
  if (entries.some((e) => e.id === entry.id)) return { entries, duplicate: true };
  return { entries: [...entries, { id: entry.id, ref: entry.ref }], duplicate: false };
}

export function removeListed(entries: readonly ListedAssignment[], id: number): readonly ListedAssignment[] {
  const kept = entries.filter((e) => e.id !== id);
  return kept.length === entries.length ? entries : kept;
}
