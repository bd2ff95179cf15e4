import { clampProgress, progressVariant } from '../assignment/progress';
import { cx } from './cx';

/** Bootstrap progress bar coloured by the assignment rule (SPEC §4); the number is shown in the bar too. */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const progress = clampProgress(value);
  return (
    <div
      className={cx('progress', className)}
      role="progressbar"
      aria-label={label}
      aria-valuenow={progress}
      aria-valuemin={0}
      aria-valuemax={100}
      data-variant={progressVariant(progress)}
    >
      <div className={`progress-bar bg-${progressVariant(progress)}`} style={{ width: `${progress}%` }}>
        {`${progress}%`}
      </div>
    </div>
  );
}
