/*
 * What a scanned or typed code names, read the way the server reads it (server/src/features/warehouse/paths.rs),
 * and the list of reads a scan screen shows: each code once, newest first.
 */

export type Code = { kind: 'work'; id: number } | { kind: 'location'; id: number } | { kind: 'reference'; text: string };

/** A label's address (any origin) or a typed ref; null for nothing. */
export function readCode(raw: string): Code | null {
  const text = raw.trim();
  if (!text) return null;
  const scheme = text.indexOf('://');
  let path = text;
  if (scheme >= 0) {
    const rest = text.slice(scheme + 3);
    const slash = rest.indexOf('/');
    path = slash >= 0 ? rest.slice(slash) : '';
  }
  const match = /^\/app\/(asset|location)\/(\d+)\/?$/.exec(path);
  if (match) {
    const id = Number(match[2]);
    if (id > 0 && id <= 2147483647) return { kind: match[1] === 'asset' ? 'work' : 'location', id };
  }
  return { kind: 'reference', text };
}

/** The key two reads of the same thing share: a label printed at another address is the same label. */
export function codeKey(raw: string): string {
  const code = readCode(raw);
  if (!code) return '';
  return code.kind === 'reference' ? `ref:${code.text.toLowerCase()}` : `${code.kind}:${code.id}`;
}

export type Tone = 'ok' | 'warn' | 'error' | 'waiting';

/** One line of the reads list. */
export interface Read {
  key: string;
  raw: string;
  label: string;
  tone: Tone;
}

/** The reads with a new one first, or null when that code was read already (the camera sees a label many times). */
export function addRead(reads: readonly Read[], raw: string): Read[] | null {
  const key = codeKey(raw);
  if (!key || reads.some((r) => r.key === key)) return null;
  return [{ key, raw: raw.trim(), label: raw.trim(), tone: 'waiting' }, ...reads];
}

/** The reads with the line of `key` told what became of it. */
export function settleRead(reads: readonly Read[], key: string, label: string, tone: Tone): Read[] {
  return reads.map((r) => (r.key === key ? { ...r, label, tone } : r));
}

/** Forgets a read, so the same label may be read again (after a refusal the person may retry). */
export function dropRead(reads: readonly Read[], key: string): Read[] {
  return reads.filter((r) => r.key !== key);
}
