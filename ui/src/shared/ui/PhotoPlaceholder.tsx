import { cx } from './cx';

export interface PhotoPlaceholderProps {
  /** Its width and height in pixels (a square, like the thumbnails it stands for). */
  size: number;
  /** "No photo" in the reader's language: spoken, and written under the frame when `caption`. */
  label: string;
  /** Write the label under the frame (a large placeholder); a thumbnail-sized one only names it. */
  caption?: boolean;
  className?: string;
}

/**
 * Where an asset has no photo: a framed-picture outline the size of the photo it stands for, so rows and
 * cards keep their shape and the reader sees at once that the photo is missing, not still loading.
 */
export function PhotoPlaceholder({ size, label, caption = false, className }: PhotoPlaceholderProps) {
  const icon = Math.round(size * (caption ? 0.4 : 0.6));
  return (
    <span
      role="img"
      aria-label={label}
      className={cx('photo-placeholder d-inline-flex flex-column align-items-center justify-content-center rounded bg-body-tertiary text-body-secondary', className)}
      style={{ width: size, height: size }}
      data-testid="photo-placeholder"
    >
      <svg width={icon} height={icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <rect x="3" y="3" width="18" height="18" rx="1.5" />
        <rect x="6" y="6" width="12" height="12" />
        <path d="m6 15 3.5-3.5 3 3L15 12l3 3" />
        <circle cx="14.5" cy="9" r="1" />
      </svg>
      {caption ? (
        <span className="small mt-2" aria-hidden="true">
          {label}
        </span>
      ) : null}
    </span>
  );
}
