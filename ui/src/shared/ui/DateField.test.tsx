// @vitest-environment happy-dom
/**
 * The date field in a browser DOM: the server's text and the browser's first render agree; typing hands the
 * form YYYY-MM-DD; text it cannot read is kept, with its reason in the reader's language; the calendar opens
 * from the button on a grid of weeks from Monday without week numbers, moves with the arrow keys, picks a
 * day, and Escape closes it back to the button.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, LocaleProvider, TranslatorProvider } from '../i18n';
import type { Locale } from '../payload';
import { click, setValue, settle } from '../../testing/dom';
import { DateField } from './DateField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** A form's state around the field, as AssignmentAddForm keeps it. */
function Form({ initial, onValue, error }: { initial: string; onValue: (value: string) => void; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="pickup"
      label="Pickup date"
      value={value}
      error={error}
      testId="pickup"
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function page(locale: Locale, initial = '', onValue: (value: string) => void = () => undefined, error?: string) {
  return (
    <TranslatorProvider translator={createI18n(locale)}>
      <LocaleProvider locale={locale} setLocale={() => undefined}>
        <Form initial={initial} onValue={onValue} error={error} />
      </LocaleProvider>
    </TranslatorProvider>
  );
}

async function mount(locale: Locale, initial = '', onValue?: (value: string) => void, error?: string) {
  document.body.innerHTML = '<div id="root"></div>';
  await act(async () => {
    root = createRoot(document.getElementById('root') as HTMLElement);
    root.render(page(locale, initial, onValue, error));
  });
}

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  root = null;
});

const input = () => document.getElementById('pickup') as HTMLInputElement;
const button = () => document.querySelector('[data-testid="pickup-calendar"]') as HTMLButtonElement;
const dialog = () => document.querySelector('[data-testid="pickup-calendar-dialog"]') as HTMLElement | null;
const errorText = () => document.getElementById('pickup-error')?.textContent ?? null;
const helpText = () => document.getElementById('pickup-help')?.textContent ?? null;

async function blur() {
  await act(async () => {
    input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    input().dispatchEvent(new FocusEvent('blur'));
  });
}

async function key(name: string) {
  await act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
}

/** Opens the calendar and waits for its chunk (React.lazy). */
async function openCalendar() {
  await click(button());
  for (let i = 0; i < 50 && !dialog(); i++) await settle(10);
  expect(dialog()).not.toBeNull();
}

