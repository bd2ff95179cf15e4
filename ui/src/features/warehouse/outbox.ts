import { useCallback, useEffect, useRef, useState } from 'react';
import type { Job } from './jobs';

/*
 * Scans made while the connection is down (docs/warehouse.md): kept in this browser's localStorage, shown as
 * waiting, and sent in the order made when the connection returns (the browser's `online` event, and a retry
 * every little while, since a phone on a poor signal may say it is online and still fail).
 */

export const OUTBOX_KEY = 'warehouseOutbox';
const RETRY_MS = 15_000;

export interface Waiting {
  id: string;
  job: Job;
  at: string;
}

/** The waiting scans in `storage` (anything unreadable there is dropped, never thrown). */
export function readOutbox(storage: Pick<Storage, 'getItem'>): Waiting[] {
  try {
    const raw = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((w): w is Waiting => typeof w === 'object' && w !== null && 'job' in w && 'id' in w) : [];
  } catch {
    return [];
  }
}

export function writeOutbox(storage: Pick<Storage, 'setItem' | 'removeItem'>, waiting: readonly Waiting[]): void {
  if (waiting.length === 0) storage.removeItem(OUTBOX_KEY);
  else storage.setItem(OUTBOX_KEY, JSON.stringify(waiting));
}

/**
 * Sends the waiting scans one by one with `send`, oldest first, stopping at the first that fails for the
 * connection (`send` rejects) so the order is kept. Returns those still waiting and those sent.
 */
export async function flushOutbox<R>(waiting: readonly Waiting[], send: (job: Job) => Promise<R>): Promise<{ left: Waiting[]; sent: { item: Waiting; result: R }[] }> {
  const sent: { item: Waiting; result: R }[] = [];
  for (let i = 0; i < waiting.length; i++) {
    try {
      sent.push({ item: waiting[i], result: await send(waiting[i].job) });
    } catch {
      return { left: waiting.slice(i), sent };
    }
  }
  return { left: [], sent };
}

let counter = 0;
export function waitingOf(job: Job): Waiting {
  counter += 1;
  return { id: `${Date.now()}-${counter}`, job, at: new Date().toISOString() };
}

/**
 * The outbox of this browser: `keep(job)` stores a scan that could not be sent; the waiting ones are sent when
 * the connection returns, each result given to `onSent`.
 */
export function useOutbox<R>(send: (job: Job) => Promise<R>, onSent: (item: Waiting, result: R) => void) {
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  const busy = useRef(false);
  const sendRef = useRef(send);
  const onSentRef = useRef(onSent);
  sendRef.current = send;
  onSentRef.current = onSent;

  const flush = useCallback(async () => {
    if (busy.current) return;
    const now = readOutbox(window.localStorage);
    if (now.length === 0) return;
    busy.current = true;
    try {
      const { left, sent } = await flushOutbox(now, (job) => sendRef.current(job));
      // Scans kept meanwhile (by this tab while sending) stay after those left.
      const kept = readOutbox(window.localStorage).filter((w) => !now.some((n) => n.id === w.id));
      writeOutbox(window.localStorage, [...left, ...kept]);
      setWaiting([...left, ...kept]);
      for (const s of sent) onSentRef.current(s.item, s.result);
    } finally {
      busy.current = false;
    }
  }, []);

  useEffect(() => {
    setWaiting(readOutbox(window.localStorage));
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = window.setInterval(online, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [flush]);

  const keep = useCallback((job: Job) => {
    const next = [...readOutbox(window.localStorage), waitingOf(job)];
    writeOutbox(window.localStorage, next);
    setWaiting(next);
  }, []);

  return { waiting, keep, flush };
}
