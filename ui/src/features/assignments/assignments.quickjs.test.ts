/**
 * The assignment screens in QuickJS-ng (the server's engine family, no Intl): the list's status icons, colour
 * bands and Russian age plurals, the view's details, and the add screen's frame (its form waits for the
 * browser's draft).
 */
import variant from '@jitl/quickjs-ng-wasmfile-release-sync';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { newQuickJSWASMModuleFromVariant, type QuickJSContext } from 'quickjs-emscripten-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentOf, divisions, row, rows } from './assignments.sample';

const bundlePath = path.resolve(__dirname, '../../../dist/server.js');
const customer = { id: 5, email: 'clara@hollis.demo', firstName: 'Clara', lastName: 'Hollis', theme: '21', roles: [], companyId: 2, companyDivisionId: 7 };

describe('assignment screens in QuickJS-ng', () => {
  let vm: QuickJSContext;

  function call(code: string): string {
    const result = vm.evalCode(code);
    if (result.error) {
      const error = vm.dump(result.error) as unknown;
      result.error.dispose();
      throw new Error(`QuickJS: ${JSON.stringify(error)}`);
    }
    const value = vm.dump(result.value) as string;
    result.value.dispose();
    return value;
  }

  function render(url: string, data: Record<string, unknown>, locale = 'en'): string {
    const payload = JSON.stringify({ url, locale, brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user: customer, data });
    vm.setProp(vm.global, '__payload', vm.newString(payload));
    const html = call('plinthRender(__payload)');
    expect(JSON.parse(call('plinthDrainLogs()'))).toEqual([]);
    return html;
  }

  beforeAll(async () => {
    if (!existsSync(bundlePath)) throw new Error('dist/server.js is missing: run `npm run build` (npm test does)');
    const quickjs = await newQuickJSWASMModuleFromVariant(variant);
    vm = quickjs.newContext();
    const loaded = vm.evalCode(readFileSync(bundlePath, 'utf8'), 'server.js', { type: 'module' });
    if (loaded.error) throw new Error(`bundle failed to load: ${JSON.stringify(vm.dump(loaded.error))}`);
    loaded.value.dispose();
  });

  afterAll(() => {
    vm?.dispose();
  });

  it('renders the list page of the URL with icons, colour bands and ages in Russian', () => {
    const html = render('/app/assignment?size=5&page=2', { '["assignment","list"]': rows, '["company","divisions"]': divisions }, 'ru');
    expect(html.match(/data-testid="assignment-row"/g)).toHaveLength(5);
    // Rows 7..3: In Transit, Waiting to Collect, Collection Scheduled, Quoted, Submitted.
    expect([...html.matchAll(/data-icon="(\w+)"/g)].map((m) => m[1])).toEqual(['truck', 'truck', 'truck', 'clock', 'clock']);
    expect([...html.matchAll(/data-variant="(\w+)"/g)].map((m) => m[1])).toEqual(['info', 'warning', 'warning', 'warning', 'warning']);
    expect([...html.matchAll(/data-col="age">([^<]*)</g)].map((m) => m[1])).toEqual(['5 дней назад', '6 дней назад', '7 дней назад', '8 дней назад', '9 дней назад']);
    expect(html).toContain('href="/app/assignment/7"');
    expect(html).toContain('href="/app/assignment/add"');
  });

  it('renders the view with its status, progress band and assets', () => {
    const html = render('/app/assignment/5', { '["assignment","5"]': assignmentOf(row(5, { status: 'In Warehouse', progress: 26 })) });
    expect(html).toContain('data-testid="assignment-ref">HG-0005<');
    expect(html).toMatch(/data-status="In Warehouse"><svg [^>]*data-icon="cubes"/);
    expect(html).toContain('data-variant="info"');
    expect(html).toContain('href="/app/inventory/41"');
    expect(html).toContain('src="/files/asset/41/thumb"');
  });

  it('renders the add screen’s frame, the draft being the browser’s', () => {
    const html = render('/app/assignment/add', { '["company","divisions"]': divisions });
    expect(html).toContain('data-testid="assignment-add"');
    expect(html).not.toContain('data-testid="assignment-form"');
  });
});
