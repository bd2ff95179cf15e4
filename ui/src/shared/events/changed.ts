/**
 * Which assignments changed a moment ago, for the short cue a screen shows on them (`live-changed`). One
 * module-level set, as the toast store: the live connection adds, any screen reads. Empty on the server
 * and until the first event, so hydration never differs.
 */
import { useSyncExternalStore } from 'react';

/** How long a change stays marked. */
export const CUE_MS = 4000;

let changed: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<number>): void {
  changed = next;
  for (const listener of listeners) listener();
}

export function markChanged(assignmentId: number): void {
  publish(new Set([...changed, assignmentId]));
  setTimeout(() => {
    const rest = new Set(changed);
    rest.delete(assignmentId);
    publish(rest);
  }, CUE_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ReadonlySet<number> = new Set();

/** The assignments changed within the last few seconds. */
export function useChangedAssignments(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => changed,
    () => EMPTY,
  );
}

/** The class that cues a just-changed assignment's row or badge. */
export function liveCue(changedIds: ReadonlySet<number>, id: number): string | undefined {
  return changedIds.has(id) ? 'live-changed' : undefined;
}
