/**
 * What was typed into the add-assignment form, kept in this tab until the assignment is saved. A refusal can
 * take the draft's last asset away (it went onto another assignment meanwhile: the screen takes it out of
 * the draft, and the form goes with it); the typed fields come back when the form is opened again.
 */
import type { AssignmentAsset } from './api';
import { initialAssignmentForm, type AssignmentForm } from './assignmentForm';

/** sessionStorage: this tab only, gone with it. */
export const TYPED_FORM_KEY = 'assignmentAddForm';

export interface TypedAssignmentForm {
  /** The division the addresses were chosen in. */
  divisionId: number;
  /** The fields the user changed, as typed; the others start as a new form would (docs/assignments.md). */
  fields: Partial<AssignmentForm>;
}

const TEXT_FIELDS = ['originAddressId', 'destinationAddressId', 'pickupOn', 'deliverOn', 'poNumber'] as const;
const FLAGS = ['originStorage', 'destinationStorage'] as const;

/** A stored copy, read leniently (hand edits, older versions): unreadable is none, an odd field is left out. */
export function parseTypedForm(raw: string | null | undefined): TypedAssignmentForm | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { divisionId, fields } = value as { divisionId?: unknown; fields?: unknown };
  if (typeof divisionId !== 'number' || !Number.isSafeInteger(divisionId) || !fields || typeof fields !== 'object') return null;
  const f = fields as Record<string, unknown>;
  const read: Partial<Record<keyof AssignmentForm, string | boolean>> = {};
  for (const key of TEXT_FIELDS) if (typeof f[key] === 'string') read[key] = f[key];
  for (const key of FLAGS) if (typeof f[key] === 'boolean') read[key] = f[key];
  return { divisionId, fields: read as Partial<AssignmentForm> };
}

/** What is kept after the user changed `patch`: the earlier changes of this division, and this one. */
export function withTyped(saved: TypedAssignmentForm | null, divisionId: number, patch: Partial<AssignmentForm>): TypedAssignmentForm {
  const before = saved?.divisionId === divisionId ? saved.fields : withoutAddresses(saved?.fields ?? {});
  return { divisionId, fields: { ...before, ...patch } };
}

function withoutAddresses(fields: Partial<AssignmentForm>): Partial<AssignmentForm> {
  const { originAddressId: _origin, destinationAddressId: _destination, ...rest } = fields;
  return rest;
}

/**
 * The form to start with: a new one (origin in storage from the first asset) with what was typed
 * before over it. Addresses belong to a division, so those chosen for another division are left out.
 */
export function startingForm(saved: TypedAssignmentForm | null, divisionId: number, assets: readonly Pick<AssignmentAsset, 'inStorage'>[]): AssignmentForm {
  const fresh = initialAssignmentForm(assets);
  if (!saved) return fresh;
  return { ...fresh, ...(saved.divisionId === divisionId ? saved.fields : withoutAddresses(saved.fields)) };
}

// Guarded: storage may be refused (private mode); then nothing is kept, and nothing breaks.
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readTypedForm(): TypedAssignmentForm | null {
  try {
    return parseTypedForm(storage()?.getItem(TYPED_FORM_KEY));
  } catch {
    return null;
  }
}

export function writeTypedForm(typed: TypedAssignmentForm): void {
  try {
    storage()?.setItem(TYPED_FORM_KEY, JSON.stringify(typed));
  } catch {
    // Kept on screen only.
  }
}

export function clearTypedForm(): void {
  try {
    storage()?.removeItem(TYPED_FORM_KEY);
  } catch {
    // Nothing kept.
  }
}
