import { isIsoDate } from '../../shared/format/dateInput';
import type { AssignmentAsset, AssignmentInput } from './api';

/** The add-assignment form as typed: select values and dates as their input strings ('' = none). */
export interface AssignmentForm {
  originAddressId: string;
  destinationAddressId: string;
  originStorage: boolean;
  destinationStorage: boolean;
  /** YYYY-MM-DD as DateField hands it ('' = none; what it could not read as a date stays as typed). */
  pickupOn: string;
  deliverOn: string;
  poNumber: string;
}

/** Origin-in-storage is taken from the first asset (docs/assignments.md). */
export function initialAssignmentForm(assets: readonly Pick<AssignmentAsset, 'inStorage'>[]): AssignmentForm {
  return {
    originAddressId: '',
    destinationAddressId: '',
    originStorage: assets[0]?.inStorage ?? false,
    destinationStorage: false,
    pickupOn: '',
    deliverOn: '',
    poNumber: '',
  };
}

export type AssignmentFormProblem = 'date' | 'deliverBeforePickup';
export type AssignmentFormErrors = Partial<Record<'pickupOn' | 'deliverOn', AssignmentFormProblem>>;
export type AssignmentFormCheck = { ok: true; input: AssignmentInput } | { ok: false; errors: AssignmentFormErrors };

/** The planned dates' problems (the server's rules): a date that is not a real day, a delivery before the pickup. */
export function plannedDateErrors(pickupOn: string, deliverOn: string): AssignmentFormErrors {
  const errors: AssignmentFormErrors = {};
  if (pickupOn && !isIsoDate(pickupOn)) errors.pickupOn = 'date';
  if (deliverOn && !isIsoDate(deliverOn)) errors.deliverOn = 'date';
  // ISO dates compare as text.
  if (!errors.pickupOn && !errors.deliverOn && pickupOn && deliverOn && deliverOn < pickupOn) errors.deliverOn = 'deliverBeforePickup';
  return errors;
}

/** A select's value as an id; '' (none) or anything else as null. */
export const idOrNull = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/**
 * What POST /api/assignment gets from the form: ids as numbers, empty fields as null, the PO number trimmed.
 * A date that is not a real day, or a delivery before the pickup, is marked on its field instead.
 */
export function checkAssignmentForm(companyDivisionId: number, assets: readonly Pick<AssignmentAsset, 'id'>[], form: AssignmentForm): AssignmentFormCheck {
  const pickupOn = form.pickupOn.trim();
  const deliverOn = form.deliverOn.trim();
  const errors = plannedDateErrors(pickupOn, deliverOn);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      companyDivisionId,
      assetIds: assets.map((a) => a.id),
      originAddressId: idOrNull(form.originAddressId),
      destinationAddressId: idOrNull(form.destinationAddressId),
      originStorage: form.originStorage,
      destinationStorage: form.destinationStorage,
      pickupOn: pickupOn || null,
      deliverOn: deliverOn || null,
      poNumber: form.poNumber.trim() || null,
    },
  };
}

/** Why an asset of the draft cannot go on the new assignment. */
export type DroppedReason = 'onAssignment' | 'missing';

export interface DraftCheck {
  /** The draft's assets as they are now, in the draft's order. */
  kept: AssignmentAsset[];
  dropped: Array<{ id: number; title: string; reason: DroppedReason }>;
}

/**
 * When the draft is loaded, assets already on an assignment are removed. `current` is each draft
 * asset as the server has it now; null for one it no longer knows (deleted, or not this reader's).
 */
export function checkDraftAssets(draft: readonly { id: number; title: string }[], current: ReadonlyMap<number, AssignmentAsset | null>): DraftCheck {
  const kept: AssignmentAsset[] = [];
  const dropped: DraftCheck['dropped'] = [];
  for (const item of draft) {
    const asset = current.get(item.id);
    if (!asset) dropped.push({ id: item.id, title: item.title, reason: 'missing' });
    else if (asset.hasAssignment) dropped.push({ id: item.id, title: asset.title, reason: 'onAssignment' });
    else kept.push(asset);
  }
  return { kept, dropped };
}
