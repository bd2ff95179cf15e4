/**
 * The same bundle in the real engine family: QuickJS-ng (compiled to WebAssembly), bare, with no Intl at all
 * (the server's QuickJS has parts of it). Catches what a V8 context forgives (missing built-ins, module scope).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuickJsBundle, type QuickJsBundle } from './testing/quickjs';
import { companyEditData, userEditData } from './testing/sampleAdmin';
import { sampleStats } from './testing/sampleStats';

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const customer = { ...admin, id: 2, firstName: 'Grace', lastName: 'Hopper', roles: ['Customer'] };

describe('dist/server.js in QuickJS-ng', () => {
  let engine: QuickJsBundle;
  const call = (code: string) => engine.call(code);

  function render(url: string, user: unknown, locale = 'en', data: Record<string, unknown> = {}): string {
    const payload = JSON.stringify({ url, locale, brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user, data });
    return call(`plinthRender(${JSON.stringify(payload)})`);
  }

  beforeAll(async () => {
    engine = await loadQuickJsBundle((bare) => {
      expect(bare('[typeof Intl, typeof console, typeof setTimeout, typeof URL, typeof window].join()')).toBe('undefined,undefined,undefined,undefined,undefined');
    });
  });

  afterAll(() => engine?.dispose());

  it('renders sign-in, 404 and the dashboard of both kinds of user, logging nothing', () => {
    expect(render('/pages/signin', null)).toContain('action="/connect/token"');
    expect(render('/404', null)).toContain('Page not found');
    const adminHtml = render('/dashboard', admin);
    expect(adminHtml).toContain('data-menu="vertical"');
    expect(adminHtml).toContain('>AL</span>');
    const customerHtml = render('/dashboard', customer);
    expect(customerHtml).toContain('data-menu="horizontal"');
    expect(customerHtml).toContain('>GH</span>');
    expect(customerHtml).not.toContain('/app/users');
    expect(JSON.parse(call('plinthDrainLogs()'))).toEqual([]);
  });

  it('picks Russian plural forms without a native Intl', () => {
    // i18next resolves plurals through the polyfilled Intl.PluralRules.
    const forms = call(`[1, 3, 5, 21].map((n) => new Intl.PluralRules('ru').select(n)).join()`);
    expect(forms).toBe('one,few,many,one');
    expect(render('/app/admin/storage', admin, 'ru')).toContain('Корзина для счёта');
  });

  it('renders the dashboard with primed stats for an admin, logging nothing', () => {
    const html = render('/dashboard', admin, 'en', { '["stats"]': sampleStats });
    const count = (field: string) => new RegExp(`data-testid="stat-${field}">([^<]*)<`).exec(html)?.[1];
    expect(['assetCount', 'assignmentCount', 'assetsInTransit', 'assetsInStorage'].map(count)).toEqual(['60', '12', '7', '10']);
    expect(html.match(/data-testid="recent-assignment"/g)).toHaveLength(3);
    expect(html).toContain('href="/app/admin/assignment/3"');
    expect(html).toContain('data-testid="status-chart"');
    expect(html).toContain('>20 Nov, 2026</time>');
    expect(render('/dashboard', admin, 'ru', { '["stats"]': sampleStats })).toContain('В пути');
    expect(JSON.parse(call('plinthDrainLogs()'))).toEqual([]);
  });

  it('renders the account pages', () => {
    expect(render('/pages/profile', customer)).toContain('data-testid="profile-page"');
    expect(render('/pages/forgot-password', customer)).toContain('data-testid="change-password-button"');
    expect(JSON.parse(call('plinthDrainLogs()'))).toEqual([]);
  });

  it('renders the admin forms with primed data, logging nothing', () => {
    const user = render('/app/users/12', admin, 'en', userEditData(true));
    expect(user).toContain('value="clara@hollis.demo"');
    expect(user).toContain('Registrar, Logistics, Accounts +1');
    expect(render('/app/users/add', admin, 'ja', userEditData(false))).toContain('ユーザーを追加');
    const company = render('/app/companies/3', admin, 'en', companyEditData());
    expect(company.match(/data-testid="division-row"/g)).toHaveLength(2);
    expect(company).toContain('USD, GBP, EUR +1');
    expect(render('/app/companies/add', admin)).toContain('data-testid="company-form"');
    expect(JSON.parse(call('plinthDrainLogs()'))).toEqual([]);
  });
});
