// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NumberReading } from '../format/number';
import { createI18n, LocaleProvider, TranslatorProvider } from '../i18n';
import type { Locale } from '../payload';
import { setValue } from '../../testing/dom';
import { NumberInput } from './NumberInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let handed: NumberReading | null = null;

function Form({ locale, error }: { locale: Locale; error?: string }) {
  const [text, setText] = useState('');
  return (
    <TranslatorProvider translator={createI18n(locale)}>
      <LocaleProvider locale={locale} setLocale={() => undefined}>
        <NumberInput
          id="amount"
          label="Amount"
          value={text}
          rules={{ decimals: 2, min: 0 }}
          error={error}
          onChange={(next, reading) => {
            setText(next);
            handed = reading;
          }}
        />
      </LocaleProvider>
    </TranslatorProvider>
  );
}

const input = () => document.getElementById('amount') as HTMLInputElement;
const message = () => document.getElementById('amount-error')?.textContent ?? null;

async function leave() {
  await act(async () => {
    input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

describe('NumberInput', () => {
  let root: Root | null = null;
  const mount = async (locale: Locale, error?: string) => {
    document.body.innerHTML = '<div id="root"></div>';
    root = createRoot(document.getElementById('root') as HTMLElement);
    await act(async () => root?.render(<Form locale={locale} error={error} />));
  };
  beforeEach(() => {
    handed = null;
  });
  afterEach(async () => {
    if (root) await act(async () => root?.unmount());
    root = null;
  });

  it('renders the same on the server: a labelled decimal text field, no message', () => {
    const html = renderToString(<Form locale="es" />);
    expect(html).toContain('inputMode="decimal"');
    expect(html).toContain('for="amount"');
    expect(html).not.toContain('invalid');
  });

  it('hands the form the plain number read in the reader language', async () => {
    await mount('es');
    await setValue(input(), '1.234,5');
    expect(handed).toEqual({ ok: true, value: 1234.5, text: '1234.5' });
    await leave();
    expect(message()).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the problem in the reader language on leaving the field, keeps the text, and hides it while typing again', async () => {
    await mount('es');
    await setValue(input(), '1.500');
    expect(message()).toBeNull();
    await leave();
    expect(message()).toBe('«1.500» puede leerse de dos maneras: escriba 1500 o 1,5.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe('amount-error');
    expect(input().value).toBe('1.500');
    await setValue(input(), '1,505');
    expect(message()).toBeNull();
    await leave();
    expect(message()).toBe('Use como máximo 2 decimales.');
  });

  it("shows the form's own message over its own", async () => {
    await mount('ru', 'Обязательное поле.');
    expect(message()).toBe('Обязательное поле.');
  });
});
