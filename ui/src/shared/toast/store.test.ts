import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, subscribeToasts, toast, TOAST_DURATION_MS } from './store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const t of currentToasts()) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('lasts 3000 ms, then is gone', () => {
    toast.success('Saved');
    expect(currentToasts()).toMatchObject([{ kind: 'success', text: 'Saved' }]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toEqual([]);
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('times each toast on its own', () => {
    toast.error('first');
    vi.advanceTimersByTime(1000);
    toast.error('second');
    vi.advanceTimersByTime(2000);
    expect(currentToasts().map((t) => t.text)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(currentToasts()).toEqual([]);
  });

  it('tells subscribers about every change until they leave', () => {
    const heard = vi.fn();
    const off = subscribeToasts(heard);
    const id = toast.error('Nope');
    expect(heard).toHaveBeenLastCalledWith([{ id, kind: 'error', text: 'Nope' }]);
    dismissToast(id);
    expect(heard).toHaveBeenLastCalledWith([]);
    off();
    toast.success('unheard');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('can be closed early, and its timer then does nothing', () => {
    const heard = vi.fn();
    const off = subscribeToasts(heard);
    const id = toast.success('x');
    dismissToast(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(heard).toHaveBeenCalledTimes(2);
    off();
  });

  it('gives distinct ids', () => {
    expect(toast.success('a')).not.toBe(toast.success('a'));
  });
});
