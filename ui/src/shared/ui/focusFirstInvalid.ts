import { useCallback, useEffect, useState } from 'react';

const FOCUSABLE_INVALID = '[aria-invalid="true"]';

/**
 * The first control in `root` marked invalid (aria-invalid="true", which FieldFrame and the measurement
 * inputs set with their error), in document order, that can take focus: not disabled, not hidden.
 */
export function firstInvalidControl(root: ParentNode): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(FOCUSABLE_INVALID)) {
    if ((element as HTMLInputElement).disabled || element.hidden || element.closest('[hidden], [inert]')) continue;
    return element;
  }
  return null;
}

/** Focuses (and so scrolls to) the first invalid control in `root`; false when there is none. */
export function focusFirstInvalid(root: ParentNode | null): boolean {
  const control = root ? firstInvalidControl(root) : null;
  if (!control) return false;
  control.focus();
  return true;
}

/**
 * The one way a form answers a refused Save: call the returned function with the form (the submit event's
 * currentTarget, taken before any await) right after setting the errors; once they have rendered, focus
 * moves to the first invalid field, so a keyboard or screen reader user lands on what to fix.
 */
export function useFocusFirstInvalid(): (form: ParentNode | null) => void {
  // A new object per request, so asking twice with the same form runs the effect again.
  const [request, setRequest] = useState<{ form: ParentNode } | null>(null);
  useEffect(() => {
    if (request) focusFirstInvalid(request.form);
  }, [request]);
  return useCallback((form: ParentNode | null) => {
    if (form) setRequest({ form });
  }, []);
}
