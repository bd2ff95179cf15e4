// @vitest-environment happy-dom
/**
 * The shared form rules: a refused Save moves focus to the first invalid field (every form uses the one
 * hook), and a required field is marked beside its label, with `required` on the control.
 */
import { act, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, TranslatorProvider } from '../i18n';
import { submit } from '../../testing/dom';
import { Field } from './Field';
import { firstInvalidControl, focusFirstInvalid, useFocusFirstInvalid } from './focusFirstInvalid';
import { SelectField } from './SelectField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('firstInvalidControl', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <form id="f">
        <input id="ok" />
        <input id="off" aria-invalid="true" disabled />
        <div hidden><input id="hidden" aria-invalid="true" /></div>
        <select id="division" aria-invalid="true"></select>
        <input id="title" aria-invalid="true" />
      </form>`;
  });

  it('is the first marked invalid in document order that can take focus', () => {
    const form = document.getElementById('f') as HTMLFormElement;
    expect(firstInvalidControl(form)?.id).toBe('division');
    expect(focusFirstInvalid(form)).toBe(true);
    expect(document.activeElement?.id).toBe('division');
  });

  it('does nothing when nothing is invalid', () => {
    document.body.innerHTML = '<form id="f"><input id="a" /></form>';
    expect(focusFirstInvalid(document.getElementById('f'))).toBe(false);
    expect(focusFirstInvalid(null)).toBe(false);
  });
});

/** A form as the screens write them: errors set on Save, then the hook. */
function TwoFields() {
  const [errors, setErrors] = useState<{ title?: string; division?: string }>({});
  const focusInvalid = useFocusFirstInvalid();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({ title: 'Required.', division: 'Required.' });
    focusInvalid(event.currentTarget);
  }
  return (
    <form onSubmit={onSubmit} noValidate data-testid="form">
      <Field id="artist" label="Artist" defaultValue="" />
      <Field id="title" label="Title" required error={errors.title} defaultValue="" />
      <SelectField id="division" label="Division" required error={errors.division} defaultValue="">
        <option value="">Choose</option>
      </SelectField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFocusFirstInvalid and the required mark', () => {
  let root: Root;
  const app = (lang: 'en' | 'ru' = 'en') => (
    <TranslatorProvider translator={createI18n(lang)}>
      <TwoFields />
    </TranslatorProvider>
  );

  beforeEach(async () => {
    document.body.innerHTML = '<div id="root"></div>';
    root = createRoot(document.getElementById('root') as HTMLElement);
    await act(async () => root.render(app()));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
  });

  it('moves focus to the first invalid field once the errors have rendered', async () => {
    (document.getElementById('artist') as HTMLInputElement).focus();
    await submit(document.querySelector('[data-testid="form"]'));
    expect(document.getElementById('title')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('title');
  });

  it('marks required fields beside the label, and the control itself, but not the optional ones', () => {
    const title = document.getElementById('title') as HTMLInputElement;
    expect(title.required).toBe(true);
    expect((document.getElementById('division') as HTMLSelectElement).required).toBe(true);
    expect((document.getElementById('artist') as HTMLInputElement).required).toBe(false);
    // The label stays the accessible name; the mark is its own text, read out through `required` instead.
    expect(document.querySelector('label[for="title"]')?.textContent).toBe('Title');
    const marks = [...document.querySelectorAll('.form-required')];
    expect(marks.map((m) => m.textContent)).toEqual(['(required)', '(required)']);
    expect(marks.every((m) => m.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('says it in the reader language, the same on the server', () => {
    const html = renderToString(app('ru'));
    expect(html).toContain('(обязательно)');
    expect(html).toMatch(/<input[^>]*id="title"[^>]*required=""/);
  });
});
