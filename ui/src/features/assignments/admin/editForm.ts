import { STATUS_CHOICES, choiceIndexOf, suggestedProgress } from '../../../shared/assignment/statusChoices';
import { isIsoDate } from '../../../shared/format/dateInput';
import type { AdminAssignment, AdminAssignmentInput } from './api';

/** One storage entry as the form holds it: dates as DateField hands them ('' = none). */
export interface StorageRow {
  /** React key: the stored id, or a made-up one for a new entry. */
  key: string;
  /** The stored entry's id; none for a new one. */
  id?: number;
  inOn: string;
  outOn: string;
  location: string;
}

/** The admin's edit of an assignment as typed. */
export interface EditForm {
  /** The status select's entry (-1: a stored status the table lacks, kept as it is). */
  choice: number;
  status: string;
  /** As typed in the number field; `progressValue` is how it reads. */
  progress: string;
  progressValue: number | null;
  originAddressId: string;
  destinationAddressId: string;
  originStorage: boolean;
  destinationStorage: boolean;
  pickupOn: string;
  deliverOn: string;
  poNumber: string;
  storage: StorageRow[];
}

const text = (value: string | null | undefined) => value ?? '';

export function formOf(a: AdminAssignment): EditForm {
  return {
    choice: choiceIndexOf(a.status),
    status: a.status,
    progress: String(a.progress),
    progressValue: a.progress,
    originAddressId: a.origin ? String(a.origin.id) : '',
    destinationAddressId: a.destination ? String(a.destination.id) : '',
    originStorage: a.originStorage,
    destinationStorage: a.destinationStorage,
    pickupOn: text(a.pickupOn),
    deliverOn: text(a.deliverOn),
    poNumber: text(a.poNumber),
    storage: a.storage.map((s) => ({ key: `s${s.id}`, id: s.id, inOn: s.inOn, outOn: text(s.outOn), location: text(s.location) })),
  };
}

/**
 * SPEC §4: choosing a status sets both status and progress. The entries that add 2 add it to the progress
 * the assignment has (`saved`), so changing one's mind between them before saving does not add twice.
 */
export function chooseStatus(form: EditForm, choice: number, saved: number): EditForm {
  const entry = STATUS_CHOICES[choice];
  if (!entry) return form;
  const progress = suggestedProgress(entry, saved);
  return { ...form, choice, status: entry.status, progress: String(progress), progressValue: progress };
}

/** SPEC §4: a new storage entry only when every existing one has an out date. */
export function canAddStorageEntry(rows: readonly Pick<StorageRow, 'outOn'>[]): boolean {
  return rows.every((r) => r.outOn.trim() !== '');
}

export type EditProblem = 'date' | 'deliverBeforePickup' | 'required' | 'outBeforeIn' | 'progress';
/** Field errors: `pickupOn`, `deliverOn`, `progress`, and `storage.<key>.inOn` / `.outOn`. */
export type EditErrors = Record<string, EditProblem>;
export type EditCheck = { ok: true; input: AdminAssignmentInput } | { ok: false; errors: EditErrors };

const idOrNull = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/** What PUT /api/admin/assignment gets from the form, or the fields to mark (dates as the server checks them). */
export function checkEditForm(form: EditForm, assignment: Pick<AdminAssignment, 'id' | 'version'>, confirmClose: boolean): EditCheck {
  const errors: EditErrors = {};
  const pickupOn = form.pickupOn.trim();
  const deliverOn = form.deliverOn.trim();
  if (pickupOn && !isIsoDate(pickupOn)) errors.pickupOn = 'date';
  if (deliverOn && !isIsoDate(deliverOn)) errors.deliverOn = 'date';
  // ISO dates compare as text.
  if (!errors.pickupOn && !errors.deliverOn && pickupOn && deliverOn && deliverOn < pickupOn) errors.deliverOn = 'deliverBeforePickup';
  const progress = form.progressValue;
  if (progress === null || !Number.isInteger(progress) || progress < 0 || progress > 100) errors.progress = 'progress';
  for (const row of form.storage) {
    const inOn = row.inOn.trim();
    const outOn = row.outOn.trim();
    if (!inOn) errors[`storage.${row.key}.inOn`] = 'required';
    else if (!isIsoDate(inOn)) errors[`storage.${row.key}.inOn`] = 'date';
    if (outOn && !isIsoDate(outOn)) errors[`storage.${row.key}.outOn`] = 'date';
    else if (outOn && isIsoDate(inOn) && outOn < inOn) errors[`storage.${row.key}.outOn`] = 'outBeforeIn';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      id: assignment.id,
      version: assignment.version,
      status: form.status,
      progress: progress as number,
      confirmClose,
      originAddressId: idOrNull(form.originAddressId),
      destinationAddressId: idOrNull(form.destinationAddressId),
      originStorage: form.originStorage,
      destinationStorage: form.destinationStorage,
      pickupOn: pickupOn || null,
      deliverOn: deliverOn || null,
      poNumber: form.poNumber.trim() || null,
      storage: form.storage.map((r) => ({
        ...(r.id !== undefined ? { id: r.id } : {}),
        inOn: r.inOn.trim(),
        outOn: r.outOn.trim() || null,
        location: r.location.trim() || null,
      })),
    },
  };
}
