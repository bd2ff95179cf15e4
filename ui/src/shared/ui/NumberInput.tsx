import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { numberProblemText, parseNumber, type NumberReading, type NumberRules } from '../format/number';
import { useLocale } from '../i18n/LocaleContext';
import { useT } from '../i18n/useT';
import { cx } from './cx';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

export interface NumberTextProps {
  /** The text in the field: what the person typed, or a stored value as `inputText` shows it. */
  value: string;
  /** Every keystroke: the text (the form keeps it as typed) and how it reads, a plain number or a problem. */
  onChange: (text: string, reading: NumberReading) => void;
  rules?: NumberRules;
  /** The form's own message (a refused save), shown over the field's. */
  error?: string | null;
}

/**
 * The number field's behaviour, for `NumberInput` and for inputs inside an input group: the reader's
 * keypad, the text read with `parseNumber` in the reader's language, and its problem shown once the person
 * leaves the field (not while typing), until they type again. Nothing typed is changed or lost.
 */
export function useNumberText({ value, onChange, rules, error }: NumberTextProps) {
  const locale = useLocale();
  const t = useT();
  const [left, setLeft] = useState(false);
  const reading = parseNumber(value, locale, rules);
  const own = left && !reading.ok ? numberProblemText(reading.problem, t) : null;
  const input: InputHTMLAttributes<HTMLInputElement> = {
    type: 'text',
    inputMode: rules?.decimals === 0 ? 'numeric' : 'decimal',
    autoComplete: 'off',
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setLeft(false);
      onChange(event.target.value, parseNumber(event.target.value, locale, rules));
    },
    onBlur: () => setLeft(true),
  };
  return { input, error: error || own };
}

export type NumberInputProps = FieldFrameProps &
  NumberTextProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange' | 'type' | 'inputMode'>;

/** Label plus number input (`Field`'s frame): reads and shows numbers in the reader's language. */
export function NumberInput({ id, label, help, required, className, value, onChange, rules, error, ...rest }: NumberInputProps) {
  const number = useNumberText({ value, onChange, rules, error });
  return (
    <FieldFrame
      {...{ id, label, help, required, className }}
      error={number.error}
      control={(attributes) => <input {...attributes} className={cx('form-control', number.error && 'is-invalid')} {...rest} {...number.input} />}
    />
  );
}
