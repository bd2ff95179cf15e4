import { beforeEach, describe, expect, it, vi } from 'vitest';

const downloadFile = vi.fn(async () => true);
vi.mock('../api/download', () => ({ downloadFile: (...args: unknown[]) => downloadFile(...(args as [])) }));

const { CONDITION_REPORTS_PATH, LABELS_PATH, parseLayout, printConditionReports, printLabels } = await import('./api');

describe('printing', () => {
  beforeEach(() => downloadFile.mockClear());

  it('reads a stored layout leniently, A4 unless it is a known one', () => {
    expect(parseLayout('thermal')).toBe('thermal');
    expect(parseLayout('a4')).toBe('a4');
    expect(parseLayout('letter')).toBe('a4');
    expect(parseLayout(null)).toBe('a4');
  });

  it('posts the ids in order, with the layout for labels', async () => {
    await expect(printLabels([7, 3, 9], 'thermal')).resolves.toBe(true);
    expect(downloadFile).toHaveBeenCalledWith(LABELS_PATH, { method: 'POST', json: { ids: [7, 3, 9], layout: 'thermal' } });
    await printConditionReports([4, 2]);
    expect(downloadFile).toHaveBeenLastCalledWith(CONDITION_REPORTS_PATH, { method: 'POST', json: { ids: [4, 2] } });
  });
});
