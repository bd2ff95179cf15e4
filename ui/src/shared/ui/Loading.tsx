import { useT } from '../i18n/useT';
import { cx } from './cx';
import { Spinner } from './Spinner';

/** The one "Loading…" line: what a screen draws while its data is on the way. */
export function Loading({ className }: { className?: string }) {
  const t = useT();
  return (
    <p className={cx('text-body-secondary', className)}>
      <Spinner small className="me-2" />
      {t('common.loading')}
    </p>
  );
}
