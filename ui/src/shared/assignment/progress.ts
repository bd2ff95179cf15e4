/** Bootstrap contextual colours a progress bar can take. */
export type ProgressVariant = 'warning' | 'info' | 'success';

/** Below 20 warning, 20 to below 80 info, 80 and above success (docs/assignments.md). */
export function progressVariant(progress: number): ProgressVariant {
  if (progress >= 80) return 'success';
  if (progress >= 20) return 'info';
  return 'warning';
}

/** 0-100, whole; anything that is not a number counts as 0 rather than breaking the bar's width. */
export function clampProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}
