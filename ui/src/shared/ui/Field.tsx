import type { InputHTMLAttributes } from 'react';
import { cx } from './cx';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Marks the input invalid (Bootstrap's is-invalid) and shows this text under it. */
  error?: string | null;
  /** A hint under the input. */
  help?: string;
}

/** Label plus input. The id is required so server and client agree without useId. */
export function Field({ id, label, error, help, className, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = cx(help && helpId, error && errorId) || undefined;
  return (
    <div className={cx('mb-3', className)}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} className={cx('form-control', error && 'is-invalid')} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
