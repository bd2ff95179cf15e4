/**
 * The status select of the admin's assignment edit (docs/assignments.md): the choices of
 * `assets/assignment-statuses.json`, the file the server reads too (server/src/features/assignments/status.rs), so the
 * screen suggests the same progress the server would. Choosing one sets the status and the progress it suggests.
 */
import table from '../../../../assets/assignment-statuses.json';

export interface StatusChoice {
  status: string;
  /** Sets the progress to this value... */
  progress?: number;
  /** ...or adds this much to the current progress (at most 100). */
  add?: number;
  /** Saving with it completes the assignment, once confirmed. */
  closes?: boolean;
}

export const STATUS_CHOICES: readonly StatusChoice[] = table.choices;

/**
 * The progress the form shows after choosing `choice`, when it shows `shown` now (0-100, whole): the
 * choice's own progress, or `shown` plus its `add`, at most 100. It counts from what the form shows, not
 * from what was saved, so choosing In Customs then In Bond adds 2 twice, and a progress typed by hand is
 * what the next "+2" adds to. A value out of range counts from its nearest bound; one that is not a
 * number, from 0.
 */
export function nextProgress(choice: StatusChoice, shown: number): number {
  if (choice.progress !== undefined) return choice.progress;
  const from = Number.isFinite(shown) ? Math.min(100, Math.max(0, Math.round(shown))) : 0;
  return Math.min(100, from + (choice.add ?? 0));
}

/** The select's starting choice for a stored status: its first entry (In Transit is offered twice); -1 for one the table lacks. */
export function choiceIndexOf(status: string): number {
  return STATUS_CHOICES.findIndex((c) => c.status === status);
}

/** Whether saving with this status closes the assignment (Delivered, Cancelled): it asks first. */
export function closesAssignment(status: string): boolean {
  return STATUS_CHOICES.some((c) => c.status === status && c.closes === true);
}
