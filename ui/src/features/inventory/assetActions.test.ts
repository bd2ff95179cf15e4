import { describe, expect, it } from 'vitest';
import { canAddToDraft, deleteBlock } from './assetActions';

const entry = { id: 1, inOn: '2026-01-05', outOn: '2026-02-01', location: 'Bay 4' };

describe('deleteBlock', () => {
  it('blocks an asset on an assignment, open or completed, as the server does', () => {
    expect(deleteBlock({ assignmentId: 12, storage: [] })).toBe('assignment');
  });

  it('blocks an asset with storage records, even ones that ended', () => {
    expect(deleteBlock({ assignmentId: null, storage: [entry] })).toBe('storage');
  });

  it('lets a free asset be deleted', () => {
    expect(deleteBlock({ assignmentId: null, storage: [] })).toBeNull();
  });
});

describe('canAddToDraft', () => {
  it('refuses an asset on an open assignment; a completed one does not count (hasAssignment is open only)', () => {
    expect(canAddToDraft({ hasAssignment: true })).toBe(false);
    expect(canAddToDraft({ hasAssignment: false })).toBe(true);
  });
});
