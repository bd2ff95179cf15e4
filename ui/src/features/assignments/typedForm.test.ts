import { describe, expect, it } from 'vitest';
import { asset } from './assignments.sample';
import { initialAssignmentForm } from './assignmentForm';
import { parseTypedForm, startingForm, withTyped, type TypedAssignmentForm } from './typedForm';

const typed: TypedAssignmentForm = { divisionId: 7, fields: { originAddressId: '11', destinationAddressId: '12', pickupOn: '2026-12-01', poNumber: 'PO-77' } };

describe('parseTypedForm', () => {
  it('reads back what was written', () => {
    expect(parseTypedForm(JSON.stringify(typed))).toEqual(typed);
    expect(parseTypedForm(JSON.stringify({ divisionId: 7, fields: { originStorage: false } }))).toEqual({ divisionId: 7, fields: { originStorage: false } });
  });

  it('takes anything unreadable for nothing, and leaves odd fields out', () => {
    for (const raw of [null, '', 'not json', '[]', '{"divisionId":"7","fields":{}}', '{"divisionId":7}']) {
      expect(parseTypedForm(raw)).toBeNull();
    }
    expect(parseTypedForm(JSON.stringify({ divisionId: 7, fields: { poNumber: 7, evil: '<script>', pickupOn: '2026-12-01' } }))).toEqual({ divisionId: 7, fields: { pickupOn: '2026-12-01' } });
  });
});

describe('withTyped', () => {
  it('adds the change to what was typed before in the division', () => {
    expect(withTyped(typed, 7, { poNumber: 'PO-78', destinationStorage: true })).toEqual({ divisionId: 7, fields: { ...typed.fields, poNumber: 'PO-78', destinationStorage: true } });
    expect(withTyped(null, 8, { poNumber: 'X' })).toEqual({ divisionId: 8, fields: { poNumber: 'X' } });
  });

  it('drops addresses of another division', () => {
    expect(withTyped(typed, 8, { deliverOn: '2026-12-09' })).toEqual({ divisionId: 8, fields: { pickupOn: '2026-12-01', poNumber: 'PO-77', deliverOn: '2026-12-09' } });
  });
});

describe('startingForm', () => {
  it('is the new form with what was typed over it', () => {
    const fresh = initialAssignmentForm([asset(1, { inStorage: true })]);
    expect(startingForm(null, 7, [asset(1, { inStorage: true })])).toEqual(fresh);
    // Origin in storage was not typed: it still follows the first asset.
    expect(startingForm(typed, 7, [asset(1, { inStorage: true })])).toEqual({ ...fresh, ...typed.fields });
  });

  it('leaves out addresses chosen for another division, keeping the rest', () => {
    expect(startingForm(typed, 8, [asset(1)])).toEqual({ ...initialAssignmentForm([asset(1)]), pickupOn: '2026-12-01', poNumber: 'PO-77' });
  });
});
