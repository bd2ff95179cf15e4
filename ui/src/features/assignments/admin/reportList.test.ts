// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_LIST_KEY, REPORT_PATH, createReport, reportList } from './reportList';

describe('the report list', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is kept under `report`', () => {
    reportList.write([{ id: 15, ref: 'MC-0015' }]);
    expect(JSON.parse(localStorage.getItem(REPORT_LIST_KEY) ?? 'null')).toEqual({ assignments: [{ id: 15, ref: 'MC-0015' }] });
    expect(reportList.read()).toEqual([{ id: 15, ref: 'MC-0015' }]);
  });

  it("posts the ids in the list's order and saves the file; a refusal is only logged", async () => {
    const fetch = vi.fn(async () => new Response(new Blob(['xlsx']), { status: 200, headers: { 'x-filename': 'assignment-report-2026-11-20.xlsx' } }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await expect(createReport([{ id: 15, ref: 'MC-0015' }, { id: 12, ref: 'HG-0012' }])).resolves.toBe(true);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(REPORT_PATH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ ids: [15, 12] });
    expect(clicked).toEqual(['assignment-report-2026-11-20.xlsx']);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetch.mockImplementationOnce(async () => new Response(JSON.stringify({ messages: ['No assignments with the ids 99.'] }), { status: 404, headers: { 'Content-Type': 'application/json' } }));
    await expect(createReport([{ id: 99, ref: 'X-1' }])).resolves.toBe(false);
    expect(logged).toHaveBeenCalled();
  });
});
