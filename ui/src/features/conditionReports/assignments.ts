/**
 * The assignments a condition report can be made for (docs/condition-reports.md): the work's own, as its history
 * names them (GET /api/inventory/{id}/history: every assignment it joined, with the reference as it is now). A
 * report marked with a new observation above minor shows on the one chosen.
 */
import { isAdmin, type Profile } from '../../shared/auth';
import type { HistoryEvent } from '../../shared/history/api';

export interface AssignmentChoice {
  id: number;
  /** null when neither the history nor the report names it. */
  ref: string | null;
}

/**
 * Each assignment once, newest first, with its reference; the report's current one is kept choosable, named by
 * `currentRef` (the report's own `assignmentRef`) when the history does not name it.
 */
export function assignmentChoices(
  events: readonly HistoryEvent[] | undefined,
  current: number | null | undefined,
  currentRef: string | null = null,
): AssignmentChoice[] {
  const out: AssignmentChoice[] = [];
  for (const e of events ?? []) {
    if (e.assignmentId === null || e.assignmentId === undefined) continue;
    const known = out.find((c) => c.id === e.assignmentId);
    if (!known) out.push({ id: e.assignmentId, ref: e.assignmentRef ?? null });
    else if (known.ref === null && e.assignmentRef) known.ref = e.assignmentRef;
  }
  if (current !== null && current !== undefined) {
    const known = out.find((c) => c.id === current);
    if (!known) out.push({ id: current, ref: currentRef });
    else if (known.ref === null) known.ref = currentRef;
  }
  return out;
}

/** How a choice is named: its reference, else its number. */
export function assignmentLabel(choice: AssignmentChoice): string {
  return choice.ref ?? `#${choice.id}`;
}

/** The assignment's view for the reader: the admin's or the customer's. */
export function assignmentPath(id: number, profile?: Pick<Profile, 'roles'> | null): string {
  return isAdmin(profile) ? `/app/admin/assignment/${id}` : `/app/assignment/${id}`;
}
