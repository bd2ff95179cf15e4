import { STATUS_CHOICES, choiceIndexOf, nextProgress } from '../../../shared/assignment/statusChoices';
import { idOrNull, plannedDateErrors, type AssignmentForm } from '../assignmentForm';
import { checkStorageEntries, storageDrafts, type StorageEntryDraft } from '../../../shared/storage/entries';
import type { AdminAssignment, AdminAssignmentInput } from './api';

/** The admin's edit of an assignment as typed: the customer's form (ends, dates, PO number) and the admin's own. */
export interface EditForm extends AssignmentForm {
  /** The status select's entry (-1: a stored status the table lacks, kept as it is). */
  choice: number;
  status: string;
  /** As typed in the number field; `progressValue` is how it reads. */
  progress: string;
  progressValue: number | null;
  storage: StorageEntryDraft[];
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
    storage: storageDrafts(a.storage),
  };
}

/**
 * Choosing a status sets both status and progress (nextProgress): the entries that add 2 add it to the
 * progress the form shows, typed or chosen. While the field does not read as a number, they add to the
 * saved progress (`saved`) instead.
 */
export function chooseStatus(form: EditForm, choice: number, saved: number): EditForm {
  const entry = STATUS_CHOICES[choice];
  if (!entry) return form;
  const progress = nextProgress(entry, form.progressValue ?? saved);
  return { ...form, choice, status: entry.status, progress: String(progress), progressValue: progress };
}

export type EditProblem = 'date' | 'deliverBeforePickup' | 'required' | 'outBeforeIn' | 'progress';
/** Field errors: `pickupOn`, `deliverOn`, `progress`, and `storage.<index>.inOn` / `.outOn`. */
export type EditErrors = Record<string, EditProblem>;
export type EditCheck = { ok: true; input: AdminAssignmentInput } | { ok: false; errors: EditErrors };

/** What PUT /api/admin/assignment gets from the form, or the fields to mark (dates as the server checks them). */
export function checkEditForm(form: EditForm, assignment: Pick<AdminAssignment, 'id' | 'version'>, confirmClose: boolean): EditCheck {
  const pickupOn = form.pickupOn.trim();
  const deliverOn = form.deliverOn.trim();
  const errors: EditErrors = { ...plannedDateErrors(pickupOn, deliverOn) };
  const progress = form.progressValue;
  if (progress === null || !Number.isInteger(progress) || progress < 0 || progress > 100) errors.progress = 'progress';
  // The storage rows' problems under `storage.<index>.inOn` / `.outOn` (the editor's keys, prefixed).
  const storage = checkStorageEntries(form.storage);
  if (!storage.ok) for (const [key, problem] of Object.entries(storage.errors)) errors[`storage.${key}`] = problem;
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
      storage: storage.ok ? storage.entries : [],
    },
  };
}
