/**
 * The one live connection of a signed-in page: `GET /api/events` through the browser's EventSource (it
 * sends the session cookie). A dropped or refused connection is opened again by this, not by the browser
 * (whose own retry keeps one fixed wait): after a doubling wait, up to a minute, resuming after the last
 * event seen (`lastEventId`, as the browser's `Last-Event-ID` would). The first connection resumes after `after`
 * when given (the page's `eventsAfter`): a change made while the page loaded is then sent, not missed. Browser only.
 */
import { parseLiveEvent, type LiveEvent } from './liveEvent';

export const FIRST_RETRY_MS = 1000;
export const LONGEST_RETRY_MS = 60_000;

/** The wait before the `attempt`-th reconnect (1, 2, 3, …): doubling from a second, at most a minute. */
export function retryDelay(attempt: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
}

export interface LiveConnection {
  close(): void;
}

export function connectLive(onEvent: (event: LiveEvent) => void, url = '/api/events', after: number | null = null): LiveConnection {
  let source: EventSource | null = null;
  let lastId: number | null = after;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const open = () => {
    // A browser (or test DOM) without EventSource still works, without live updates.
    if (closed || typeof EventSource === 'undefined') return;
    const target = lastId === null ? url : `${url}?lastEventId=${lastId}`;
    source = new EventSource(target, { withCredentials: true });
    source.onopen = () => {
      attempt = 0;
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const event = parseLiveEvent(message.data);
      if (!event) return;
      lastId = event.id;
      onEvent(event);
    };
    source.onerror = () => {
      if (!source) return;
      source.close();
      source = null;
      attempt += 1;
      timer = setTimeout(open, retryDelay(attempt));
    };
  };
  open();
  return {
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
      source = null;
    },
  };
}
