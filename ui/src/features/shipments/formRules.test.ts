import { describe, expect, it } from 'vitest';
import type { Shipment } from './api';
import { checkForm, formOf, isTime, newForm, type ShipmentForm } from './formRules';

const a12 = { id: 12, ref: 'A-000012' };
const none = { complete: false, completedAssignments: false };

function filled(patch: Partial<ShipmentForm> = {}): ShipmentForm {
  return { ...newForm([a12], [3, 4]), ...patch };
}

describe('the shipment form', () => {
  it('starts from the draft, between the first two forwarder addresses', () => {
    const form = newForm([a12], [3, 4]);
    expect(form).toMatchObject({ mode: 'Road', originAddressId: '3', destinationAddressId: '4', assignments: [a12], legs: [] });
    expect(newForm([], []).originAddressId).toBe('');
  });

  it('sends the body of the call, blanks as null, the id only for an edit', () => {
    const check = checkForm(filled({ commencementOn: '2026-12-01', commencementAt: '06:30', legs: [{ key: 1, nameNumber: 'Le Shuttle', voyage: '', pod: 'Folkestone', etdOn: '2026-12-01', poa: 'Calais', etaOn: '2026-12-01' }] }), undefined, none);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input).toEqual({
      mode: 'Road',
      commencementOn: '2026-12-01',
      commencementAt: '06:30',
      conclusionOn: null,
      conclusionAt: null,
      originAddressId: 3,
      destinationAddressId: 4,
      assignmentIds: [12],
      legs: [{ nameNumber: 'Le Shuttle', voyage: null, pod: 'Folkestone', etdOn: '2026-12-01', poa: 'Calais', etaOn: '2026-12-01' }],
      completed: false,
      confirmComplete: false,
      confirmCompletedAssignments: false,
    });
    const edit = checkForm(filled(), { id: 9, version: 4 }, { complete: true, completedAssignments: true });
    expect(edit.ok && edit.input).toMatchObject({ id: 9, version: 4, confirmComplete: true, confirmCompletedAssignments: true });
  });

  it('refuses Santa, bad dates and times, a conclusion before the commencement and no assignment', () => {
    const errors = (f: ShipmentForm) => {
      const c = checkForm(f, undefined, none);
      return c.ok ? {} : c.errors;
    };
    expect(errors(filled({ mode: 'Santa' }))).toEqual({ mode: 'santa' });
    expect(errors(filled({ mode: 'Teleport' }))).toEqual({ mode: 'required' });
    expect(errors(filled({ commencementOn: '31-Feb-2026', conclusionAt: '9:00' }))).toEqual({ commencementOn: 'date', conclusionAt: 'time' });
    expect(errors(filled({ commencementAt: '09:00' }))).toEqual({ commencementAt: 'timeWithoutDate' });
    expect(errors(filled({ commencementOn: '2026-12-02', conclusionOn: '2026-12-01' }))).toEqual({ conclusionOn: 'conclusionBeforeCommencement' });
    expect(errors(filled({ commencementOn: '2026-12-02', commencementAt: '18:00', conclusionOn: '2026-12-02', conclusionAt: '08:00' }))).toEqual({
      conclusionOn: 'conclusionBeforeCommencement',
    });
    expect(errors(filled({ assignments: [] }))).toEqual({ assignments: 'noAssignment' });
    const legs = checkForm(filled({ legs: [{ key: 1, nameNumber: 'x', voyage: '', pod: '', etdOn: '2026-12-05', poa: '', etaOn: '2026-12-01' }] }), undefined, none);
    expect(legs.ok ? null : legs.legErrors).toEqual({ '0.etaOn': 'etaBeforeEtd' });
  });

  it('reads times as hh:mm, 00:00 to 23:59', () => {
    expect(['00:00', '23:59', '06:30'].every(isTime)).toBe(true);
    expect(['24:00', '6:30', '12:60', '12.30', ''].some(isTime)).toBe(false);
  });

  it('holds a saved shipment as it is', () => {
    const saved = {
      id: 5,
      ref: 'S-5',
      mode: 'Air',
      completed: true,
      commencementOn: '2026-12-01',
      commencementAt: null,
      conclusionOn: null,
      conclusionAt: null,
      origin: { id: 3 },
      destination: null,
      legs: [{ nameNumber: 'BA 117', voyage: null, pod: 'LHR', etdOn: '2026-12-01', poa: 'JFK', etaOn: '2026-12-01' }],
      assignments: [{ id: 12, ref: 'A-000012' }],
    } as unknown as Shipment;
    expect(formOf(saved)).toMatchObject({ mode: 'Air', completed: true, originAddressId: '3', destinationAddressId: '', assignments: [a12], legs: [{ key: 1, nameNumber: 'BA 117', voyage: '' }] });
  });
});
