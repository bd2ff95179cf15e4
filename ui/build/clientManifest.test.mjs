import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestFrom, pageScripts, screenImports } from './clientManifest.mjs';

// A client build as esbuild's metafile describes it: the entry shares react with two screens, the screens share
// a list chunk, each language is its own chunk, and the dashboard loads its chart after mount.
const out = (entryPoint, imports = []) => ({ entryPoint, imports, inputs: {}, bytes: 1 });
const stat = (p) => ({ path: p, kind: 'import-statement' });
const dyn = (p) => ({ path: p, kind: 'dynamic-import' });
const metafile = {
  outputs: {
    'dist/client/entry-client-E.js': { ...out('src/entry-client.tsx', [stat('dist/client/chunk-REACT.js'), dyn('dist/client/chunk-SIGNIN.js'), dyn('dist/client/chunk-DASH.js'), dyn('dist/client/chunk-USERS.js'), dyn('dist/client/chunk-EN.js'), dyn('dist/client/chunk-JA.js')]), cssBundle: 'dist/client/entry-client-C.css' },
    'dist/client/entry-client-C.css': out(undefined),
    'dist/client/chunk-REACT.js': out(undefined),
    'dist/client/chunk-SIGNIN.js': out('src/features/auth/SignIn.tsx', [stat('dist/client/chunk-REACT.js'), stat('dist/client/chunk-FORM.js')]),
    'dist/client/chunk-FORM.js': out(undefined),
    'dist/client/chunk-DASH.js': out('src/features/dashboard/Dashboard.tsx', [stat('dist/client/chunk-LIST.js'), dyn('dist/client/chunk-CHART.js')]),
    'dist/client/chunk-USERS.js': out('src/features/users/UsersList.tsx', [stat('dist/client/chunk-LIST.js'), stat('dist/client/chunk-FORM.js')]),
    'dist/client/chunk-LIST.js': out(undefined, [stat('dist/client/chunk-REACT.js')]),
    'dist/client/chunk-CHART.js': out('src/features/dashboard/StatusDoughnut.client.tsx'),
    'dist/client/chunk-EN.js': out('src/shared/i18n/bundles/en.ts'),
    'dist/client/chunk-JA.js': out('src/shared/i18n/bundles/ja.ts', [stat('dist/client/chunk-REACT.js')]),
  },
};
const options = {
  entryPoint: 'src/entry-client.tsx',
  publicPath: '/assets/',
  screenModules: { signin: 'src/features/auth/SignIn', dashboard: 'src/features/dashboard/Dashboard', users: 'src/features/users/UsersList' },
  localeModule: (source) => source.match(/^src\/shared\/i18n\/bundles\/(\w+)$/)?.[1] ?? null,
};

describe('the client manifest', () => {
  const manifest = manifestFrom(metafile, options);

  it('names the entry, its CSS and the chunks it imports statically', () => {
    expect(manifest.entry).toBe('/assets/entry-client-E.js');
    expect(manifest.css).toEqual(['/assets/entry-client-C.css']);
    expect(manifest.preload).toEqual(['/assets/chunk-REACT.js']);
  });

  it("gives each screen its chunk and what it imports statically, without the entry's chunks or lazy widgets", () => {
    expect(manifest.screens).toEqual({
      signin: ['/assets/chunk-SIGNIN.js', '/assets/chunk-FORM.js'],
      dashboard: ['/assets/chunk-DASH.js', '/assets/chunk-LIST.js'],
      users: ['/assets/chunk-USERS.js', '/assets/chunk-LIST.js', '/assets/chunk-FORM.js'],
    });
  });

  it('gives each language its own chunk', () => {
    expect(manifest.locales).toEqual({ en: ['/assets/chunk-EN.js'], ja: ['/assets/chunk-JA.js'] });
  });

  it('lists what a page preloads once each, entry first (as the server does)', () => {
    expect(pageScripts(manifest, 'dashboard', 'ja')).toEqual(['/assets/entry-client-E.js', '/assets/chunk-REACT.js', '/assets/chunk-DASH.js', '/assets/chunk-LIST.js', '/assets/chunk-JA.js']);
  });

  it("gives each screen, per language, its string packs' chunks, and the page preloads them too", () => {
    const outputs = { ...metafile.outputs };
    for (const locale of ['en', 'es', 'zh', 'ja', 'pt', 'ru']) {
      for (const pack of ['lists', 'users']) outputs[`dist/client/chunk-${locale}-${pack}.js`] = out(`locale-pack:${locale}/${pack}`);
    }
    const packs = { core: [], packs: { lists: ['list'], users: ['users'] }, screens: { signin: [], dashboard: ['lists'], users: ['lists', 'users'] } };
    const withPacks = manifestFrom({ outputs }, { ...options, packs });
    expect(withPacks.screenLocales.signin.ja).toEqual([]);
    expect(withPacks.screenLocales.users.ja).toEqual(['/assets/chunk-ja-lists.js', '/assets/chunk-ja-users.js']);
    expect(pageScripts(withPacks, 'dashboard', 'ja')).toEqual([
      '/assets/entry-client-E.js',
      '/assets/chunk-REACT.js',
      '/assets/chunk-DASH.js',
      '/assets/chunk-LIST.js',
      '/assets/chunk-JA.js',
      '/assets/chunk-ja-lists.js',
    ]);
  });

  it('fails the build when a screen has no chunk of its own', () => {
    expect(() => manifestFrom(metafile, { ...options, screenModules: { ...options.screenModules, gone: 'src/features/gone/Gone' } })).toThrow(/screen "gone"/);
  });

  it('reads every screen of src/app/screens.ts, one module each', () => {
    const source = readFileSync(path.join(import.meta.dirname, '../src/app/screens.ts'), 'utf8');
    const found = screenImports(source);
    expect(found.signin).toBe('src/features/auth/SignIn');
    expect(found.dashboard).toBe('src/features/dashboard/Dashboard');
    expect(found.profile).toBe('src/features/account/AccountPages');
    const table = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../assets/routes.json'), 'utf8'));
    for (const route of table.routes) expect(Object.keys(found)).toContain(route.screen);
  });
});
