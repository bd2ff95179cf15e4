import type { ReactNode } from 'react';
import { cx } from './cx';

/** What every labelled control shares: an id (required so server and client agree without useId),
 * a label, an error that marks the control invalid, and a hint. */
export interface FieldFrameProps {
  id: string;
  label: string;
  /** Marks the control invalid (Bootstrap's is-invalid) and shows this text under it. */
  error?: string | null;
  /** A hint under the control. */
  help?: string;
  className?: string;
}

/** The attributes the frame asks its control to carry so the label, error and hint are linked. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, error and hint in Bootstrap's markup; `control` draws the input itself. */
export function FieldFrame({
  id,
  label,
  error,
  help,
  className,
  control,
}: FieldFrameProps & { control: (attributes: ControlAttributes) => ReactNode }) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const attributes: ControlAttributes = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': cx(help && helpId, error && errorId) || undefined,
  };
  return (
    <div className={cx('mb-3', className)}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {control(attributes)}
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
