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
    expect(html).toContain('Not yet available');
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
    expect(html).toContain('/app/inventory/:inventoryId');
  });

  it('renders in the payload locale, Russian plurals included', () => {
    const html = render(payload('/dashboard', admin, { locale: 'ru' }));
    expect(html).toContain('Панель');
    expect(html).toContain('Пока недоступно');
  });

  it('renders the same HTML for the same payload (no state leaks between renders)', () => {
    const json = payload('/app/assignment', customer);
    expect(render(json)).toBe(render(json));
  });

  it('survives a broken payload (it renders the defaults: "/" redirects, so nothing)', () => {
    expect(render('not json')).toBe('');
    expect(render(JSON.stringify({ url: '/404' }))).toContain('Page not found');
  });

  it('returns what the bundle logged, once', () => {
    render(payload('/dashboard', admin, { data: { 'not a key': 1 } }));
    const logs = JSON.parse(host.plinthDrainLogs()) as Array<[string, string]>;
    expect(logs).toEqual([['warn', 'payload.data key is not a JSON query key: not a key']]);
    expect(JSON.parse(host.plinthDrainLogs())).toEqual([]);
  });
});
