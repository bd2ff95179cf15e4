import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { cx } from './cx';

/** What every labelled control shares: an id (required so server and client agree without useId),
 * a label, an error that marks the control invalid, a hint, and whether it must be filled in. */
export interface FieldFrameProps {
  id: string;
  label: string;
  /** Marks the control invalid (Bootstrap's is-invalid) and shows this text under it. */
  error?: string | null;
  /** A hint under the control. */
  help?: string;
  /** Must be filled in: '(required)' beside the label, and `required` on the control. */
  required?: boolean;
  className?: string;
}

/** The attributes the frame asks its control to carry so the label, error and hint are linked. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** Native `required` (its implicit aria-required tells assistive technology); forms use noValidate and
   * check the fields themselves, so it never blocks a submit. */
  required: boolean | undefined;
}

/**
 * Label, control, error and hint in Bootstrap's markup; `control` draws the input itself. The '(required)'
 * mark sits beside the label, not in it: the control's accessible name stays the label, and `required`
 * says the rest to assistive technology.
 */
export function FieldFrame({
  id,
  label,
  error,
  help,
  required,
  className,
  control,
}: FieldFrameProps & { control: (attributes: ControlAttributes) => ReactNode }) {
  const t = useT();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const attributes: ControlAttributes = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': cx(help && helpId, error && errorId) || undefined,
    required: required || undefined,
  };
  return (
    <div className={cx('mb-3', className)}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {required ? (
        <span className="form-required small text-body-secondary ms-1" aria-hidden="true">
          {t('form.requiredMark')}
        </span>
      ) : null}
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
