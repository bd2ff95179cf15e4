/** The icons an assignment's status can show (docs/assignments.md). */
export type StatusIconName = 'clock' | 'truck' | 'plane' | 'cubes' | 'flag';

/**
 * In Transit shows a truck and a status containing Warehouse shows cubes, whatever the progress;
 * any other status goes by its progress: under 10 a clock, 10-19 a truck, 20-79 a plane, 80-99 a truck,
 * 100 a flag. A progress that is not a number counts as 0.
 */
export function statusIcon(status: string, progress: number): StatusIconName {
  if (status === 'In Transit') return 'truck';
  if (status.includes('Warehouse')) return 'cubes';
  const p = Number.isFinite(progress) ? progress : 0;
  if (p < 10) return 'clock';
  if (p < 20) return 'truck';
  if (p < 80) return 'plane';
  if (p < 100) return 'truck';
  return 'flag';
}
