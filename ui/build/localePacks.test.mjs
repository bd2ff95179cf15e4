import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, missingScreenStrings, namespacesIn, packProblems, readPacks } from './localePacks.mjs';

const root = path.resolve(import.meta.dirname, '..');
const table = readPacks(root);
const localeFile = (locale) => JSON.parse(readFileSync(path.join(root, `src/locales/${locale}.json`), 'utf8'));

describe('the string packs (src/locales/packs.json)', () => {
  it('put every namespace of the locale files in exactly one of core and the packs, and name only packs that exist', () => {
    expect(packProblems(table, Object.keys(localeFile('en')))).toEqual([]);
  });

  it('say what is wrong with a table that misses, repeats or invents a namespace', () => {
    const bad = { core: ['menu'], packs: { a: ['list', 'menu'], b: ['nope'] }, screens: { users: ['a', 'c'] } };
    expect(packProblems(bad, ['menu', 'list', 'users'])).toEqual([
      'namespace "menu" is in both "core" and "a"',
      'pack "b" names "nope", which no locale file has',
      'namespace "users" is in no pack: add it to "core" or to a pack',
      'screen "users" names the pack "c", which does not exist',
    ]);
  });

  it('together give every string of every language, each exactly as the locale file has it', async () => {
    for (const locale of LOCALES) {
      const loaders = (await import(/* @vite-ignore */ `locale-pack:${locale}/loaders`)).default;
      expect(Object.keys(loaders).sort()).toEqual(Object.keys(table.packs).sort());
      const joined = { ...(await import(/* @vite-ignore */ `locale-pack:${locale}/core`)).default };
      expect(Object.keys(joined).sort()).toEqual([...table.core].sort());
      for (const pack of Object.keys(table.packs)) Object.assign(joined, (await loaders[pack]()).default);
      expect(joined, locale).toEqual(localeFile(locale));
    }
  });
});

describe("the build's check of each screen's strings", () => {
  // A client build: the entry (menus) and two screens; the users screen shares a list chunk and loads a modal later.
  const input = (...names) => Object.fromEntries(names.map((n) => [n, { bytesInOutput: 10 }]));
  const metafile = {
    outputs: {
      'dist/entry.js': { entryPoint: 'src/entry-client.tsx', imports: [{ path: 'dist/users.js', kind: 'dynamic-import' }, { path: 'dist/signin.js', kind: 'dynamic-import' }], inputs: input('src/app/Menu.tsx') },
      'dist/signin.js': { entryPoint: 'src/features/auth/SignIn.tsx', imports: [], inputs: input('src/features/auth/SignIn.tsx') },
      'dist/users.js': { entryPoint: 'src/features/users/UsersList.tsx', imports: [{ path: 'dist/list.js', kind: 'import-statement' }, { path: 'dist/modal.js', kind: 'dynamic-import' }], inputs: input('src/features/users/UsersList.tsx') },
      'dist/list.js': { imports: [], inputs: { 'src/shared/list/DataTable.tsx': { bytesInOutput: 10 }, 'src/shared/unused.ts': { bytesInOutput: 0 } } },
      'dist/modal.js': { entryPoint: 'src/features/users/RolesModal.tsx', imports: [], inputs: input('src/features/users/RolesModal.tsx') },
    },
  };
  const sources = {
    'src/app/Menu.tsx': "t('menu.users')",
    'src/features/auth/SignIn.tsx': "t('auth.title'); t('form.required')",
    'src/features/users/UsersList.tsx': "t(`users.roles.${role}`)",
    'src/shared/list/DataTable.tsx': "t('list.search')",
    'src/shared/unused.ts': "t('invoices.title')",
    'src/features/users/RolesModal.tsx': "t('companies.title')",
  };
  const check = (packs) =>
    missingScreenStrings(metafile, {
      entryPoint: 'src/entry-client.tsx',
      screenModules: { signin: 'src/features/auth/SignIn', users: 'src/features/users/UsersList' },
      table: packs,
      namespaces: ['menu', 'auth', 'form', 'users', 'list', 'invoices', 'companies'],
      read: (file) => sources[file],
    });

  it('passes when core and each screen’s packs hold what its chunks use (a source tree-shaken away does not count)', () => {
    const packs = { core: ['menu', 'form'], packs: { auth: ['auth'], users: ['users', 'companies'], lists: ['list'], invoices: ['invoices'] }, screens: { signin: ['auth'], users: ['users', 'lists'] } };
    expect(check(packs)).toEqual([]);
  });

  it('names the screen, the namespace, the source and the pack to add, also for a chunk loaded later', () => {
    const packs = { core: ['menu', 'form'], packs: { auth: ['auth'], users: ['users'], lists: ['list'], extra: ['companies', 'invoices'] }, screens: { signin: [], users: ['users'] } };
    expect(check(packs)).toEqual([
      'screen "signin" uses "auth.*" (src/features/auth/SignIn.tsx), in the pack "auth": name that pack under screens.signin in src/locales/packs.json',
      'screen "users" uses "list.*" (src/shared/list/DataTable.tsx), in the pack "lists": name that pack under screens.users in src/locales/packs.json',
      'screen "users" uses "companies.*" (src/features/users/RolesModal.tsx), in the pack "extra": name that pack under screens.users in src/locales/packs.json',
    ]);
  });

  it('checks a module the entry loads later with its own packs (lazy) on its own, not as part of every screen', () => {
    const withModal = {
      outputs: {
        ...metafile.outputs,
        'dist/entry.js': { ...metafile.outputs['dist/entry.js'], imports: [...metafile.outputs['dist/entry.js'].imports, { path: 'dist/password.js', kind: 'dynamic-import' }] },
        'dist/password.js': { entryPoint: 'src/features/account/PasswordModal.tsx', imports: [], inputs: input('src/features/account/PasswordModal.tsx') },
      },
    };
    const read = (file) => ({ ...sources, 'src/features/account/PasswordModal.tsx': "t('account.title')" })[file];
    const packs = (lazy) => ({ core: ['menu', 'form'], packs: { auth: ['auth'], users: ['users', 'companies'], lists: ['list'], invoices: ['invoices'], account: ['account'] }, screens: { signin: ['auth'], users: ['users', 'lists'] }, lazy });
    const checkWith = (table) =>
      missingScreenStrings(withModal, {
        entryPoint: 'src/entry-client.tsx',
        screenModules: { signin: 'src/features/auth/SignIn', users: 'src/features/users/UsersList' },
        table,
        namespaces: ['menu', 'auth', 'form', 'users', 'list', 'invoices', 'companies', 'account'],
        read,
      });
    expect(checkWith(packs({ 'src/features/account/PasswordModal': ['account'] }))).toEqual([]);
    expect(checkWith(packs({ 'src/features/account/PasswordModal': [] }))).toEqual([
      'lazy module "src/features/account/PasswordModal" uses "account.*" (src/features/account/PasswordModal.tsx), in the pack "account": name that pack under lazy in src/locales/packs.json',
    ]);
    // Not declared lazy: what the entry loads later is every screen's, so core would have to hold it.
    expect(checkWith(packs(undefined))).toHaveLength(2);
  });

  it('reads a key from a quoted or template string that starts with a namespace', () => {
    expect([...namespacesIn("t('menu.a'); t(`users.${x}`); t(\"form.b\"); menuItem; 'list'; 'auth.'", ['menu', 'users', 'form', 'list', 'auth'])]).toEqual(['menu', 'users', 'form']);
  });
});
