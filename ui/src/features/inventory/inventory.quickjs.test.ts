/**
 * The inventory screens in QuickJS-ng (the server's engine family): the list renders only the page in the
 * URL of 10,000 primed assets, the form's drop zones (react-aria) and the view render without Intl, and
 * nothing is logged.
 */
import variant from '@jitl/quickjs-ng-wasmfile-release-sync';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { newQuickJSWASMModuleFromVariant, type QuickJSContext } from 'quickjs-emscripten-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryCustomer, inventoryPageData, sampleAsset, sampleDivisions } from '../../testing/sampleInventory';

const bundlePath = path.resolve(__dirname, '../../../dist/server.js');

describe('inventory screens in QuickJS-ng', () => {
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
    const payload = JSON.stringify({ url, locale, brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user: inventoryCustomer, data });
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

  it('renders one page of 10,000 assets, filtered by the division in the URL', () => {
    const assets = Array.from({ length: 10_000 }, (_, i) =>
      sampleAsset(i + 1, `Work ${String(i + 1).padStart(5, '0')}`, i % 2 ? { companyDivisionId: 8, companyDivision: 'Paris' } : {}),
    );
    const data = { '["inventory","list","false"]': assets, '["company","divisions"]': sampleDivisions };
    const html = render('/app/inventory?page=3', data);
    expect(html.match(/data-testid="asset-row"/g)).toHaveLength(10);
    expect(html).toContain('href="/app/inventory/21"');
    expect(html).toContain('Showing 21–30 of 10000 entries');
    const paris = render('/app/inventory?division=8&size=5', data);
    expect(paris.match(/data-testid="asset-row"/g)).toHaveLength(5);
    expect(paris).toContain('href="/app/inventory/2"');
    expect(paris).not.toContain('href="/app/inventory/1"');
    expect(paris).toContain('of 5000 entries');
  });

  it('renders the add and edit forms with their drop zones, and the view, in Russian too', () => {
    const add = render('/app/inventory/add', inventoryPageData.add(), 'ru');
    expect(add).toContain('data-testid="photo-input"');
    expect(add).toContain('Добавить предмет');
    const edit = render('/app/inventory/edit/21', inventoryPageData.edit());
    expect(edit).toContain('data-testid="asset-upload"');
    expect(edit).toContain('condition-report.pdf');
    expect(edit).toContain('value="Blue Nude"');
    const view = render('/app/inventory/21', inventoryPageData.view());
    expect(view).toContain('22.05');
    expect(view).toContain('39.37 × 19.69 × 7.87');
  });
});
