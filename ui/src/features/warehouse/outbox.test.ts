import { describe, expect, it } from 'vitest';
import { flushOutbox, OUTBOX_KEY, readOutbox, waitingOf, writeOutbox } from './outbox';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe('the outbox', () => {
  it('keeps waiting scans across a reload, and drops what it cannot read', () => {
    const storage = memory();
    const a = waitingOf({ kind: 'checkOut', code: 'P-1' });
    writeOutbox(storage, [a]);
    expect(readOutbox(storage)).toEqual([a]);
    writeOutbox(storage, []);
    expect(storage.items.has(OUTBOX_KEY)).toBe(false);
    storage.setItem(OUTBOX_KEY, '{not json');
    expect(readOutbox(storage)).toEqual([]);
    storage.setItem(OUTBOX_KEY, JSON.stringify([{ nope: 1 }, a]));
    expect(readOutbox(storage)).toEqual([a]);
  });

  it('sends in order and stops at the first that fails, keeping it and the rest', async () => {
    const items = ['A', 'B', 'C'].map((code) => waitingOf({ kind: 'checkOut', code }));
    const tried: string[] = [];
    const { left, sent } = await flushOutbox(items, async (job) => {
      const code = (job as { code: string }).code;
      tried.push(code);
      if (code === 'B') throw new Error('offline');
      return code.toLowerCase();
    });
    expect(tried).toEqual(['A', 'B']);
    expect(sent.map((s) => s.result)).toEqual(['a']);
    expect(left.map((w) => (w.job as { code: string }).code)).toEqual(['B', 'C']);
    expect((await flushOutbox(left, async () => 1)).left).toEqual([]);
  });
});
