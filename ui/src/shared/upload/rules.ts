/**
 * The pure rules of the upload component (docs/documents.md): which file types may go, which files are already in the
 * queue, how many the queue takes. The server checks types again, by content as well as by name.
 */

/** Document uploads (docs/documents.md). */
export const DOCUMENT_EXTENSIONS = ['jpg', 'png', 'jpeg', 'bmp', 'gif', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'txt', 'tiff'] as const;
/** The item photo (docs/documents.md). */
export const PHOTO_EXTENSIONS = ['jpg', 'png', 'jpeg', 'bmp', 'gif'] as const;
/** The photo queue holds one file (docs/documents.md). */
export const PHOTO_QUEUE_LIMIT = 1;

/** What a file in a queue is known by. */
export interface QueuedFile {
  name: string;
  size: number;
}

export type Refusal =
  | { kind: 'type'; name: string; ext: string }
  | { kind: 'duplicate'; name: string }
  | { kind: 'limit'; name: string };

export interface ScreenOptions {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** The most files the queue may hold; none when absent. */
  limit?: number;
}

/** The extension after the last dot, lower case; '' when the name has none ('README', '.env', 'x.'). */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Case-insensitive: 'SCAN.PDF' is a pdf. */
export function isAllowedType(name: string, extensions: readonly string[]): boolean {
  const ext = extensionOf(name);
  return ext !== '' && extensions.includes(ext);
}

const sameFile = (a: QueuedFile, b: QueuedFile) => a.name === b.name && a.size === b.size;

/**
 * Splits newly picked files into those the queue takes and those it refuses, in the order given: a type not
 * allowed, a file of the same name and size already queued (or earlier in the same pick), or one past the
 * queue's limit.
 */
export function screenFiles<F extends QueuedFile>(queue: readonly QueuedFile[], files: readonly F[], options: ScreenOptions): { accepted: F[]; refusals: Refusal[] } {
  const accepted: F[] = [];
  const refusals: Refusal[] = [];
  for (const file of files) {
    if (!isAllowedType(file.name, options.extensions)) {
      refusals.push({ kind: 'type', name: file.name, ext: extensionOf(file.name) });
    } else if (queue.some((q) => sameFile(q, file)) || accepted.some((a) => sameFile(a, file))) {
      refusals.push({ kind: 'duplicate', name: file.name });
    } else if (options.limit !== undefined && queue.length + accepted.length >= options.limit) {
      refusals.push({ kind: 'limit', name: file.name });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refusals };
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size for people, the same on the server and in the browser (no Intl): 512 B, 1.5 KB, 12 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} B`;
  // One decimal below 10 (1.5 KB), none above (12 MB); a trailing .0 is dropped.
  const text = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  return `${text} ${UNITS[unit]}`;
}
