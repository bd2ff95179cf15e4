import { describe, expect, it } from 'vitest';
import { STATUS_CHOICES } from '../../../shared/assignment/statusChoices';
import type { AdminAssignment } from './api';
import { checkEditForm, chooseStatus, formOf, type EditForm } from './editForm';

const stored = {
  id: 7,
  version: 3,
  status: 'In Transit',
  progress: 20,
  completed: false,
  origin: { id: 11 },
  destination: null,
  originStorage: true,
  destinationStorage: false,
  pickupOn: '2026-12-01',
  deliverOn: null,
  poNumber: 'PO-1',
  storage: [{ id: 4, inOn: '2026-11-02', outOn: '2026-11-09', location: 'Bay 4' }],
} as unknown as AdminAssignment;

/** The select's index of the nth entry of a status (the table has In Transit twice). */
const choiceOf = (status: string, nth = 0) => STATUS_CHOICES.map((c, i) => [c.status, i] as const).filter(([s]) => s === status)[nth][1];

describe('the admin edit form', () => {
  it('starts from the stored assignment, the select at the first entry of its status', () => {
    const form = formOf(stored);
    expect(form).toMatchObject({ choice: 4, status: 'In Transit', progress: '20', progressValue: 20, originAddressId: '11', destinationAddressId: '', pickupOn: '2026-12-01', deliverOn: '', poNumber: 'PO-1' });
    expect(form.storage).toEqual([{ key: 'stored-4', id: 4, inOn: '2026-11-02', outOn: '2026-11-09', location: 'Bay 4' }]);
  });

  it('sets status and progress together, adding 2 to the progress the form shows for the entries that add', () => {
    const form = formOf(stored); // saved at 20
    const customs = chooseStatus(form, choiceOf('In Customs'), 20);
    expect(customs).toMatchObject({ status: 'In Customs', progress: '22', progressValue: 22 });
    // One "+2" after another adds each time: In Bond after In Customs shows 24.
    expect(chooseStatus(customs, choiceOf('In Bond'), 20)).toMatchObject({ status: 'In Bond', progress: '24', progressValue: 24 });
    // Quoted (7) then In Customs: 9.
    expect(chooseStatus(chooseStatus(form, choiceOf('Quoted'), 20), choiceOf('In Customs'), 20)).toMatchObject({ status: 'In Customs', progressValue: 9 });
    // 50 typed by hand, then In Bond: 52.
    const typed: EditForm = { ...form, progress: '50', progressValue: 50 };
    expect(chooseStatus(typed, choiceOf('In Bond'), 20)).toMatchObject({ status: 'In Bond', progress: '52', progressValue: 52 });
    // A field that does not read as a number: the saved progress plus 2.
    expect(chooseStatus({ ...form, progress: 'abc', progressValue: null }, choiceOf('In Warehouse'), 20)).toMatchObject({ progressValue: 22 });
    expect(chooseStatus({ ...form, progressValue: 30 }, choiceOf('In Transit', 1), 20)).toMatchObject({ choice: 8, status: 'In Transit', progressValue: 32 });
    expect(chooseStatus(form, choiceOf('Delivery Scheduled'), 30)).toMatchObject({ status: 'Delivery Scheduled', progressValue: 80 });
    expect(chooseStatus(form, 99, 30)).toBe(form);
  });

  it('sends every field with the version, a new storage entry without an id', () => {
    const form: EditForm = {
      ...formOf(stored),
      deliverOn: '2026-12-05',
      poNumber: '  ',
      storage: [...formOf(stored).storage, { key: 'new1', id: null, inOn: '2026-11-20', outOn: '', location: ' Bay 9 ' }],
    };
    const check = checkEditForm(form, stored, true);
    expect(check).toEqual({
      ok: true,
      input: {
        id: 7,
        version: 3,
        status: 'In Transit',
        progress: 20,
        confirmClose: true,
        originAddressId: 11,
        destinationAddressId: null,
        originStorage: true,
        destinationStorage: false,
        pickupOn: '2026-12-01',
        deliverOn: '2026-12-05',
        poNumber: null,
        storage: [
          { id: 4, inOn: '2026-11-02', outOn: '2026-11-09', location: 'Bay 4' },
          { inOn: '2026-11-20', outOn: null, location: 'Bay 9' },
        ],
      },
    });
  });

  it('marks the fields the server would refuse', () => {
    const form: EditForm = {
      ...formOf(stored),
      progressValue: null,
      pickupOn: '2026-12-10',
      deliverOn: '2026-12-05',
      storage: [
        { key: 'a', id: null, inOn: '', outOn: '', location: '' },
        { key: 'b', id: null, inOn: '2026-11-10', outOn: '2026-11-01', location: '' },
        { key: 'c', id: null, inOn: '31-Foo-2026', outOn: 'x', location: '' },
      ],
    };
    expect(checkEditForm(form, stored, false)).toEqual({
      ok: false,
      errors: {
        deliverOn: 'deliverBeforePickup',
        progress: 'progress',
        'storage.0.inOn': 'required',
        'storage.1.outOn': 'outBeforeIn',
        'storage.2.inOn': 'date',
        'storage.2.outOn': 'date',
      },
    });
    expect(checkEditForm({ ...formOf(stored), progressValue: 101 }, stored, false)).toMatchObject({ ok: false, errors: { progress: 'progress' } });
  });
});
