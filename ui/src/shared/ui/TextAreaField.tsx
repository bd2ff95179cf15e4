import type { TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

export type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** Label plus a multi-line text input. */
export function TextAreaField({ id, label, error, help, required, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, help, required, className }}
      control={(attributes) => <textarea {...attributes} className={cx('form-control', error && 'is-invalid')} {...textarea} />}
    />
  );
}
