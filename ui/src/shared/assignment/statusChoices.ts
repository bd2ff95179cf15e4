/**
 * The status select of the admin's assignment edit (docs/assignments.md): the choices of
 * `assets/assignment-statuses.json`, the file the server reads too (server/src/features/assignment/status.rs), so the
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

/** The progress `choice` suggests when the assignment is at `current` (0-100, whole). */
export function suggestedProgress(choice: StatusChoice, current: number): number {
  if (choice.progress !== undefined) return choice.progress;
  const from = Number.isFinite(current) ? Math.min(100, Math.max(0, Math.round(current))) : 0;
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
