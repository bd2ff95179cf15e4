import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATUSES } from './status';
import { statusIcon } from './icon';

describe('statusIcon', () => {
  it('shows a truck for In Transit whatever the progress', () => {
    for (const p of [0, 5, 20, 30, 85, 100]) expect(statusIcon('In Transit', p), String(p)).toBe('truck');
  });

  it('shows cubes for a status containing Warehouse whatever the progress', () => {
    for (const p of [0, 15, 26, 90, 100]) expect(statusIcon('In Warehouse', p), String(p)).toBe('cubes');
    expect(statusIcon('Bonded Warehouse', 40)).toBe('cubes');
    // Case matters: the rule is about the word as the statuses spell it.
    expect(statusIcon('warehouse check', 40)).toBe('plane');
  });

  it('goes by progress for any other status, at the band edges', () => {
    const cases: Array<[number, string]> = [
      [0, 'clock'], [3, 'clock'], [9, 'clock'], [9.9, 'clock'],
      [10, 'truck'], [15, 'truck'], [19, 'truck'],
      [20, 'plane'], [50, 'plane'], [79, 'plane'],
      [80, 'truck'], [99, 'truck'],
      [100, 'flag'],
    ];
    for (const [p, icon] of cases) expect(statusIcon('In Customs', p), String(p)).toBe(icon);
  });

  it('gives each status at its own progress the icon the table implies', () => {
    const progress: Record<string, number> = {
      Submitted: 3, Quoted: 7, 'Collection Scheduled': 10, 'Waiting to Collect': 15, 'In Transit': 20,
      'In Customs': 22, 'In Bond': 24, 'In Warehouse': 26, 'Delivery Scheduled': 80, Delivered: 100, Cancelled: 0,
    };
    const icons = ASSIGNMENT_STATUSES.map((s) => statusIcon(s.name, progress[s.name]));
    expect(icons).toEqual(['clock', 'clock', 'truck', 'truck', 'truck', 'plane', 'plane', 'cubes', 'truck', 'flag', 'clock']);
  });

  it('reads a progress that is not a number as 0', () => {
    expect(statusIcon('Quoted', Number.NaN)).toBe('clock');
  });
});
