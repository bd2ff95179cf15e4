import { clampProgress, progressVariant } from '../assignment/progress';
import { cx } from './cx';

/**
 * Bootstrap progress bar coloured by the assignment rule (docs/assignments.md). The number stands beside the bar in
 * body text, not inside it: white on the yellow and cyan bars is unreadable (axe), and a bar of 3% has no room.
 */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const progress = clampProgress(value);
  const variant = progressVariant(progress);
  return (
    <div className={cx('plinth-progress d-flex align-items-center gap-2', className)}>
      <div
        className="progress flex-grow-1"
        role="progressbar"
        aria-label={label}
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        data-variant={variant}
      >
        <div className={`progress-bar bg-${variant}`} style={{ width: `${progress}%` }} />
      </div>
      {/* The bar itself tells assistive technology its value; this is for the eye. */}
      <span className="plinth-progress-value small text-nowrap" aria-hidden="true">{`${progress}%`}</span>
    </div>
  );
}
