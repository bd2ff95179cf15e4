/**
 * The assignment screens in QuickJS-ng (the server's engine family, no Intl): the list's status icons, colour
 * bands and Russian age plurals, the view's details, and the add screen's frame (its form waits for the
 * browser's draft).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATUSES } from '../../shared/assignment';
import { assignmentsList, primedPage } from '../../testing/fakeListApi';
import { loadQuickJsBundle, type QuickJsBundle } from '../../testing/quickjs';
import { assignmentOf, divisions, row, rows } from './assignments.sample';

const customer = { id: 5, email: 'clara@hollis.demo', firstName: 'Clara', lastName: 'Hollis', theme: '21', roles: [], companyId: 2, companyDivisionId: 7 };

describe('assignment screens in QuickJS-ng', () => {
  let engine: QuickJsBundle;
  const render = (url: string, data: Record<string, unknown>, locale = 'en') => engine.render(url, customer, data, locale);

  beforeAll(async () => {
    engine = await loadQuickJsBundle();
  });

  afterAll(() => engine?.dispose());

  it('renders the list page of the URL with icons, colour bands and ages in Russian', () => {
    const list = assignmentsList(rows, ASSIGNMENT_STATUSES.map((st) => st.name));
    const html = render('/app/assignment?size=5&page=2', { ...primedPage(list, 'page=2&size=5&sort=age&dir=asc'), '["company","divisions"]': divisions }, 'ru');
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
