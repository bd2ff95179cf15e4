import { lazy, Suspense, useRef, useState } from 'react';
import { EXAMPLE_DATE, formatDateInput, isIsoDate, parseDateInput, type DateInputProblem } from '../format/dateInput';
import { useLocale } from '../i18n/LocaleContext';
import { useT, type Translate } from '../i18n/useT';
import type { Locale } from '../payload';
import { cx } from './cx';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import { useMounted } from './useMounted';

const DateCalendar = lazy(() => import('./DateCalendar.client'));

export interface DateFieldProps extends FieldFrameProps {
  /**
   * The date, YYYY-MM-DD, or '' for none. While the typed text is not a date, the field reports that text
   * itself: it is no YYYY-MM-DD (isIsoDate), so the form's own check refuses it, and what was typed is kept.
   */
  value: string;
  onChange: (value: string) => void;
  /** data-testid of the input; the calendar button is `<testId>-calendar`, the calendar `<testId>-calendar-dialog`. */
  testId?: string;
  disabled?: boolean;
  required?: boolean;
}

/** The message for a typed date the field cannot read, in the reader's language. */
export function dateProblemText(problem: DateInputProblem, t: Translate, locale: Locale): string {
  const example = formatDateInput(EXAMPLE_DATE, locale);
  switch (problem.kind) {
    case 'month':
      return t('dateField.month', { month: problem.token, example });
    case 'year':
      return t('dateField.year', { example });
    case 'day':
      return t('dateField.day', { first: formatDateInput(`${problem.lastDay.slice(0, 8)}01`, locale), last: formatDateInput(problem.lastDay, locale) });
    default:
      return t('dateField.format', { example });
  }
}

/** What the field shows for a value: the date as dd-MMM-yyyy, or the text it could not read as it was typed. */
const shownText = (value: string, locale: Locale) => (isIsoDate(value) ? formatDateInput(value, locale) : value);

function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3 0.75h1.5V2.5h7V0.75H13V2.5h1A1.5 1.5 0 0 1 15.5 4v10a1.5 1.5 0 0 1-1.5 1.5H2A1.5 1.5 0 0 1 .5 14V4A1.5 1.5 0 0 1 2 2.5h1zM2 6v8h12V6z" />
      <path d="M3.5 7.5h2v2h-2zM7 7.5h2v2H7zM10.5 7.5h2v2h-2zM3.5 11h2v2h-2zM7 11h2v2H7z" />
    </svg>
  );
}

/**
 * The one date field (docs/i18n.md): typed as dd-MMM-yyyy with the month in the reader's language (what it reads
 * is in format/dateInput.ts), or picked in a calendar that opens from the button beside it (weeks from
 * Monday, no week numbers, keyboard usable; loaded on first opening). It hands the form YYYY-MM-DD.
 * Text it cannot read stays as typed and gets its reason under the field once the user leaves it (or once
 * the form reports an error there); the form's own `error` shows otherwise.
 */
export function DateField({ id, label, error, help, className, value, onChange, testId, disabled, required }: DateFieldProps) {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Whether the user has left the field since typing: only then is unreadable text called out.
  const [checked, setChecked] = useState(false);
  // The text shown, with the value and language it was shown for: a new value from the form (a reset) or
  // another language shows afresh, while the value this field reported itself keeps the text as typed.
  const [shown, setShown] = useState(() => ({ value, locale, text: shownText(value, locale) }));
  let text = shown.text;
  if (shown.value !== value || shown.locale !== locale) {
    text = shownText(value, locale);
    setShown({ value, locale, text });
  }

  const reading = parseDateInput(text, locale);
  const report = (next: string, nextText: string) => {
    setShown({ value: next, locale, text: nextText });
    onChange(next);
  };
  const type = (typed: string) => {
    const read = parseDateInput(typed, locale);
    setChecked(false);
    report(read.ok ? read.iso : typed, typed);
  };
  const leave = () => {
    setChecked(true);
    // Once read, the text shows the date the way it was taken: "5/3/2026" becomes "05-Mar-2026".
    if (reading.ok && reading.iso && formatDateInput(reading.iso, locale) !== text) setShown({ value, locale, text: formatDateInput(reading.iso, locale) });
  };

  const problem = reading.ok ? null : reading.problem;
  const shownError = problem && (checked || error) ? dateProblemText(problem, t, locale) : error;
  const readAs = reading.ok && reading.iso ? formatDateInput(reading.iso, locale) : '';
  const hint = readAs && readAs !== text.trim() ? t('dateField.readAs', { date: readAs }) : (help ?? t('dateField.hint', { example: formatDateInput(EXAMPLE_DATE, locale) }));

  return (
    <>
      <FieldFrame
        {...{ id, label, required, className }}
        error={shownError}
        help={hint}
        control={(attributes) => (
          // is-invalid on the group too: Bootstrap shows the message under a sibling of an .is-invalid element.
          <div className={cx('input-group', shownError && 'is-invalid')}>
            <input
              {...attributes}
              type="text"
              className={cx('form-control', shownError && 'is-invalid')}
              value={text}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              onChange={(e) => type(e.target.value)}
              onBlur={leave}
              data-testid={testId}
            />
            <button
              ref={buttonRef}
              type="button"
              className="btn btn-outline-secondary"
              aria-label={t('dateField.choose')}
              aria-haspopup="dialog"
              aria-expanded={open}
              disabled={!mounted || disabled}
              onClick={() => setOpen(true)}
              data-testid={testId ? `${testId}-calendar` : undefined}
            >
              <CalendarIcon />
            </button>
          </div>
        )}
      />
      {open ? (
        <Suspense fallback={null}>
          <DateCalendar
            triggerRef={buttonRef}
            value={reading.ok ? reading.iso : ''}
            label={label}
            onPick={(iso) => {
              setChecked(false);
              report(iso, formatDateInput(iso, locale));
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
            testId={testId ? `${testId}-calendar-dialog` : `${id}-calendar-dialog`}
          />
        </Suspense>
      ) : null}
    </>
  );
}