describe('DateField', () => {
  it('renders the same text on the server and in the browser, in the reader’s language', async () => {
    for (const [locale, shown] of [
      ['en', '05-Mar-2026'],
      ['ru', '05-мар-2026'],
      ['ja', '05-3月-2026'],
    ] as const) {
      const html = renderToString(page(locale, '2026-03-05'));
      expect(html).toContain(`value="${shown}"`);
      expect(html).toContain('type="text"');
      await mount(locale, '2026-03-05');
      expect(input().value).toBe(shown);
      expect(input().type).toBe('text');
      await act(async () => root?.unmount());
      root = null;
    }
  });

  it('hands the form YYYY-MM-DD for a typed dd-MMM-yyyy, and shows how it read other forms', async () => {
    const onValue = vi.fn();
    await mount('en', '', onValue);
    expect(helpText()).toBe('Day-month-year, for example 05-Mar-2026');
    await setValue(input(), '05-Mar-2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
    await setValue(input(), '5/3/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
    expect(helpText()).toBe('Read as 05-Mar-2026');
    await blur();
    expect(input().value).toBe('05-Mar-2026');
    await setValue(input(), '');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('reads the month names of the reader’s language', async () => {
    const onValue = vi.fn();
    await mount('es', '', onValue);
    await setValue(input(), '5-Ene-2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-01-05');
    await blur();
    expect(input().value).toBe('05-ene-2027');
  });

  it('keeps text it cannot read, and says why in the reader’s language once the user leaves the field', async () => {
    const onValue = vi.fn();
    await mount('en', '', onValue);
    await setValue(input(), '31-Feb-2026');
    // Not a YYYY-MM-DD: the form's check refuses it.
    expect(onValue).toHaveBeenLastCalledWith('31-Feb-2026');
    expect(errorText()).toBeNull();
    await blur();
    expect(input().value).toBe('31-Feb-2026');
    expect(errorText()).toBe('There is no such day: that month runs from 01-Feb-2026 to 28-Feb-2026.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain('pickup-error');

    await setValue(input(), '05-Mrz-2026');
    expect(errorText()).toBeNull();
    await blur();
    expect(errorText()).toBe('“Mrz” is not a month. Type the date as day-month-year, for example 05-Mar-2026.');
    await setValue(input(), '05-03-26');
    await blur();
    expect(errorText()).toBe('Type the year with four digits, for example 05-Mar-2026.');

    await mount('ru', '', onValue);
    await setValue(input(), '30-февр-2026');
    await blur();
    expect(errorText()).toBe('Такого дня нет: в этом месяце дни с 01-фев-2026 по 28-фев-2026.');
  });

  it('shows its reason at once when the form reports the field, and the form’s own message otherwise', async () => {
    await mount('en', 'garbage', undefined, 'Enter a real date.');
    expect(input().value).toBe('garbage');
    expect(errorText()).toBe('Type the date as day-month-year, for example 05-Mar-2026.');
    await mount('en', '2026-03-05', undefined, 'The delivery date cannot be before the pickup date.');
    expect(errorText()).toBe('The delivery date cannot be before the pickup date.');
  });

  it('opens a calendar of weeks from Monday without week numbers, moves with the arrows, and picks a day', async () => {
    const onValue = vi.fn();
    await mount('en', '2026-03-05', onValue);
    expect(button().getAttribute('aria-label')).toBe('Choose date');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await openCalendar();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(dialog()?.getAttribute('aria-label')).toBe('Pickup date');

    const grid = dialog()?.querySelector('[role="grid"]') as HTMLElement;
    const headers = [...grid.querySelectorAll('thead th')];
    expect(headers).toHaveLength(7);
    expect(headers[0].getAttribute('aria-label')).toBe('Monday');
    expect(headers[6].getAttribute('aria-label')).toBe('Sunday');
    expect(grid.querySelector('.rdp-week_number, [role="rowheader"]')).toBeNull();
    // March 2026 begins on a Sunday: its first row is six empty cells, then the 1st.
    const firstWeek = [...grid.querySelectorAll('tbody tr')[0].querySelectorAll('td')];
    expect(firstWeek).toHaveLength(7);
    expect(firstWeek[6].textContent).toBe('1');

    // The chosen day is the one that takes the focus (in a browser it has it at once: react-aria's check of
    // where the focus is fails in happy-dom, and the dialog takes it); the arrows move it a day or a week.
    const chosen = grid.querySelector('.rdp-selected button') as HTMLButtonElement;
    expect(chosen.textContent).toBe('5');
    expect(chosen.tabIndex).toBe(0);
    await act(async () => chosen.focus());
    await key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('6');
    await key('ArrowDown');
    expect(document.activeElement?.textContent).toBe('13');
    await click(document.activeElement);
    expect(onValue).toHaveBeenLastCalledWith('2026-03-13');
    expect(input().value).toBe('13-Mar-2026');
    await settle();
    expect(dialog()).toBeNull();
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const onValue = vi.fn();
    await mount('en', '2026-03-05', onValue);
    button().focus();
    await openCalendar();
    expect(dialog()?.contains(document.activeElement)).toBe(true);
    await key('Escape');
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(onValue).not.toHaveBeenCalled();
  });

  it('names the days and months in the reader’s language', async () => {
    await mount('es', '2026-03-05');
    await openCalendar();
    const headers = [...(dialog()?.querySelectorAll('thead th') ?? [])];
    expect(headers[0].getAttribute('aria-label')).toBe('lunes');
    expect(dialog()?.textContent).toContain('marzo 2026');
    expect(dialog()?.querySelector('.rdp-button_next')?.getAttribute('aria-label')).toBe('Mes siguiente');
  });
});
