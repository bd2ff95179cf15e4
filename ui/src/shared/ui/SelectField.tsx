import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    /** The <option> elements. */
    children: ReactNode;
  };

/** Label plus a native single select (Bootstrap form-select): cheap on the server, works before hydration. */
export function SelectField({ id, label, error, help, required, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, help, required, className }}
      control={(attributes) => (
        <select {...attributes} className={cx('form-select', error && 'is-invalid')} {...select}>
          {children}
        </select>
      )}
    />
  );
}
