import { describe, expect, it } from 'vitest';
import { asset } from './assignments.sample';
import { checkAssignmentForm, checkDraftAssets, initialAssignmentForm } from './assignmentForm';

describe('initialAssignmentForm', () => {
  it('takes origin-in-storage from the first asset (docs/assignments.md)', () => {
    expect(initialAssignmentForm([asset(1, { inStorage: true }), asset(2)]).originStorage).toBe(true);
    expect(initialAssignmentForm([asset(2), asset(1, { inStorage: true })]).originStorage).toBe(false);
    expect(initialAssignmentForm([]).originStorage).toBe(false);
    expect(initialAssignmentForm([asset(1, { inStorage: true })]).destinationStorage).toBe(false);
  });
});

describe('checkAssignmentForm', () => {
  const form = { ...initialAssignmentForm([asset(1)]) };

  it('sends ids as numbers, empty fields as null and the PO number trimmed', () => {
    const check = checkAssignmentForm(7, [asset(1), asset(2)], { ...form, originAddressId: '11', pickupOn: '2026-12-01', poNumber: '  PO 9 ' });
    expect(check).toEqual({
      ok: true,
      input: { companyDivisionId: 7, assetIds: [1, 2], originAddressId: 11, destinationAddressId: null, originStorage: false, destinationStorage: false, pickupOn: '2026-12-01', deliverOn: null, poNumber: 'PO 9' },
    });
    expect(checkAssignmentForm(7, [asset(1)], { ...form, poNumber: '   ' })).toMatchObject({ ok: true, input: { poNumber: null } });
  });

  it('refuses a day that does not exist and a delivery before the pickup', () => {
    expect(checkAssignmentForm(7, [asset(1)], { ...form, pickupOn: '2026-02-30' })).toEqual({ ok: false, errors: { pickupOn: 'date' } });
    expect(checkAssignmentForm(7, [asset(1)], { ...form, deliverOn: '5/12/2026' })).toEqual({ ok: false, errors: { deliverOn: 'date' } });
    expect(checkAssignmentForm(7, [asset(1)], { ...form, pickupOn: '2026-12-02', deliverOn: '2026-12-01' })).toEqual({ ok: false, errors: { deliverOn: 'deliverBeforePickup' } });
    expect(checkAssignmentForm(7, [asset(1)], { ...form, pickupOn: '2026-12-02', deliverOn: '2026-12-02' }).ok).toBe(true);
    expect(checkAssignmentForm(7, [asset(1)], { ...form, pickupOn: '2028-02-29' }).ok).toBe(true);
  });
});

describe('checkDraftAssets', () => {
  const draft = [1, 2, 3, 4].map((id) => ({ id, title: `Stored ${id}` }));

  it('keeps the draft order and takes out assets on an assignment or no longer known', () => {
    const current = new Map([
      [1, asset(1)],
      [2, asset(2, { hasAssignment: true, assignmentId: 8, title: 'Renamed 2' })],
      [3, null],
      [4, asset(4)],
    ]);
    const check = checkDraftAssets(draft, current);
    expect(check.kept.map((a) => a.id)).toEqual([1, 4]);
    expect(check.dropped).toEqual([
      { id: 2, title: 'Renamed 2', reason: 'onAssignment' },
      { id: 3, title: 'Stored 3', reason: 'missing' },
    ]);
  });
});
