// Server bundle only: React's server renderer escapes every attribute value and text it writes with a regular
// expression search, which QuickJS's regex engine makes the costliest step of writing an element (a twentieth
// of a page's render). Most of these strings recur on every page (class names, links, labels), so the escaped
// form of short strings is kept per engine: a Map look-up costs a fifth of the search (docs/architecture.md,
// "What keeps renders cheap"). React's own function still escapes everything else, and every string the first time.
import { readFile } from 'node:fs/promises';

const FILE = /react-dom[\\/]cjs[\\/]react-dom-server-legacy\.browser\.production\.js$/;
const ORIGINAL = 'function escapeTextForBrowser(text) {';

/** Strings longer than this are escaped each time: they are rarely the same twice, and would fill the cache. */
export const LONGEST_KEPT = 200;
/** The cache is emptied when it holds this many strings. */
export const MOST_KEPT = 4096;

const CACHED = `var escapedTexts = new Map();
function escapeTextForBrowser(text) {
  if (typeof text !== "string" || text.length > ${LONGEST_KEPT}) return escapeTextForBrowserEachTime(text);
  var escaped = escapedTexts.get(text);
  if (escaped === undefined) {
    if (escapedTexts.size >= ${MOST_KEPT}) escapedTexts.clear();
    escaped = escapeTextForBrowserEachTime(text);
    escapedTexts.set(text, escaped);
  }
  return escaped;
}
function escapeTextForBrowserEachTime(text) {`;

/** `source` of React's renderer with its escape function behind the cache; throws if React's code changed shape. */
export function withEscapeCache(source) {
  const at = source.indexOf(ORIGINAL);
  if (at < 0 || source.indexOf(ORIGINAL, at + 1) >= 0) {
    throw new Error(`React's server renderer no longer has exactly one "${ORIGINAL}": look at build/reactEscapeCache.mjs again`);
  }
  return source.slice(0, at) + CACHED + source.slice(at + ORIGINAL.length);
}

/** The esbuild plugin that applies `withEscapeCache` to React's string renderer (the one the server bundle uses). */
export function reactEscapeCachePlugin() {
  return {
    name: 'plinth-react-escape-cache',
    setup(build) {
      build.onLoad({ filter: FILE }, async (args) => {
        return { contents: withEscapeCache(await readFile(args.path, 'utf8')), loader: 'js' };
      });
    },
  };
}
