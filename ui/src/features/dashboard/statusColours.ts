import { ASSIGNMENT_STATUSES } from '../../shared/assignment/status';

/** One fixed colour per status (docs/dashboard.md), shared by the doughnut and its text legend. */
const COLOURS = ['#6c757d', '#6f42c1', '#d63384', '#fd7e14', '#0d6efd', '#6610f2', '#ffc107', '#20c997', '#0dcaf0', '#198754', '#dc3545'];
const OTHER = '#adb5bd';

const BY_NAME: ReadonlyMap<string, string> = new Map(ASSIGNMENT_STATUSES.map((s, i) => [s.name, COLOURS[i]]));

export function statusColour(status: string): string {
  return BY_NAME.get(status) ?? OTHER;
}

/** What the chart draws: only statuses with assignments (a zero slice is invisible but still hoverable). */
export interface ChartSlice {
  label: string;
  count: number;
  colour: string;
}
