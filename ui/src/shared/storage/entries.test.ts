import { describe, expect, it } from 'vitest';
import { addEntry, canAddEntry, changeEntry, checkStorageEntries, removeEntry, storageDrafts } from './entries';

const stored = [
  { id: 4, inOn: '2026-10-01', outOn: '2026-10-09', location: 'Bay 4' },
  { id: 5, inOn: '2026-10-10', outOn: null, location: null },
];

describe('storage entries', () => {
  it('adds a new entry only when every entry has an out date', () => {
    const drafts = storageDrafts(stored);
    expect(canAddEntry(drafts)).toBe(false);
    expect(addEntry(drafts, '2026-11-01')).toEqual(drafts);
    // Closing the open one (in this same edit) allows the next.
    const closed = changeEntry(drafts, 'stored-5', { outOn: '2026-10-20' });
    expect(canAddEntry(closed)).toBe(true);
    const more = addEntry(closed, '2026-11-01');
    expect(more).toHaveLength(3);
    expect(more[2]).toMatchObject({ id: null, inOn: '2026-11-01', outOn: '', location: '' });
    expect(canAddEntry(more)).toBe(false);
    expect(canAddEntry([])).toBe(true);
  });

  it('sends stored entries with their id, new ones without, removed ones not at all', () => {
    const drafts = addEntry(removeEntry(storageDrafts(stored.slice(0, 1)), 'nothing'), '2026-11-01');
    const edited = changeEntry(drafts, drafts[1].key, { location: '  Bay 2 ' });
    expect(checkStorageEntries(edited)).toEqual({
      ok: true,
      entries: [
        { id: 4, inOn: '2026-10-01', outOn: '2026-10-09', location: 'Bay 4' },
        { inOn: '2026-11-01', outOn: null, location: 'Bay 2' },
      ],
    });
    expect(checkStorageEntries(removeEntry(edited, 'stored-4'))).toEqual({ ok: true, entries: [{ inOn: '2026-11-01', outOn: null, location: 'Bay 2' }] });
  });

  it('names each row problem: no in date, a date that does not read, out before in', () => {
    const drafts = storageDrafts(stored);
    expect(checkStorageEntries(changeEntry(drafts, 'stored-4', { inOn: '' }))).toEqual({ ok: false, errors: { '0.inOn': 'required' } });
    expect(checkStorageEntries(changeEntry(drafts, 'stored-5', { inOn: '32-Oct-2026' }))).toEqual({ ok: false, errors: { '1.inOn': 'date' } });
    expect(checkStorageEntries(changeEntry(drafts, 'stored-4', { outOn: '2026-09-30' }))).toEqual({ ok: false, errors: { '0.outOn': 'outBeforeIn' } });
    expect(checkStorageEntries(changeEntry(drafts, 'stored-4', { outOn: '2026-10-01' })).ok).toBe(true);
  });
});
