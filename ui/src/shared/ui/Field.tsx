import type { InputHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

export type FieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** Label plus input. */
export function Field({ id, label, error, help, required, className, ...input }: FieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, help, required, className }}
      control={(attributes) => <input {...attributes} className={cx('form-control', error && 'is-invalid')} {...input} />}
    />
  );
}
