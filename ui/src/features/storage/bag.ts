/**
 * The storage invoice bag (docs/storage.md): the assets a storage invoice will bill, collected on
 * /app/admin/storage from any page and kept in localStorage under `invoiceBag` between visits. All of one
 * division: the bag's division is its first asset's, and emptying the bag resets it; an asset of another
 * division is refused with 'Can only add assets of the same Division'. Cleared after a successful invoice.
 * The rules are pure; `useBag` is the one way a screen reads the bag.
 */
import { storedEntries, type StoredListSetter } from '../../shared/storage/storedList';

export const BAG_KEY = 'invoiceBag';

/** Word for word as users know it (docs/storage.md). */
export const SAME_DIVISION = 'Can only add assets of the same Division';

/** What the bag keeps of an asset: enough to show it and to know its company and division. */
export interface BagAsset {
  id: number;
  title: string;
  ref: string | null;
  companyId: number;
  companyName: string;
  companyDivisionId: number;
  companyDivision: string;
}

export type Bag = readonly BagAsset[];

export const EMPTY_BAG: Bag = Object.freeze([]) as Bag;

/** The bag's division: its first asset's; none while empty. */
export function bagDivision(bag: Bag): number | null {
  return bag.length === 0 ? null : bag[0].companyDivisionId;
}

export function inBag(bag: Bag, id: number): boolean {
  return bag.some((a) => a.id === id);
}

export type AddResult = { bag: Bag; refused: null } | { bag: Bag; refused: typeof SAME_DIVISION };

/** The bag with the asset at its end; one already in it leaves it as it is; another division's is refused. */
export function addToBag(bag: Bag, asset: BagAsset): AddResult {
  if (inBag(bag, asset.id)) return { bag, refused: null };
  const division = bagDivision(bag);
  if (division !== null && division !== asset.companyDivisionId) return { bag, refused: SAME_DIVISION };
  const kept: BagAsset = {
    id: asset.id,
    title: asset.title,
    ref: asset.ref ?? null,
    companyId: asset.companyId,
    companyName: asset.companyName,
    companyDivisionId: asset.companyDivisionId,
    companyDivision: asset.companyDivision,
  };
  return { bag: [...bag, kept], refused: null };
}

/** The bag without the asset (its division goes with its last asset). */
export function removeFromBag(bag: Bag, id: number): Bag {
  const kept = bag.filter((a) => a.id !== id);
  if (kept.length === bag.length) return bag;
  return kept.length === 0 ? EMPTY_BAG : kept;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The stored bag, read leniently (other tabs, older versions, hand edits): unreadable entries are dropped, and so
 * is any entry of another division than the first readable one, so a bag read back always obeys the rule.
 */
export function parseBag(raw: string | null | undefined): Bag {
  if (!raw) return EMPTY_BAG;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_BAG;
  }
  const list = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).assets : undefined;
  if (!Array.isArray(list)) return EMPTY_BAG;
  let bag = EMPTY_BAG;
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const a = item as Record<string, unknown>;
    if (!isId(a.id) || !isId(a.companyId) || !isId(a.companyDivisionId) || typeof a.title !== 'string') continue;
    bag = addToBag(bag, {
      id: a.id,
      title: a.title,
      ref: text(a.ref),
      companyId: a.companyId,
      companyName: text(a.companyName) ?? '',
      companyDivisionId: a.companyDivisionId,
      companyDivision: text(a.companyDivision) ?? '',
    }).bag;
  }
  return bag;
}

export function serializeBag(bag: Bag): string {
  return JSON.stringify({ assets: bag });
}

const store = storedEntries<BagAsset>(BAG_KEY, { parse: parseBag, serialize: serializeBag });

export function readBag(): Bag {
  return store.read();
}

/** Stores the bag (an empty one removes the key) and tells every hook of this tab. */
export function writeBag(bag: Bag): void {
  store.write(bag);
}

export type SetBag = StoredListSetter<BagAsset>;

/** The bag, read from storage after mount (the server and hydrating renders both see it empty, so they agree). */
export function useBag(): [Bag, SetBag] {
  return store.use();
}
