import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLive } from './connection';
import type { LiveEvent } from './liveEvent';

/** Records the streams a connection opens; the test plays the server's side through them. */
class FakeSource {
  static opened: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(id: number) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ id, type: 'assignment.status_changed', data: {} }) }));
  }
}

describe('connectLive', () => {
  beforeEach(() => {
    FakeSource.opened = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts after the page’s event when given, and resumes after the last one seen', () => {
    const seen: LiveEvent[] = [];
    const connection = connectLive((e) => seen.push(e), '/api/track/abc/events', 41);
    expect(FakeSource.opened.map((s) => s.url)).toEqual(['/api/track/abc/events?lastEventId=41']);
    FakeSource.opened[0].send(45);
    FakeSource.opened[0].onerror?.();
    expect(FakeSource.opened[0].closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened[1].url).toBe('/api/track/abc/events?lastEventId=45');
    expect(seen.map((e) => e.id)).toEqual([45]);
    connection.close();
    expect(FakeSource.opened[1].closed).toBe(true);
  });

  it('without a start, begins with what happens next', () => {
    connectLive(() => {}, '/api/events').close();
    expect(FakeSource.opened[0].url).toBe('/api/events');
  });
});
