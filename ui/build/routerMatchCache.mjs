// Server bundle only: react-router prepares its routes for matching on every render. For each route it is given it
// flattens the tree into branches, ranks them, and turns each path into a regular expression (its `compilePath`:
// five regex replaces, a template for a warning and a RegExp compiled). In QuickJS that was the costliest part of
// matching a page. Both answers depend only on what they are given and are never changed by their callers, so each
// engine keeps them:
// - the compiled path per path, case rule and end rule (the expression has no `g` flag, so it keeps no state
//   between matches); the app's routes are a fixed table, so this holds a few hundred entries at most;
// - the ranked branches per array of routes, in a WeakMap: the app gives the router the same route objects for
//   each set of routes (`routeObjects` in src/app/routes.tsx), and never changes them.
import { readFile } from 'node:fs/promises';

const FILE = /react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

const REPLACEMENTS = [
  {
    original: 'function compilePath(path, caseSensitive = false, end = true) {',
    cached: `var compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  var key = (caseSensitive ? "c" : "i") + (end ? "e" : "p") + path;
  var compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathEachTime(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathEachTime(path, caseSensitive, end) {`,
  },
  {
    original: 'function flattenAndRankRoutes(routes) {',
    cached: `var rankedBranches = new WeakMap();
function flattenAndRankRoutes(routes) {
  var branches = rankedBranches.get(routes);
  if (branches === undefined) {
    branches = flattenAndRankRoutesEachTime(routes);
    rankedBranches.set(routes, branches);
  }
  return branches;
}
function flattenAndRankRoutesEachTime(routes) {`,
  },
];

/**
 * `source` with `compilePath` and `flattenAndRankRoutes` behind their caches, or null where it has neither; throws
 * if it has one without the other, or either twice.
 */
export function withMatchCaches(source) {
  const found = REPLACEMENTS.map(({ original }) => {
    const at = source.indexOf(original);
    if (at >= 0 && source.indexOf(original, at + 1) >= 0) throw new Error(`a react-router module has "${original}" twice: look at build/routerMatchCache.mjs again`);
    return at;
  });
  if (found.every((at) => at < 0)) return null;
  if (found.some((at) => at < 0)) throw new Error('a react-router module has only one of compilePath and flattenAndRankRoutes: look at build/routerMatchCache.mjs again');
  return REPLACEMENTS.reduce((patched, { original, cached }) => patched.replace(original, () => cached), source);
}

/** The esbuild plugin that applies `withMatchCaches` to react-router's production modules; the build fails if none had them. */
export function routerMatchCachePlugin() {
  return {
    name: 'plinth-router-match-cache',
    setup(build) {
      let patched = 0;
      build.onStart(() => {
        patched = 0;
      });
      build.onLoad({ filter: FILE }, async (args) => {
        const cached = withMatchCaches(await readFile(args.path, 'utf8'));
        if (cached === null) return undefined;
        patched++;
        return { contents: cached, loader: 'js' };
      });
      build.onEnd((result) => {
        if (patched === 0 && result.errors.length === 0) {
          throw new Error('no react-router module had compilePath and flattenAndRankRoutes: look at build/routerMatchCache.mjs again');
        }
      });
    },
  };
}
