import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { ASSIGNMENT_STATUSES, statusLabel, statusLabelKey } from './status';

describe('assignment statuses', () => {
  it('are the eleven of the status table, in order', () => {
    expect(ASSIGNMENT_STATUSES.map((s) => s.name)).toEqual([
      'Submitted', 'Quoted', 'Collection Scheduled', 'Waiting to Collect', 'In Transit', 'In Customs', 'In Bond',
      'In Warehouse', 'Delivery Scheduled', 'Delivered', 'Cancelled',
    ]);
  });

  it('each have an English label equal to the name the server sends', () => {
    const labels = en.status as Record<string, string>;
    for (const s of ASSIGNMENT_STATUSES) expect(labels[s.key]).toBe(s.name);
  });

  it('translate known names and pass unknown ones through', () => {
    const t = (key: string) => `<${key}>`;
    expect(statusLabelKey('In Transit')).toBe('status.inTransit');
    expect(statusLabel('In Transit', t)).toBe('<status.inTransit>');
    expect(statusLabelKey('Lost at sea')).toBeNull();
    expect(statusLabel('Lost at sea', t)).toBe('Lost at sea');
  });
});
