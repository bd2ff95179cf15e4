import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../../shared/history/api';
import { assignmentChoices, assignmentLabel, assignmentPath } from './assignments';

const event = (assignmentId: number | null, assignmentRef: string | null = null): HistoryEvent =>
  ({ entryId: 1, kind: 'status', at: '2026-11-20T10:00:00Z', by: { name: null, provider: true }, assignmentId, assignmentRef });

describe('the assignments a condition report can be made for', () => {
  it("lists each of the work's assignments once, newest first, with its reference", () => {
    const events = [event(12, 'HG-12'), event(null), event(9, null), event(12, 'HG-12'), event(9, 'HG-9')];
    expect(assignmentChoices(events, null)).toEqual([
      { id: 12, ref: 'HG-12' },
      { id: 9, ref: 'HG-9' },
    ]);
  });

  it("keeps the report's own choice when the history does not name it, by the report's reference, and offers nothing without a history", () => {
    expect(assignmentChoices([event(12, 'HG-12')], 4)).toEqual([
      { id: 12, ref: 'HG-12' },
      { id: 4, ref: null },
    ]);
    expect(assignmentChoices([event(12, 'HG-12')], 4, 'HG-4')).toEqual([
      { id: 12, ref: 'HG-12' },
      { id: 4, ref: 'HG-4' },
    ]);
    expect(assignmentChoices([event(4)], 4, 'HG-4')).toEqual([{ id: 4, ref: 'HG-4' }]);
    expect(assignmentChoices(undefined, undefined)).toEqual([]);
    expect(assignmentLabel({ id: 4, ref: null })).toBe('#4');
  });

  it("opens the admin's or the customer's assignment view", () => {
    expect(assignmentPath(12, { roles: ['Plinth_Admin'] })).toBe('/app/admin/assignment/12');
    expect(assignmentPath(12, { roles: ['Customer'] })).toBe('/app/assignment/12');
  });
});
