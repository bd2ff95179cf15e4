/**
 * The inventory screens in QuickJS-ng (the server's engine family): the list renders only the page in the
 * URL of 10,000 primed assets, the form's drop zones (react-aria) and the view render without Intl, and
 * nothing is logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuickJsBundle, type QuickJsBundle } from '../../testing/quickjs';
import { inventoryCustomer, inventoryPageData, sampleAsset, sampleDivisions } from '../../testing/sampleInventory';


describe('inventory screens in QuickJS-ng', () => {
  let engine: QuickJsBundle;
  const render = (url: string, data: Record<string, unknown>, locale = 'en') => engine.render(url, inventoryCustomer, data, locale);

  beforeAll(async () => {
    engine = await loadQuickJsBundle();
  });

  afterAll(() => engine?.dispose());

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
