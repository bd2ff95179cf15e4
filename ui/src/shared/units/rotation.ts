/** The photo turns in steps of 90 degrees; past ±359 the angle starts again at 0 (docs/inventory.md). */
export const ROTATION_STEP = 90;
export const ROTATION_LIMIT = 359;

/** The angle after one step: +1 clockwise (right), -1 anticlockwise (left). */
export function rotate(angle: number, direction: 1 | -1): number {
  const start = Number.isFinite(angle) ? Math.trunc(angle) : 0;
  const next = start + direction * ROTATION_STEP;
  return Math.abs(next) > ROTATION_LIMIT ? 0 : next;
}

/** The CSS transform that shows a photo at its stored angle; none at 0. */
export function rotationTransform(angle: number | null | undefined): string | undefined {
  return angle && Number.isFinite(angle) ? `rotate(${angle}deg)` : undefined;
}
