import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

type Variant = 'primary' | 'secondary' | 'danger' | 'outline-primary' | 'outline-secondary' | 'outline-danger' | 'outline-light' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'lg';
}

/** A plain Bootstrap button; react-aria's Button is used only inside its own widgets (menus, dialogs). */
export function Button({ variant = 'primary', size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx('btn', `btn-${variant}`, size && `btn-${size}`, className)} {...rest} />;
}
