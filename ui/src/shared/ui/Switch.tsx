import { cx } from './cx';

export interface SwitchProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** An on/off toggle: a native checkbox with role="switch" in Bootstrap's form-switch look. */
export function Switch({ id, label, checked, onChange, disabled, className, 'data-testid': testId }: SwitchProps) {
  return (
    <div className={cx('form-check form-switch', className)}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="form-check-input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
