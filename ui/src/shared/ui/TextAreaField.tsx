import type { TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string | null;
  help?: string;
}

/** Label plus a multi-line text input. */
export function TextAreaField({ id, label, error, help, className, ...textarea }: TextAreaFieldProps) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = cx(help && helpId, error && errorId) || undefined;
  return (
    <div className={cx('mb-3', className)}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea id={id} className={cx('form-control', error && 'is-invalid')} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {error ? (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      ) : null}
      {help ? (
        <div id={helpId} className="form-text">
          {help}
        </div>
      ) : null}
    </div>
  );
}
