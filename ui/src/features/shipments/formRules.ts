/*
 * The shipment form (add and edit share it; docs/shipments.md): its state, built from
 * a saved shipment or from the draft shipment, and the checks the server makes too (`features/shipments/
 * rules.rs`): a mode of the list (Santa refused with the joke), dates dd-MMM-yyyy read by the date field,
 * times hh:mm, the conclusion not before the commencement, at least one assignment, the legs' rules
 * (legs.ts). Pure: no React, no clock.
 */
import { isIsoDate } from '../../shared/format/dateInput';
import type { ShipmentDraftEntry } from '../../shared/shipment';
import type { Shipment, ShipmentInput } from './api';
import { legDraftOf, legProblems, legsInput, type LegDraft, type LegErrors } from './legs';

/** The modes a shipment travels by, as stored; their labels are `shipment.modes.<key>` (docs/shipments.md). */
export const MODES = [
  { value: 'Air', key: 'air' },
  { value: 'Sea', key: 'sea' },
  { value: 'Road', key: 'road' },
  { value: 'Rail', key: 'rail' },
  { value: 'Courier', key: 'courier' },
  { value: 'Hand carry', key: 'handCarry' },
] as const;

/** Offered in the select and always refused, with a joke (docs/shipments.md). */
export const SANTA = 'Santa';

export interface ShipmentForm {
  mode: string;
  commencementOn: string;
  commencementAt: string;
  conclusionOn: string;
  conclusionAt: string;
  /** An address id as text, '' for none. */
  originAddressId: string;
  destinationAddressId: string;
  assignments: readonly ShipmentDraftEntry[];
  legs: LegDraft[];
  completed: boolean;
}

export type FormProblem = 'required' | 'santa' | 'date' | 'time' | 'timeWithoutDate' | 'conclusionBeforeCommencement' | 'noAssignment';
export type FormErrors = Partial<Record<'mode' | 'commencementOn' | 'commencementAt' | 'conclusionOn' | 'conclusionAt' | 'assignments', FormProblem>>;

export type FormCheck = { ok: true; input: ShipmentInput } | { ok: false; errors: FormErrors; legErrors: LegErrors };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time as the call takes it: hh:mm, 00:00 to 23:59. */
export const isTime = (text: string) => TIME.test(text);

/** A new shipment of the draft's assignments, from the first forwarder address to the second (when there are). */
export function newForm(draft: readonly ShipmentDraftEntry[], forwarderIds: readonly number[]): ShipmentForm {
  return {
    mode: 'Road',
    commencementOn: '',
    commencementAt: '',
    conclusionOn: '',
    conclusionAt: '',
    originAddressId: forwarderIds[0] !== undefined ? String(forwarderIds[0]) : '',
    destinationAddressId: forwarderIds[1] !== undefined ? String(forwarderIds[1]) : '',
    assignments: [...draft],
    legs: [],
    completed: false,
  };
}

export function formOf(s: Shipment): ShipmentForm {
  return {
    mode: s.mode,
    commencementOn: s.commencementOn ?? '',
    commencementAt: s.commencementAt ?? '',
    conclusionOn: s.conclusionOn ?? '',
    conclusionAt: s.conclusionAt ?? '',
    originAddressId: s.origin ? String(s.origin.id) : '',
    destinationAddressId: s.destination ? String(s.destination.id) : '',
    assignments: s.assignments.map((a) => ({ id: a.id, ref: a.ref })),
    legs: s.legs.map((l, i) => legDraftOf(l, i + 1)),
    completed: s.completed,
  };
}

/** The form checked, and when it passes, the call's body (`id` and `version` for an edit; the confirmations as given). */
export function checkForm(form: ShipmentForm, stored: Pick<Shipment, 'id' | 'version'> | undefined, confirm: { complete: boolean; completedAssignments: boolean }): FormCheck {
  const errors: FormErrors = {};
  if (form.mode.trim().toLowerCase() === SANTA.toLowerCase()) errors.mode = 'santa';
  else if (!MODES.some((m) => m.value === form.mode)) errors.mode = 'required';
  for (const end of ['commencement', 'conclusion'] as const) {
    const on = form[`${end}On`].trim();
    const at = form[`${end}At`].trim();
    if (on && !isIsoDate(on)) errors[`${end}On`] = 'date';
    if (at && !isTime(at)) errors[`${end}At`] = 'time';
    else if (at && !on) errors[`${end}At`] = 'timeWithoutDate';
  }
  const start = form.commencementOn.trim();
  const end = form.conclusionOn.trim();
  if (!errors.commencementOn && !errors.conclusionOn && start && end) {
    const sameDayBackwards = start === end && isTime(form.commencementAt) && isTime(form.conclusionAt) && form.conclusionAt < form.commencementAt;
    if (end < start || sameDayBackwards) errors.conclusionOn = 'conclusionBeforeCommencement';
  }
  if (form.assignments.length === 0) errors.assignments = 'noAssignment';
  const legErrors = legProblems(form.legs);
  if (Object.keys(errors).length > 0 || Object.keys(legErrors).length > 0) return { ok: false, errors, legErrors };
  const or = (v: string) => v.trim() || null;
  const address = (v: string) => (v ? Number(v) : null);
  return {
    ok: true,
    input: {
      ...(stored === undefined ? {} : { id: stored.id, version: stored.version }),
      mode: form.mode,
      commencementOn: or(form.commencementOn),
      commencementAt: or(form.commencementAt),
      conclusionOn: or(form.conclusionOn),
      conclusionAt: or(form.conclusionAt),
      originAddressId: address(form.originAddressId),
      destinationAddressId: address(form.destinationAddressId),
      assignmentIds: form.assignments.map((a) => a.id),
      legs: legsInput(form.legs),
      completed: form.completed,
      confirmComplete: confirm.complete,
      confirmCompletedAssignments: confirm.completedAssignments,
    },
  };
}
