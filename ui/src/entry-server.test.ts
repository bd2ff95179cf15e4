/**
 * Loads dist/server.js the way the Rust server does (a plain script in an engine with only the ECMAScript
 * built-ins: no window, document, console, timers, URL, TextEncoder or Intl) and renders a few pages.
 * The clock, randomness and locale-sensitive built-ins are made to throw while rendering, so a render that
 * leans on them fails here rather than mismatching in the browser; scheduling a timer fails too.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyEditData, userEditData } from './testing/sampleAdmin';
import { emptyStats, sampleStats } from './testing/sampleStats';

const bundlePath = path.resolve(__dirname, '../dist/server.js');

interface Host {
  plinthRender: (payload: string) => string;
  plinthDrainLogs: () => string;
  __forbid: (on: boolean) => void;
  __scheduled: string[];
}

// QuickJS has none of these; a fresh V8 context has a few (Intl, WebAssembly...), so remove them all.
const HOST_GLOBALS = [
  'window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'console', 'fetch',
  'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'structuredClone',
  'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'MessageChannel', 'performance', 'Intl', 'WebAssembly',
  'process', 'global', 'Buffer', 'require', 'module',
];

const FORBID = `
(() => {
  const saved = [];
  const forbid = (owner, name, label) => saved.push([owner, name, owner[name], label]);
  forbid(Date, 'now', 'Date.now()');
  forbid(Math, 'random', 'Math.random()');
  forbid(Date.prototype, 'toLocaleString', 'toLocaleString');
  forbid(Date.prototype, 'toLocaleDateString', 'toLocaleDateString');
  forbid(Date.prototype, 'toLocaleTimeString', 'toLocaleTimeString');
  forbid(Number.prototype, 'toLocaleString', 'toLocaleString');
  forbid(String.prototype, 'localeCompare', 'localeCompare');
  globalThis.__forbid = (on) => {
    for (const [owner, name, original, label] of saved) {
      owner[name] = on ? function () { throw new Error(label + ' called during render'); } : original;
    }
  };
})();
`;

function loadBundle(): Host {
  const context = vm.createContext({});
  vm.runInContext(`for (const name of ${JSON.stringify(HOST_GLOBALS)}) delete globalThis[name];`, context);
  vm.runInContext(FORBID, context);
  for (const name of HOST_GLOBALS) expect(vm.runInContext(`typeof ${name}`, context), name).toBe('undefined');
  // The server evaluates the bundle as a module, which is strict code.
  vm.runInContext(`"use strict";\n${readFileSync(bundlePath, 'utf8')}`, context, { filename: 'server.js' });
  // The polyfill's timers are no-ops: anything scheduled during a render would silently never run.
  vm.runInContext(
    `globalThis.__scheduled = [];
    for (const name of ['setTimeout', 'setInterval', 'queueMicrotask']) {
      const original = globalThis[name];
      globalThis[name] = function (...args) { __scheduled.push(name); return original(...args); };
    }`,
    context,
  );
  return context as unknown as Host;
}

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const customer = { ...admin, id: 2, email: 'c@example.test', firstName: 'Grace', lastName: 'Hopper', roles: ['Customer'], companyId: 7, companyDivisionId: 3 };

/** The hrefs of the menu links marked active (class and aria-current both). */
function activeLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('class="nav-link active"') && tag.includes('aria-current="page"'))
    .map((tag) => /href="([^"]*)"/.exec(tag)?.[1] ?? '');
}

function payload(url: string, user: unknown, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ url, locale: 'en', brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user, data: {}, ...extra });
}

