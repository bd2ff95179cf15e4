import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATUSES } from './status';
import { STATUS_CHOICES, choiceIndexOf, closesAssignment, nextProgress } from './statusChoices';

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
    expect(nextProgress(choice('Submitted'), 55)).toBe(3);
    expect(nextProgress(choice('Quoted'), 0)).toBe(7);
    expect(nextProgress(choice('Collection Scheduled'), 0)).toBe(10);
    expect(nextProgress(choice('Waiting to Collect'), 90)).toBe(15);
    expect(nextProgress(choice('In Transit'), 50)).toBe(20);
    expect(nextProgress(choice('Delivery Scheduled'), 30)).toBe(80);
    expect(nextProgress(choice('Delivered'), 30)).toBe(100);
    expect(nextProgress(choice('Cancelled'), 30)).toBe(0);
  });

  it('adds 2 for In Customs, In Bond, In Warehouse and the second In Transit, never past 100', () => {
    for (const [status, nth] of [['In Customs', 0], ['In Bond', 0], ['In Warehouse', 0], ['In Transit', 1]] as const) {
      expect(nextProgress(choice(status, nth), 20)).toBe(22);
      expect(nextProgress(choice(status, nth), 99)).toBe(100);
      expect(nextProgress(choice(status, nth), 100)).toBe(100);
    }
    // A progress out of range counts from its nearest bound, one that is not a number from 0.
    expect(nextProgress(choice('In Bond'), -5)).toBe(2);
    expect(nextProgress(choice('In Bond'), Number.NaN)).toBe(2);
  });

  it('adds to the progress shown, so one choice after another adds each time', () => {
    // Saved at 20: In Customs shows 22, then In Bond 24 (not 22 again), then In Warehouse 26, then the second In Transit 28.
    let shown = 20;
    const steps: [string, number, number][] = [['In Customs', 0, 22], ['In Bond', 0, 24], ['In Warehouse', 0, 26], ['In Transit', 1, 28]];
    for (const [status, nth, expected] of steps) {
      shown = nextProgress(choice(status, nth), shown);
      expect(shown, status).toBe(expected);
    }
    // Quoted shows 7, then In Customs 9 (not the saved 20 plus 2).
    expect(nextProgress(choice('In Customs'), nextProgress(choice('Quoted'), 20))).toBe(9);
    // 50 typed by hand, then In Bond: 52.
    expect(nextProgress(choice('In Bond'), 50)).toBe(52);
    // A fixed choice in between starts the count again.
    expect(nextProgress(choice('In Bond'), nextProgress(choice('Delivery Scheduled'), 24))).toBe(82);
    // Near the end the sum stops at 100.
    expect(nextProgress(choice('In Warehouse'), nextProgress(choice('In Customs'), 98))).toBe(100);
  });

  it('starts the select at the first entry of the stored status, and knows which statuses close', () => {
    expect(choiceIndexOf('In Transit')).toBe(4);
    expect(choiceIndexOf('Cancelled')).toBe(11);
    expect(choiceIndexOf('Lost at sea')).toBe(-1);
    expect(STATUS_CHOICES.filter((c) => closesAssignment(c.status)).map((c) => c.status)).toEqual(['Delivered', 'Cancelled']);
  });
});
