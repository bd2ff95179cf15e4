import type { RefObject } from 'react';
import { DayPicker } from 'react-day-picker';
import { Dialog, Popover } from 'react-aria-components';
import { dateFnsLocale } from '../format/date';
import { useLocale } from '../i18n/LocaleContext';
import { useT } from '../i18n/useT';
import { AriaLocale } from './AriaLocale';

export interface DateCalendarProps {
  /** The button that opened it: the popover sits under it, and focus goes back to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The field's date (YYYY-MM-DD), or '' : its month is shown and the day marked. */
  value: string;
  /** Names the dialog (the field's label). */
  label: string;
  /** A day was picked (YYYY-MM-DD); the field then closes the calendar. */
  onPick: (iso: string) => void;
  onClose: () => void;
  testId: string;
}

/*
 * The calendar of DateField, loaded on its first opening (React.lazy): react-day-picker and react-aria's
 * popover stay out of the chunks every screen loads, and out of dist/server.js (a *.client.tsx module).
 * The calendar counts in local days, as people read a wall calendar; the field turns them into YYYY-MM-DD.
 */
const localDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};
const isoOf = (date: Date) => `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * react-aria's Popover (placed under the button, focus kept inside and given back to the button on close,
 * Escape and a click outside close it) around react-day-picker: weeks from Monday, no week numbers (docs/i18n.md),
 * month and day names of the reader's language, arrow keys between days, PageUp/PageDown between months,
 * Enter picks.
 */
export default function DateCalendar({ triggerRef, value, label, onPick, onClose, testId }: DateCalendarProps) {
  const t = useT();
  const locale = useLocale();
  const selected = value ? localDay(value) : undefined;
  return (
    <AriaLocale>
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(open) => (open ? undefined : onClose())}
        placement="bottom end"
        offset={4}
        className="dropdown-menu show shadow p-2 plinth-calendar-popover"
      >
        <Dialog aria-label={label} className="plinth-calendar-dialog" data-testid={testId}>
          <DayPicker
            mode="single"
            required
            selected={selected}
            defaultMonth={selected}
            onSelect={(day) => onPick(isoOf(day))}
            weekStartsOn={1}
            showWeekNumber={false}
            locale={dateFnsLocale(locale)}
            autoFocus
            labels={{
              labelNav: () => t('dateField.monthNav'),
              labelPrevious: () => t('dateField.previousMonth'),
              labelNext: () => t('dateField.nextMonth'),
              labelDayButton: (date, modifiers, _options, dateLib) => {
                let text = dateLib ? dateLib.format(date, 'PPPP') : isoOf(date);
                if (modifiers.today) text = t('dateField.today', { date: text });
                if (modifiers.selected) text = t('dateField.selected', { date: text });
                return text;
              },
            }}
          />
        </Dialog>
      </Popover>
    </AriaLocale>
  );
}
