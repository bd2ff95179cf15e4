import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../api/client';
import type { UploadedDocument } from './types';

export type QueueStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface QueueItem {
  key: number;
  file: File;
  name: string;
  size: number;
  status: QueueStatus;
  /** Parts sent with this file only (an answer asked for when it was chosen), over the queue's own. */
  parts?: Readonly<Record<string, string>>;
}

export interface UploadQueueOptions {
  /** Where each file is POSTed, as multipart with one part named `file`. */
  path: string;
  /** More parts sent with every file (e.g. `protected`). */
  extraParts?: Readonly<Record<string, string>>;
  /** After each successful upload, with what the server stored. */
  onUploaded?: (documents: UploadedDocument[]) => void;
}

export interface UploadQueue {
  items: readonly QueueItem[];
  /** Queues files already screened (rules.ts), with parts of their own; they start uploading by themselves. */
  add: (files: readonly File[], parts?: Readonly<Record<string, string>>) => void;
  retry: (key: number) => void;
  remove: (key: number) => void;
}

const withStatus = (key: number, status: QueueStatus) => (items: QueueItem[]) => items.map((i) => (i.key === key ? { ...i, status } : i));

/**
 * Uploads start automatically. Files go one at a time, in the order queued, each its own POST
 * through the API client (which toasts a refusal such as 415 or 413). Uploaded files stay listed as done,
 * so the same file picked again is still seen as already in the list.
 */
export function useUploadQueue({ path, extraParts, onUploaded }: UploadQueueOptions): UploadQueue {
  const [items, setItems] = useState<QueueItem[]>([]);
  const nextKey = useRef(1);
  // The latest callback and parts, without restarting an upload when the caller re-renders.
  const latest = useRef({ onUploaded, extraParts });
  latest.current = { onUploaded, extraParts };

  const uploading = items.some((i) => i.status === 'uploading');
  const next = uploading ? undefined : items.find((i) => i.status === 'queued');

  // The item last started: an effect run twice for one item (StrictMode) must not send it twice.
  const started = useRef<QueueItem | null>(null);

  useEffect(() => {
    if (!next || started.current === next) return;
    started.current = next;
    setItems(withStatus(next.key, 'uploading'));
    const body = new FormData();
    body.append('file', next.file, next.name);
    for (const [name, value] of Object.entries({ ...latest.current.extraParts, ...next.parts })) body.append(name, value);
    apiFetch<UploadedDocument[]>(path, { method: 'POST', body }).then(
      (documents) => {
        setItems(withStatus(next.key, 'done'));
        latest.current.onUploaded?.(Array.isArray(documents) ? documents : []);
      },
      () => setItems(withStatus(next.key, 'failed')),
    );
  }, [next, path]);

  const add = useCallback((files: readonly File[], parts?: Readonly<Record<string, string>>) => {
    if (files.length === 0) return;
    setItems((current) => [...current, ...files.map((file) => ({ key: nextKey.current++, file, name: file.name, size: file.size, status: 'queued' as const, parts }))]);
  }, []);
  const retry = useCallback((key: number) => setItems(withStatus(key, 'queued')), []);
  const remove = useCallback((key: number) => setItems((current) => current.filter((i) => i.key !== key || i.status === 'uploading')), []);

  return { items, add, retry, remove };
}
