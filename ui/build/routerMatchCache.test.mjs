import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { common } from './esbuildOptions.mjs';
import { bundleScript } from './reactPage.testing.mjs';
import { routerMatchCachePlugin, withMatchCaches } from './routerMatchCache.mjs';

// Paths of every kind compilePath handles (params, optional segments, splats, specials), matched against pathnames,
// with each end and case rule; the same path is matched several times so the later answers come from the cache.
const PATHS = ['/', '', '*', '/*', '/app/inventory', '/app/inventory/:id', '/app/:area/:id?', '/a/b?/c', '/files/*', '/x.y+(z)', '/Users/:id-:n'];
const PATHNAMES = ['/', '/app/inventory', '/APP/Inventory', '/app/inventory/12', '/app/assignment', '/app/assignment/7', '/a/c', '/a/b/c', '/files/one/two', '/x.y+(z)', '/users/3-4', '/other'];

const MATCHER = `
import { matchPath, matchRoutes } from 'react-router';
globalThis.matchAll = (paths, pathnames) => {
  const out = [];
  for (const path of paths) for (const caseSensitive of [false, true]) for (const end of [true, false]) for (const pathname of pathnames) {
    out.push(matchPath({ path, caseSensitive, end }, pathname));
  }
  const routes = paths.map((path) => ({ path, children: [{ path: ':child' }, { index: true }] }));
  for (const pathname of pathnames) out.push(matchRoutes(routes, pathname));
  return JSON.stringify(out);
};
`;

/** The key of the compiled-path cache, as esbuild minifies it: only the patched router has it. */
const PATH_CACHE_KEY = /\([\w$]+\?"c":"i"\)\+\([\w$]+\?"e":"p"\)/;

const bundle = (plugins) => bundleScript(MATCHER, { loader: 'js', aliased: ['react-router'], plugins });

describe("the caches of react-router's matching", () => {
  it('matches as react-router does without them, the first time and from the caches', async () => {
    const plain = vm.createContext({ URL });
    const plainCode = await bundle([]);
    expect(PATH_CACHE_KEY.test(plainCode)).toBe(false);
    vm.runInContext(plainCode, plain);
    const cached = vm.createContext({ URL });
    const code = await bundle([routerMatchCachePlugin()]);
    expect(PATH_CACHE_KEY.test(code)).toBe(true);
    vm.runInContext(code, cached);
    const expected = plain.matchAll(PATHS, PATHNAMES);
    expect(expected).toContain('"params":{"id":"12"}');
    for (let round = 0; round < 3; round++) expect(cached.matchAll(PATHS, PATHNAMES)).toBe(expected);
  });

  it('leaves a module without the two functions alone, and refuses one with only one of them or one twice', () => {
    expect(withMatchCaches('function other() {}')).toBeNull();
    const compile = 'function compilePath(path, caseSensitive = false, end = true) {}';
    const flatten = 'function flattenAndRankRoutes(routes) {}';
    expect(() => withMatchCaches(compile)).toThrow(/only one/);
    expect(() => withMatchCaches(`${compile}\n${flatten}\n${flatten}`)).toThrow(/twice/);
    expect(withMatchCaches(`${compile}\n${flatten}`)).toContain('function flattenAndRankRoutesEachTime(routes) {}');
  });

  it('fails the build where react-router no longer has them', async () => {
    const build = esbuild.build({ ...common, stdin: { contents: 'export const x = 1', loader: 'js' }, write: false, plugins: [routerMatchCachePlugin()] });
    await expect(build).rejects.toThrow(/no react-router module had compilePath/);
  });

  it('is in dist/server.js', () => {
    expect(PATH_CACHE_KEY.test(readFileSync(new URL('../dist/server.js', import.meta.url), 'utf8'))).toBe(true);
  });
});
