import { cx } from './cx';

/** Decorative: the surrounding text says what is happening. */
export function Spinner({ small, className }: { small?: boolean; className?: string }) {
  return <span className={cx('spinner-border', small && 'spinner-border-sm', className)} aria-hidden="true" />;
}
