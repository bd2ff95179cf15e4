import type { InputHTMLAttributes } from 'react';
import { cx } from './cx';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

/** Label plus input. The id is required so server and client agree without useId. */
export function Field({ id, label, className, ...input }: FieldProps) {
  return (
    <div className={cx('mb-3', className)}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} className="form-control" {...input} />
    </div>
  );
}