describe('dist/server.js in a bare engine', () => {
  let host: Host;

  function render(json: string): string {
    host.__forbid(true);
    try {
      const html = host.plinthRender(json);
      expect(host.__scheduled.splice(0), 'timers scheduled during render').toEqual([]);
      return html;
    } finally {
      host.__forbid(false);
    }
  }

  beforeAll(() => {
    if (!existsSync(bundlePath)) throw new Error('dist/server.js is missing: run `npm run build` (npm test does)');
    host = loadBundle();
  });

  it('defines the two host functions', () => {
    expect(typeof host.plinthRender).toBe('function');
    expect(typeof host.plinthDrainLogs).toBe('function');
    expect(JSON.parse(host.plinthDrainLogs())).toEqual([]);
  });

  it('is one script with no module syntax left', () => {
    const source = readFileSync(bundlePath, 'utf8');
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
    expect(source).not.toMatch(/\brequire\(["']/);
  });

  it('renders the sign-in page', () => {
    const html = render(payload('/pages/signin?returnTo=%2Fapp%2Finventory', null));
    expect(html).toContain('<form action="/connect/token" method="post">');
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
    expect(html).toContain('Sign in');
    expect(html).not.toContain('data-menu');
  });

  it('renders the 404 page', () => {
    const html = render(payload('/404', null, { status: 404 }));
    expect(html).toContain('404');
    expect(html).toContain('Page not found');
    expect(html).not.toContain('data-menu');
  });

  it('renders the dashboard for an admin with a vertical menu and every menu entry', () => {
    const html = render(payload('/dashboard', admin));
    expect(html).toContain('data-menu="vertical"');
    expect(html).toContain('data-testid="menu-vertical"');
    expect(html).not.toContain('data-testid="menu-horizontal"');
    expect(html).toContain('<span data-testid="user-initials">AL</span>');
    expect(activeLinks(html)).toEqual(['/dashboard']);
    expect(html).toContain('href="/app/users"');
    expect(html).toContain('href="/app/admin/storage"');
    expect(html).toContain('data-testid="dashboard"');
  });

  it('renders the dashboard for a customer with a horizontal menu and no admin entries', () => {
    const html = render(payload('/dashboard', customer));
    expect(html).toContain('data-menu="horizontal"');
    expect(html).toContain('data-testid="menu-horizontal"');
    expect(html).not.toContain('data-testid="menu-vertical"');
    expect(html).toContain('<span data-testid="user-initials">GH</span>');
    expect(html).toContain('href="/app/inventory"');
    expect(html).not.toContain('href="/app/users"');
    expect(html).not.toContain('/app/admin/');
  });

  it('uses the brand of the payload for the label and the menu rule', () => {
    const html = render(payload('/dashboard', admin, { brand: 'Acme' }));
    expect(html).toContain('>Acme</a>');
    expect(html).toContain('data-menu="horizontal"');
  });

  it('marks the active entry on a sub-page, ignoring a trailing slash and the query', () => {
    const html = render(payload('/app/inventory/12/?tab=docs', customer));
    expect(activeLinks(html)).toEqual(['/app/inventory']);
    expect(html).toContain('data-testid="asset-view"');
  });

  it('renders in the payload locale, Russian plurals included', () => {
    const html = render(payload('/app/admin/storage', admin, { locale: 'ru' }));
    expect(html).toContain('Панель');
    expect(html).toContain('Корзина для счёта');
    expect(html).toContain('Счёт за хранение');
  });

  it('renders the same HTML for the same payload (no state leaks between renders)', () => {
    const json = payload('/app/assignment', customer);
    expect(render(json)).toBe(render(json));
  });

  it('survives a broken payload (it renders the defaults: "/" redirects, so nothing)', () => {
    // Nothing but the markers of the routes' Suspense boundary (a screen loading after a navigation waits there).
    expect(render('not json')).toBe('<!--$--><!--/$-->');
    expect(render(JSON.stringify({ url: '/404' }))).toContain('Page not found');
  });

  describe('the dashboard', () => {
    const withStats = (user: unknown, stats: unknown, extra: Record<string, unknown> = {}) =>
      payload('/dashboard', user, { data: { '["stats"]': stats }, ...extra });
    const count = (html: string, field: string) => new RegExp(`data-testid="stat-${field}">([^<]*)<`).exec(html)?.[1];

    it('shows the four counts, the recent assignments and admin links for an admin', () => {
      const html = render(withStats(admin, sampleStats));
      expect(['assetCount', 'assignmentCount', 'assetsInTransit', 'assetsInStorage'].map((f) => count(html, f))).toEqual(['60', '12', '7', '10']);
      expect(html.match(/data-testid="recent-assignment"/g)).toHaveLength(3);
      expect(html).toContain('href="/app/admin/assignment/3"');
      expect(html).toContain('href="/app/admin/inventory/5"');
      expect(html).toContain('href="/app/admin/inventory"');
      expect(html).toContain('href="/app/admin/assignment"');
      expect(html).toContain('Hollis Gallery · London');
      // Escaped, never raw markup.
      expect(html).toContain('Still Life &lt;with&gt; Pears &amp; Quinces');
      expect(JSON.parse(host.plinthDrainLogs())).toEqual([]);
    });

    it('colours progress by its bands and dates in UTC', () => {
      const html = render(withStats(admin, sampleStats));
      expect(html).toContain('progress-bar bg-info" style="width:20%"');
      expect(html).toContain('progress-bar bg-success" style="width:100%"');
      expect(html).toContain('progress-bar bg-warning" style="width:3%"');
      expect(html).toContain('>20 Nov, 2026</time>');
      expect(html).toContain('>31 Oct, 2026</time>');
      expect(html).toContain('>05 Jan, 2026</time>');
    });

    it('draws the chart placeholder and a text legend of every status, no chart', () => {
      const html = render(withStats(admin, sampleStats));
      expect(html).toContain('data-testid="status-chart" data-chart="placeholder"');
      expect(html).not.toContain('<canvas');
      const legend = /data-testid="status-legend">(.*?)<\/ul>/.exec(html)?.[1] ?? '';
      expect(legend.match(/<li /g)).toHaveLength(11);
      expect(legend).toContain('Waiting to Collect');
    });

    it('links a customer to the normal screens and leaves the company name out', () => {
      const html = render(withStats(customer, sampleStats));
      expect(html).toContain('href="/app/assignment/3"');
      expect(html).toContain('href="/app/inventory/5"');
      expect(html).not.toContain('/app/admin/');
      expect(html).not.toContain('Hollis Gallery');
    });

    it('has an empty state', () => {
      const html = render(withStats(customer, emptyStats));
      expect(count(html, 'assetCount')).toBe('0');
      expect(html).toContain('data-testid="recent-empty"');
      expect(html).not.toContain('data-testid="recent-assignment"');
      expect(html).toContain('No assignments yet');
    });

    it('shows a loading state when the server could not prime the stats', () => {
      const html = render(payload('/dashboard', admin));
      expect(html).toContain('data-testid="dashboard"');
      expect(html).toContain('Loading…');
      expect(html).not.toContain('data-testid="stat-');
    });

    it('speaks the payload language: statuses, labels and month names', () => {
      const html = render(withStats(admin, sampleStats, { locale: 'ja' }));
      expect(html).toContain('輸送中');
      expect(html).toContain('最近の案件');
      expect(html).toContain('>20 11月, 2026</time>');
      expect(render(withStats(admin, sampleStats, { locale: 'ru' }))).toContain('>20 нояб., 2026</time>');
    });

    it('renders the language switcher in the header, showing the current language', () => {
      const html = render(withStats(admin, sampleStats, { locale: 'ja' }));
      expect(html).toMatch(/data-testid="language-switcher"[^>]*>.*?<span lang="ja">日本語<\/span>/);
      expect(html).toContain('data-testid="user-menu"');
    });

    it('leaves chart.js out of the bundle', () => {
      const source = readFileSync(bundlePath, 'utf8');
      expect(source).not.toMatch(/\bArcElement\b|chartjs/);
    });
  });

  it('renders the account pages', () => {
    expect(render(payload('/pages/profile', customer))).toContain('data-testid="profile-email">c@example.test</dd>');
    expect(render(payload('/pages/profile', customer))).toContain('data-testid="profile-divisions"');
    expect(render(payload('/pages/profile', admin))).not.toContain('data-testid="profile-divisions"');
    expect(render(payload('/pages/signup', admin))).toContain('href="/app/users/add"');
    expect(render(payload('/pages/signup', customer))).not.toContain('href="/app/users/add"');
    expect(render(payload('/pages/forgot-password', customer))).toContain('data-testid="change-password-button"');
    expect(render(payload('/pages/invoice', admin))).toContain('href="/app/admin/invoices"');
    expect(render(payload('/pages/invoice', customer))).not.toContain('/app/admin/');
    expect(JSON.parse(host.plinthDrainLogs())).toEqual([]);
  });

  describe('the admin forms', () => {
    it('renders the user form on add: company, roles, business roles, a password, no delete', () => {
      const html = render(payload('/app/users/add', admin, { data: userEditData(false) }));
      expect(html).toContain('data-testid="user-form"');
      expect(html).toContain('<option value="3">Hollis Gallery</option>');
      expect(html).toMatch(/<select id="user-division"[^>]*disabled/);
      expect(html.match(/role="switch"/g)).toHaveLength(4);
      expect(html).toContain('id="user-password"');
      expect(html).not.toContain('data-testid="user-delete"');
      // Nothing acts before hydration.
      expect(html).toMatch(/<button type="submit"[^>]*disabled[^>]*data-testid="user-save"/);
      expect(html).not.toContain('role="dialog"');
    });

    it('renders the user form on edit with the account, at most 3 business roles on the button, and a password change', () => {
      const html = render(payload('/app/users/12', admin, { data: userEditData(true) }));
      expect(html).toContain('value="clara@hollis.demo"');
      expect(html).toContain('<option value="8" selected="">Paris</option>');
      expect(html).toContain('Registrar, Logistics, Accounts +1');
      expect(html).toContain('id="user-confirm-password"');
      expect(html).toContain('data-testid="user-delete"');
    });

    it('shows a loading line when the server could not prime the data', () => {
      expect(render(payload('/app/users/12', admin))).toContain('Loading…');
      expect(render(payload('/app/companies/3', admin))).toContain('Loading…');
    });

    it('renders the company form on add, and on edit with its divisions and addressees', () => {
      const add = render(payload('/app/companies/add', admin));
      expect(add).toContain('data-testid="company-form"');
      expect(add).toContain('No currencies');
      expect(add).toContain('data-testid="divisions-after-save"');
      const edit = render(payload('/app/companies/3', admin, { data: companyEditData() }));
      expect(edit).toContain('value="Hollis Gallery"');
      expect(edit).toContain('USD, GBP, EUR +1');
      expect(edit).toContain('<option value="eagle" selected="">Eagle</option>');
      expect(edit).toContain('Accounts Payable\nHollis Gallery\n1 Bond Street');
      expect(edit.match(/data-testid="division-row"/g)).toHaveLength(2);
      expect(edit).toContain('value="London"');
      // The legal details for invoices: the company's, London's own, Paris using the company's.
      expect(edit).toContain('Legal details for invoices');
      expect(edit).toContain('value="GB980780684"');
      expect(edit).toContain('value="Hollis Gallery London Ltd"');
      expect(edit.match(/data-testid="legal-uses-company"/g)).toHaveLength(1);
      expect(edit).not.toContain('role="dialog"');
    });

    it('renders them in Russian', () => {
      expect(render(payload('/app/companies/3', admin, { locale: 'ru', data: companyEditData() }))).toContain('Подразделения');
      expect(render(payload('/app/users/add', admin, { locale: 'ru', data: userEditData(false) }))).toContain('Новый пользователь');
      expect(JSON.parse(host.plinthDrainLogs())).toEqual([]);
    });
  });

  it('returns what the bundle logged, once', () => {
    render(payload('/dashboard', admin, { data: { 'not a key': 1 } }));
    const logs = JSON.parse(host.plinthDrainLogs()) as Array<[string, string]>;
    expect(logs).toEqual([['warn', 'payload.data key is not a JSON query key: not a key']]);
    expect(JSON.parse(host.plinthDrainLogs())).toEqual([]);
  });
});
