import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { cx } from './cx';
import { inOptionOrder, multiSelectText, nextSelection } from './multiSelectLabel';
import { AriaLocale } from './AriaLocale';

export interface MultiSelectProps<T extends string> {
  /** Names the select and prefixes its test ids (`<testId>-option-<value>`). */
  testId: string;
  label: string;
  /** The values offered, in the order shown (and the order onChange reports them in). */
  options: readonly T[];
  /** May hold values no longer offered (a retired business role): they are kept, after the offered ones. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The text of an option; the value itself by default. */
  optionLabel?: (option: T) => string;
  /** Shown on the button when nothing is selected. */
  placeholder: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The one multi-select: react-aria's Select with selectionMode="multiple" (keyboard, type-ahead, screen
 * readers) in Bootstrap markup. The button shows at most 3 selected items, then "+N"; that text is
 * ours, not react-aria's list formatter, so the server (no Intl) and the browser render the same.
 */
export function MultiSelect<T extends string>({
  testId,
  label,
  options,
  value,
  onChange,
  optionLabel = (option) => option,
  placeholder,
  isDisabled,
  className,
}: MultiSelectProps<T>) {
  const selected = inOptionOrder(options, value);
  const text = multiSelectText(selected.map(optionLabel));
  return (
    <AriaLocale>
      <Select<T, 'multiple'>
        selectionMode="multiple"
        value={selected}
        onChange={(keys: Key[]) => onChange(nextSelection(options, keys, value))}
        isDisabled={isDisabled}
        className={cx('mb-3', className)}
        data-testid={testId}
      >
        <Label className="form-label">{label}</Label>
        <Button className="form-select text-start" data-testid={`${testId}-button`}>
          <SelectValue className={cx('d-block text-truncate', !text && 'text-body-secondary')}>{() => text || placeholder}</SelectValue>
        </Button>
        <Popover className="dropdown-menu show shadow overflow-auto plinth-select-popover" offset={2}>
          <ListBox className="list-unstyled mb-0">
            {options.map((option) => (
              <ListBoxItem
                key={option}
                id={option}
                textValue={optionLabel(option)}
                className="dropdown-item d-flex align-items-center gap-2"
                data-testid={`${testId}-option-${option}`}
              >
                {({ isSelected }) => (
                  <>
                    {/* A drawn box, not an <input>: an option may hold no control of its own (axe nested-interactive); it says aria-selected itself. */}
                    <span className="form-check-input plinth-check m-0 flex-shrink-0" data-checked={isSelected || undefined} aria-hidden="true" />
                    {optionLabel(option)}
                  </>
                )}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
    </AriaLocale>
  );
}
