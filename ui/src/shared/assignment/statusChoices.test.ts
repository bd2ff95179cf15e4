import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATUSES } from './status';
import { STATUS_CHOICES, choiceIndexOf, closesAssignment, suggestedProgress } from './statusChoices';

const choice = (status: string, nth = 0) => STATUS_CHOICES.filter((c) => c.status === status)[nth];

describe('the status select (docs/assignments.md)', () => {
  it('offers every status, In Transit twice, in the workflow order', () => {
    expect(STATUS_CHOICES.map((c) => c.status)).toEqual([
      'Submitted',
      'Quoted',
      'Collection Scheduled',
      'Waiting to Collect',
      'In Transit',
      'In Customs',
      'In Bond',
      'In Warehouse',
      'In Transit',
      'Delivery Scheduled',
      'Delivered',
      'Cancelled',
    ]);
    expect(new Set(STATUS_CHOICES.map((c) => c.status))).toEqual(new Set(ASSIGNMENT_STATUSES.map((s) => s.name)));
  });

  it('suggests the fixed progress of a status whatever the current one', () => {
    expect(suggestedProgress(choice('Submitted'), 55)).toBe(3);
    expect(suggestedProgress(choice('Quoted'), 0)).toBe(7);
    expect(suggestedProgress(choice('Collection Scheduled'), 0)).toBe(10);
    expect(suggestedProgress(choice('Waiting to Collect'), 90)).toBe(15);
    expect(suggestedProgress(choice('In Transit'), 50)).toBe(20);
    expect(suggestedProgress(choice('Delivery Scheduled'), 30)).toBe(80);
    expect(suggestedProgress(choice('Delivered'), 30)).toBe(100);
    expect(suggestedProgress(choice('Cancelled'), 30)).toBe(0);
  });

  it('adds 2 for In Customs, In Bond, In Warehouse and the second In Transit, never past 100', () => {
    for (const [status, nth] of [['In Customs', 0], ['In Bond', 0], ['In Warehouse', 0], ['In Transit', 1]] as const) {
      expect(suggestedProgress(choice(status, nth), 20)).toBe(22);
      expect(suggestedProgress(choice(status, nth), 99)).toBe(100);
      expect(suggestedProgress(choice(status, nth), 100)).toBe(100);
    }
    // A stored progress out of range (written by hand) counts from its nearest bound.
    expect(suggestedProgress(choice('In Bond'), -5)).toBe(2);
    expect(suggestedProgress(choice('In Bond'), Number.NaN)).toBe(2);
  });

  it('starts the select at the first entry of the stored status, and knows which statuses close', () => {
    expect(choiceIndexOf('In Transit')).toBe(4);
    expect(choiceIndexOf('Cancelled')).toBe(11);
    expect(choiceIndexOf('Lost at sea')).toBe(-1);
    expect(STATUS_CHOICES.filter((c) => closesAssignment(c.status)).map((c) => c.status)).toEqual(['Delivered', 'Cancelled']);
  });
});
