/**
 * The toast store: one module-level list that any code can add to (`toast.success(text)`), and the host
 * renders. No library: react-aria's toast region is still UNSTABLE_ (UNSTABLE_ToastRegion/ToastQueue in
 * react-aria-components 1.x), and this is all we need. Browser only: nothing adds toasts during a server
 * render, and the host is drawn only after mount.
 */

/** Toasts last 3000 ms (docs/architecture.md). */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
// A counter, not Math.random: ids only need to be unique within one page.
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function show(kind: ToastKind, text: string): number {
  const id = nextId++;
  publish([...toasts, { id, kind, text }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return id;
}

export const toast = {
  success: (text: string): number => show('success', text),
  error: (text: string): number => show('error', text),
};

/** Removes a toast early (its close button) or when its time is up. */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

/** Calls `listener` with the whole list on every change; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
