import type { ReactNode } from 'react';
import type { Translate } from '../i18n';
import { cx } from '../ui/cx';
import type { StatusIconName } from './icon';

/*
 * Small icons of our own, drawn on a 16×16 grid in the text colour: the project ships no icon set, and a few
 * paths cost the server render nothing next to a font or a library.
 */
const SHAPES: Readonly<Record<StatusIconName, ReactNode>> = {
  clock: (
    <>
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.75" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  truck: (
    <>
      <path d="M1 3.5h8.5V10H1z" />
      <path d="M10.5 5.5h2.25L15 8.25V10h-4.5z" />
      <circle cx="4" cy="11.75" r="1.75" />
      <circle cx="12.25" cy="11.75" r="1.75" />
    </>
  ),
  plane: <path d="M8 .75c.65 0 1.1.7 1.1 1.5V6l5.4 3.2v1.6L9.1 9.2v3.1l1.7 1.3v1.4L8 14.3l-2.8.7v-1.4l1.7-1.3V9.2l-5.4 1.6V9.2L6.9 6V2.25C6.9 1.45 7.35.75 8 .75z" />,
  cubes: (
    <>
      <path d="M1.5 8.5h6v6h-6z" />
      <path d="M8.5 8.5h6v6h-6z" />
      <path d="M5 1.5h6v6H5z" />
    </>
  ),
  flag: (
    <>
      <path d="M2.75 1h1.5v14h-1.5z" />
      <path d="M4.25 1.75h9.5l-2.5 3.5 2.5 3.5h-9.5z" />
    </>
  ),
};

/** What each icon says to assistive technology; look them up once per screen, not per row. */
export function statusIconLabels(t: Translate): Readonly<Record<StatusIconName, string>> {
  return {
    clock: t('assignment.icon.clock'),
    truck: t('assignment.icon.truck'),
    plane: t('assignment.icon.plane'),
    cubes: t('assignment.icon.cubes'),
    flag: t('assignment.icon.flag'),
  };
}

/** The status icon of docs/assignments.md (pick it with `statusIcon`), an image with its own accessible name. */
export function StatusIcon({ name, label, className }: { name: StatusIconName; label: string; className?: string }) {
  return (
    <svg
      className={cx('status-icon', className)}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      role="img"
      aria-label={label}
      data-icon={name}
      data-testid="status-icon"
    >
      <title>{label}</title>
      {SHAPES[name]}
    </svg>
  );
}
