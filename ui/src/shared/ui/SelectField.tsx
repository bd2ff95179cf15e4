import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from './cx';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  /** Marks the select invalid and shows this text under it. */
  error?: string | null;
  help?: string;
  /** The <option> elements. */
  children: ReactNode;
}

/** Label plus a native single select (Bootstrap form-select): cheap on the server, works before hydration. */
export function SelectField({ id, label, error, help, className, children, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = cx(help && helpId, error && errorId) || undefined;
  return (
    <div className={cx('mb-3', className)}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className={cx('form-select', error && 'is-invalid')} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
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
