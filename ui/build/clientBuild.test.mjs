import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planChunks, unitOf } from './clientBuild.mjs';
import { pageScripts } from './clientManifest.mjs';

// Rolldown's own split of a small app: the entry (with react), two screens of the users area sharing a form, the
// sign-in screen, the dashboard with a chart loaded later, a language with a pack, and pieces shared between them.
const chunk = (modules, { imports = [], entries = [], isEntry = false, bytes = 100 } = {}) => ({ modules, imports, entries, isEntry, bytes });
const split = new Map([
  ['entry.js', chunk(['/ui/src/entry-client.tsx'], { imports: ['react.js'], entries: ['/ui/src/entry-client.tsx'], isEntry: true })],
  ['react.js', chunk(['/ui/node_modules/react/index.js'])],
  ['signin.js', chunk(['/ui/src/features/auth/SignIn.tsx'], { imports: ['react.js', 'button.js', 'list.js'], entries: ['/ui/src/features/auth/SignIn.tsx'] })],
  ['users.js', chunk(['/ui/src/features/users/UsersList.tsx'], { imports: ['usersForm.js', 'small.js', 'button.js'], entries: ['/ui/src/features/users/UsersList.tsx'] })],
  ['userEdit.js', chunk(['/ui/src/features/users/UserEdit.tsx'], { imports: ['usersForm.js', 'select.js'], entries: ['/ui/src/features/users/UserEdit.tsx'] })],
  ['usersForm.js', chunk(['/ui/src/features/users/UserForm.tsx'])],
  ['dashboard.js', chunk(['/ui/src/features/dashboard/Dashboard.tsx'], { imports: ['list.js', 'button.js', 'small.js'], entries: ['/ui/src/features/dashboard/Dashboard.tsx'] })],
  ['chart.js', chunk(['/ui/src/features/dashboard/Chart.client.tsx', '/ui/node_modules/chart.js/index.js'], { imports: ['select.js', 'colors.js'], entries: ['/ui/src/features/dashboard/Chart.client.tsx'] })],
  ['map.js', chunk(['/ui/src/features/dashboard/Map.client.tsx'], { imports: ['colors.js'], entries: ['/ui/src/features/dashboard/Map.client.tsx'] })],
  // Shared by the sign-in and the dashboard, small, importing only what the entry has: it joins the entry.
  ['list.js', chunk(['/ui/src/shared/list/List.tsx'], { imports: ['react.js'], bytes: 50 })],
  // Shared by sign-in, the users and the dashboard, large: a file of its own.
  ['button.js', chunk(['/ui/node_modules/aria/Button.js'], { bytes: 5000 })],
  // Shared by the users and the dashboard, small, importing the group above only: it joins that group.
  ['small.js', chunk(['/ui/src/shared/Small.tsx'], { imports: ['button.js'], bytes: 50 })],
  // Shared by the users area and the chart loaded later: with the users area (the chart loads it after mount).
  ['select.js', chunk(['/ui/src/shared/Select.tsx'], { imports: ['popover.js'], bytes: 5000 })],
  ['popover.js', chunk(['/ui/node_modules/aria/Popover.js'], { bytes: 5000 })],
  // Shared by two modules loaded later only, large: a file of their own.
  ['colors.js', chunk(['/ui/node_modules/colors/index.js'], { bytes: 5000 })],
  ['en.js', chunk(['/ui/src/shared/i18n/bundles/en.ts', '\0locale-pack:en/core'], { imports: ['dates.js'], entries: ['/ui/src/shared/i18n/bundles/en.ts'] })],
  ['enUsers.js', chunk(['\0locale-pack:en/admin'], { entries: ['\0locale-pack:en/admin'] })],
  ['ja.js', chunk(['/ui/src/shared/i18n/bundles/ja.ts'], { imports: ['dates.js'], entries: ['/ui/src/shared/i18n/bundles/ja.ts'] })],
  // The date helpers both languages use, small: into the entry.
  ['dates.js', chunk(['/ui/node_modules/date-fns/buildLocalizeFn.js'], { bytes: 50 })],
]);
const screens = new Set(['src/features/auth/SignIn', 'src/features/users/UsersList', 'src/features/users/UserEdit', 'src/features/dashboard/Dashboard']);
const plan = planChunks({ chunks: split, unitOf: (id) => unitOf(id.startsWith('\0') ? id.slice(1) : path.posix.relative('/ui', id), screens), smallShared: 1000 });

