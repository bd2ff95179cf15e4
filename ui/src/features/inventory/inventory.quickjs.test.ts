/**
 * The inventory screens in QuickJS-ng (the server's engine family): the list renders the one page of 10,000
 * assets the server primes for the URL, the form's drop zones (react-aria) and the view render without Intl,
 * and nothing is logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuickJsBundle, type QuickJsBundle } from '../../testing/quickjs';
import { primedPage } from '../../testing/fakeListApi';
import { inventoryCustomer, inventoryPageData, sampleAsset, sampleDivisions, sampleInventoryList } from '../../testing/sampleInventory';

describe('inventory screens in QuickJS-ng', () => {
  let engine: QuickJsBundle;
  const render = (url: string, data: Record<string, unknown>, locale = 'en') => engine.render(url, inventoryCustomer, data, locale);

  beforeAll(async () => {
    engine = await loadQuickJsBundle();
  });

  afterAll(() => engine?.dispose());

  it('renders one page of 10,000 assets from a payload of that page, filtered by the division in the URL', () => {
    const assets = sampleInventoryList(
      Array.from({ length: 10_000 }, (_, i) => sampleAsset(i + 1, `Work ${String(i + 1).padStart(5, '0')}`, i % 2 ? { companyDivisionId: 8, companyDivision: 'Paris' } : {})),
    );
    const data = { ...primedPage(assets, 'page=3&size=10&sort=title&dir=asc&incHidden=false'), '["company","divisions"]': sampleDivisions };
    // The payload is one page of slim rows, whatever the list's length.
    expect(JSON.stringify(data).length).toBeLessThan(8_000);
    const html = render('/app/inventory?page=3', data);
    // As many rows in the HTML as the page size: the render costs a page.
    expect(html.match(/data-testid="asset-row"/g)).toHaveLength(10);
    expect(html).toContain('href="/app/inventory/21"');
    expect(html).toContain('Work 00030');
    expect(html).not.toContain('Work 00031');
    expect(html).toContain('Showing 21–30 of 10,000 entries');
    expect(html.length).toBeLessThan(40_000);

    const paris = render('/app/inventory?division=8&size=5', {
      ...primedPage(assets, 'page=1&size=5&sort=title&dir=asc&incHidden=false&companyDivisionId=8'),
      '["company","divisions"]': sampleDivisions,
    });
    expect(paris.match(/data-testid="asset-row"/g)).toHaveLength(5);
    expect(paris).toContain('href="/app/inventory/2"');
    expect(paris).not.toContain('href="/app/inventory/1"');
    expect(paris).toContain('of 5,000 entries');
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
