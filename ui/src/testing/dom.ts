/** DOM steps for the hydration tests (happy-dom): each inside act(), so React has rendered when they return. */
import { act } from 'react';

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Types into a React-controlled input or textarea, or picks an option: the native setter, then the event React listens to. */
export async function setValue(element: Element | null | undefined, value: string): Promise<void> {
  if (!element) throw new Error('no field');
  const select = element instanceof window.HTMLSelectElement;
  const proto = select ? window.HTMLSelectElement.prototype : element instanceof window.HTMLTextAreaElement ? window.HTMLTextAreaElement.prototype : window.HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
  });
}

export async function submit(form: Element | null | undefined): Promise<void> {
  if (!form) throw new Error('no form');
  await act(async () => {
    (form as HTMLFormElement).requestSubmit();
  });
}

/** Lets pending fetches and the renders they cause finish. */
export async function settle(ms = 20): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}