describe('grouping the browser chunks', () => {
  it('puts the entry and everything it imports statically in one chunk', () => {
    expect(plan.get('/ui/src/entry-client.tsx')).toBe('entry-client');
    expect(plan.get('/ui/node_modules/react/index.js')).toBe('entry-client');
  });

  it('gives the screens of one feature folder one chunk, with what only they use', () => {
    expect(plan.get('/ui/src/features/users/UsersList.tsx')).toBe('users');
    expect(plan.get('/ui/src/features/users/UserEdit.tsx')).toBe('users');
    expect(plan.get('/ui/src/features/users/UserForm.tsx')).toBe('users');
    expect(plan.get('/ui/src/features/auth/SignIn.tsx')).toBe('auth');
  });

  it("gives each language one chunk: its bundle, its core strings and every pack", () => {
    expect(plan.get('/ui/src/shared/i18n/bundles/en.ts')).toBe('strings-en');
    expect(plan.get('\0locale-pack:en/core')).toBe('strings-en');
    expect(plan.get('\0locale-pack:en/admin')).toBe('strings-en');
    expect(plan.get('/ui/src/shared/i18n/bundles/ja.ts')).toBe('strings-ja');
  });

  it('keeps a module loaded later that is not a screen in a chunk of its own', () => {
    expect(plan.get('/ui/src/features/dashboard/Chart.client.tsx')).toBe('Chart.client');
    expect(plan.get('/ui/node_modules/chart.js/index.js')).toBe('Chart.client');
    expect(plan.get('/ui/src/features/dashboard/Map.client.tsx')).toBe('Map.client');
  });

  it('puts code a screen area shares only with modules loaded later in that area, and code only those share apart', () => {
    expect(plan.get('/ui/src/shared/Select.tsx')).toBe('users');
    expect(plan.get('/ui/node_modules/aria/Popover.js')).toBe('users');
    expect(plan.get('/ui/node_modules/colors/index.js')).toMatch(/^shared-\d+$/);
  });

  it('puts small shared code in the entry when all it imports is there', () => {
    expect(plan.get('/ui/src/shared/list/List.tsx')).toBe('entry-client');
    expect(plan.get('/ui/node_modules/date-fns/buildLocalizeFn.js')).toBe('entry-client');
  });

  it('keeps large shared code in a file of its own, and folds small shared code into the one group it imports', () => {
    const button = plan.get('/ui/node_modules/aria/Button.js');
    expect(button).toMatch(/^shared-\d+$/);
    expect(plan.get('/ui/src/shared/Small.tsx')).toBe(button);
    expect(plan.get('/ui/node_modules/colors/index.js')).not.toBe(button);
  });

  it('refuses a split without exactly one entry', () => {
    const none = new Map([...split].map(([file, c]) => [file, { ...c, isEntry: false }]));
    expect(() => planChunks({ chunks: none, unitOf: () => ({ name: 'x', firstLoad: true }), smallShared: 0 })).toThrow(/one entry chunk/);
  });
});

describe('the unit a module loaded with import() belongs to', () => {
  it('names areas for screens, languages for strings, and the module for anything else', () => {
    const table = new Set(['src/features/inventory/AssetEdit']);
    expect(unitOf('src/features/inventory/AssetEdit.tsx', table)).toEqual({ name: 'inventory', firstLoad: true });
    expect(unitOf('src/features/inventory/DuplicateModal.tsx', table)).toEqual({ name: 'DuplicateModal', firstLoad: false });
    expect(unitOf('locale-pack:pt/inventory', table)).toEqual({ name: 'strings-pt', firstLoad: true });
    expect(unitOf('src/shared/i18n/bundles/zh.ts', table)).toEqual({ name: 'strings-zh', firstLoad: true });
    expect(unitOf('src/shared/ui/DateCalendar.client.tsx', table)).toEqual({ name: 'DateCalendar.client', firstLoad: false });
  });
});

// The build `npm test` made (dist/): what the pages really load.
describe('the built client', () => {
  const ui = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const manifest = JSON.parse(readFileSync(path.join(ui, 'dist/manifest.json'), 'utf8'));
  const bytes = (url) => statSync(path.join(ui, 'dist/client', url.replace(/^\/assets\//, ''))).size;

  it("loads the entry's code as one file, beside Rolldown's runtime helpers", () => {
    expect(manifest.preload.length).toBeLessThanOrEqual(1);
    for (const url of manifest.preload) expect(url).toMatch(/\/rolldown-runtime-[\w-]+\.js$/);
  });

  it('brings a language in one file, with every pack of it', () => {
    for (const [locale, files] of Object.entries(manifest.locales)) {
      expect(files, locale).toHaveLength(1);
      for (const byScreen of Object.values(manifest.screenLocales)) expect(byScreen[locale].every((f) => files.includes(f))).toBe(true);
    }
  });

  it('names no file of a few hundred bytes on any first load, but the runtime helpers', () => {
    for (const screen of Object.keys(manifest.screens)) {
      for (const url of pageScripts(manifest, screen, 'en')) {
        if (!/rolldown-runtime/.test(url)) expect(bytes(url), `${screen}: ${url}`).toBeGreaterThan(1024);
      }
    }
  });
});
