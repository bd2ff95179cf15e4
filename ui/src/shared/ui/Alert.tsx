import type { ReactNode } from 'react';
import { cx } from './cx';

export function Alert({ variant = 'danger', className, children }: { variant?: 'danger' | 'warning' | 'info' | 'success'; className?: string; children: ReactNode }) {
  return (
    <div role="alert" className={cx('alert', `alert-${variant}`, className)}>
      {children}
    </div>
  );
}
