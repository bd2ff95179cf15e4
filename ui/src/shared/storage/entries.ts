/**
 * Storage entries as the admin edits them (docs/storage.md): in on, out on, location.
 * The rows as typed, the one rule the screen applies before the server (a new entry only when every entry
 * has an out date), and the list the save sends (`storage` of PUT /api/inventory, and of
 * PUT /api/admin/assignment): stored entries with their id, new ones without, removed ones left out.
 * The server checks everything again and its 422 messages are shown as they come.
 */
import type { Dto } from '../api/schemas';
import { isIsoDate } from '../format/dateInput';

/** A stored entry as the API gives it. */
export type StoredStorageEntry = Dto<'StorageDto'>;

/** One row of the editor; dates YYYY-MM-DD, '' for none, or the text typed while it is not a date. */
export interface StorageEntryDraft {
  /** React key: the stored id, or a new row's own. */
  key: string;
  id: number | null;
  inOn: string;
  outOn: string;
  location: string;
}

/** One entry of the save. */
export interface StorageEntryInput {
  id?: number;
  inOn: string;
  outOn: string | null;
  location: string | null;
}

/** A row's problem: no in date, a date that does not read, out before in. */
export type StorageProblem = 'required' | 'date' | 'outBeforeIn';
/** Problems by `<index>.inOn` / `<index>.outOn`. */
export type StorageErrors = Record<string, StorageProblem>;

export function storageDrafts(entries: readonly StoredStorageEntry[]): StorageEntryDraft[] {
  return entries.map((e) => ({ key: `stored-${e.id}`, id: e.id, inOn: e.inOn, outOn: e.outOn ?? '', location: e.location ?? '' }));
}

/** A new entry only when every entry has an out date (an empty list may always start one; docs/storage.md). */
export function canAddEntry(drafts: readonly StorageEntryDraft[]): boolean {
  return drafts.every((d) => d.outOn.trim() !== '');
}

let made = 0;

/** The rows with a new, empty one at the end (its in date `today`, when given); unchanged when not allowed. */
export function addEntry(drafts: readonly StorageEntryDraft[], today = ''): StorageEntryDraft[] {
  if (!canAddEntry(drafts)) return [...drafts];
  made += 1;
  return [...drafts, { key: `new-${made}`, id: null, inOn: today, outOn: '', location: '' }];
}

export function removeEntry(drafts: readonly StorageEntryDraft[], key: string): StorageEntryDraft[] {
  return drafts.filter((d) => d.key !== key);
}

export function changeEntry(drafts: readonly StorageEntryDraft[], key: string, patch: Partial<Pick<StorageEntryDraft, 'inOn' | 'outOn' | 'location'>>): StorageEntryDraft[] {
  return drafts.map((d) => (d.key === key ? { ...d, ...patch } : d));
}

type Checked = { ok: true; entries: StorageEntryInput[] } | { ok: false; errors: StorageErrors };

/**
 * The list the save sends, or each row's problem: an in date is needed, dates must read, out not before in.
 * Whether an open entry blocks a new one is the server's to say (its message names the rule).
 */
export function checkStorageEntries(drafts: readonly StorageEntryDraft[]): Checked {
  const errors: StorageErrors = {};
  const entries = drafts.map((d, i): StorageEntryInput => {
    const inOn = d.inOn.trim();
    const outOn = d.outOn.trim();
    if (inOn === '') errors[`${i}.inOn`] = 'required';
    else if (!isIsoDate(inOn)) errors[`${i}.inOn`] = 'date';
    if (outOn !== '' && !isIsoDate(outOn)) errors[`${i}.outOn`] = 'date';
    // ISO dates compare as text.
    else if (outOn !== '' && isIsoDate(inOn) && outOn < inOn) errors[`${i}.outOn`] = 'outBeforeIn';
    const location = d.location.trim();
    const entry: StorageEntryInput = { inOn, outOn: outOn === '' ? null : outOn, location: location === '' ? null : location };
    if (d.id !== null) entry.id = d.id;
    return entry;
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, entries };
}
