// Each language's strings in pieces for the browser (src/locales/packs.json says which): `core`, in the language's
// own chunk on every page, and the packs, each a chunk per language that comes with the screens that name it.
// The six locale files stay whole (the server renders with all of them); the pieces are virtual modules:
//   locale-pack:<locale>/<pack>     the namespaces of one pack of one language, as JSON (`core` is one too)
//   locale-pack:<locale>/loaders    { <pack>: () => import('locale-pack:<locale>/<pack>') }, in the language's chunk
// The browser build (build/clientBuild.mjs), the server bundle (build.mjs) and Vitest (vitest.config.ts) load them
// through the plugins below.
import fs from 'node:fs';
import path from 'node:path';
import { outputsByModule, withoutExtension } from './metafile.mjs';

export const LOCALES = ['en', 'es', 'zh', 'ja', 'pt', 'ru'];
const PREFIX = 'locale-pack:';

/** src/locales/packs.json, checked: every namespace of en.json in exactly one of core and the packs. */
export function readPacks(root) {
  const table = JSON.parse(fs.readFileSync(path.join(root, 'src/locales/packs.json'), 'utf8'));
  const en = JSON.parse(fs.readFileSync(path.join(root, 'src/locales/en.json'), 'utf8'));
  const problems = packProblems(table, Object.keys(en));
  if (problems.length) throw new Error(`src/locales/packs.json:\n  ${problems.join('\n  ')}`);
  return table;
}

/** What is wrong with a packs table for these namespaces (empty when nothing). */
export function packProblems(table, namespaces) {
  const problems = [];
  const owner = new Map();
  for (const [pack, names] of [['core', table.core], ...Object.entries(table.packs)]) {
    for (const name of names) {
      if (owner.has(name)) problems.push(`namespace "${name}" is in both "${owner.get(name)}" and "${pack}"`);
      owner.set(name, pack);
      if (!namespaces.includes(name)) problems.push(`pack "${pack}" names "${name}", which no locale file has`);
    }
  }
  for (const name of namespaces) if (!owner.has(name)) problems.push(`namespace "${name}" is in no pack: add it to "core" or to a pack`);
  for (const [screen, packs] of Object.entries(table.screens)) {
    for (const pack of packs) if (!table.packs[pack]) problems.push(`screen "${screen}" names the pack "${pack}", which does not exist`);
  }
  for (const [module, packs] of Object.entries(table.lazy ?? {})) {
    for (const pack of packs) if (!table.packs[pack]) problems.push(`lazy module "${module}" names the pack "${pack}", which does not exist`);
  }
  return problems;
}

/** The strings of one piece of one language: its namespaces, as in src/locales/<locale>.json. */
function pieceJson(root, table, locale, piece) {
  const names = piece === 'core' ? table.core : table.packs[piece];
  if (!LOCALES.includes(locale) || !names) throw new Error(`${PREFIX}${locale}/${piece}: no such language or pack`);
  const all = JSON.parse(fs.readFileSync(path.join(root, `src/locales/${locale}.json`), 'utf8'));
  return JSON.stringify(Object.fromEntries(names.map((n) => [n, all[n]])));
}

/** One language's loader table: { <pack>: () => import('locale-pack:<locale>/<pack>') }. */
function loadersSource(table, locale) {
  if (!LOCALES.includes(locale)) throw new Error(`${PREFIX}${locale}/loaders: no such language`);
  const packs = Object.keys(table.packs).map((pack) => `${JSON.stringify(pack)}: () => import(${JSON.stringify(`${PREFIX}${locale}/${pack}`)})`);
  return `export default { ${packs.join(', ')} };\n`;
}

/**
 * esbuild: the virtual modules. `empty: true` (the server bundle, which registers every string of the whole
 * locale files at start and never loads a language chunk or a pack) makes them all empty, so no string is
 * copied twice into dist/server.js.
 */
export function esbuildLocalePacks(root, { empty = false } = {}) {
  return {
    name: 'plinth-locale-packs',
    setup(build) {
      build.onResolve({ filter: /^locale-pack:/ }, (args) => ({ path: args.path.slice(PREFIX.length), namespace: 'locale-pack' }));
      build.onLoad({ filter: /.*/, namespace: 'locale-pack' }, (args) => {
        if (empty) return { contents: 'export default {};', loader: 'js' };
        const table = readPacks(root);
        const watchFiles = [path.join(root, 'src/locales/packs.json'), ...LOCALES.map((l) => path.join(root, `src/locales/${l}.json`))];
        const [locale, piece] = args.path.split('/');
        if (piece === 'loaders') return { contents: loadersSource(table, locale), loader: 'js', watchFiles };
        return { contents: pieceJson(root, table, locale, piece), loader: 'json', watchFiles };
      });
    },
  };
}

/** Rollup's plugin interface (Rolldown for the browser bundle, Vite for Vitest): the same modules. */
export function rollupLocalePacks(root) {
  return {
    name: 'plinth-locale-packs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const table = readPacks(root);
      const [locale, piece] = id.slice(PREFIX.length + 1).split('/');
      if (piece === 'loaders') return loadersSource(table, locale);
      return `export default ${pieceJson(root, table, locale, piece)};\n`;
    },
  };
}

/** The namespaces a source text names in a string literal that starts a key (`'inventory.title'`, `` `status.${s}` ``). */
export function namespacesIn(source, namespaces) {
  const found = new Set();
  const re = new RegExp(`['"\`](${namespaces.map((n) => n.replace(/[$]/g, '\\$')).join('|')})\\.[A-Za-z_$]`, 'g');
  for (const m of source.matchAll(re)) found.add(m[1]);
  return found;
}

/**
 * From the client build's metafile: for each screen, the namespaces its code uses (the sources in the chunks it
 * loads: the entry's, its own, and what those import later, such as a chart) that neither core nor its packs
 * hold. `read(input)` gives a source's text; only `src/**.ts(x)` sources are read. Empty when every screen has
 * its strings.
 */
export function missingScreenStrings(metafile, { entryPoint, screenModules, table, namespaces, read }) {
  const outputs = metafile.outputs;
  const outputOf = outputsByModule(outputs);
  const entryOut = outputOf.get(withoutExtension(entryPoint));
  // A lazy module (packs.json `lazy`) brings its own packs: like a screen, it is checked on its own and not
  // as part of what the entry loads.
  const lazyModules = table.lazy ?? {};
  const screenOuts = new Set([...Object.values(screenModules), ...Object.keys(lazyModules)].map((m) => outputOf.get(m)));
  const isLanguage = (file) => /^locale-pack:|\/i18n\/bundles\//.test(outputs[file]?.entryPoint ?? '');
  const reach = (start, dynamic) => {
    const seen = [start];
    for (let i = 0; i < seen.length; i++) {
      for (const imp of outputs[seen[i]]?.imports ?? []) {
        if (imp.external || seen.includes(imp.path)) continue;
        const follow = imp.kind === 'import-statement' || (dynamic && imp.kind === 'dynamic-import' && !screenOuts.has(imp.path) && !isLanguage(imp.path));
        if (follow) seen.push(imp.path);
      }
    }
    return seen;
  };
  const cache = new Map();
  /** namespace -> the first source that uses it */
  const used = (files) => {
    const names = new Map();
    for (const file of files) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs[file]?.inputs ?? {})) {
        if (!bytesInOutput || !/^src\/.*\.tsx?$/.test(input)) continue;
        if (!cache.has(input)) cache.set(input, namespacesIn(read(input), namespaces));
        for (const n of cache.get(input)) if (!names.has(n)) names.set(n, input);
      }
    }
    return names;
  };
  // The entry and what it loads later on any page (a modal of the user menu): core must hold their strings.
  const inEntry = used(reach(entryOut, true));
  const missing = [];
  for (const [module, packs] of Object.entries(lazyModules)) {
    const out = outputOf.get(module);
    if (!out) {
      missing.push(`lazy module "${module}" (src/locales/packs.json) is not a chunk of its own: import it with import()`);
      continue;
    }
    const held = new Set([...table.core, ...packs.flatMap((p) => table.packs[p] ?? [])]);
    for (const [name, source] of new Map([...inEntry, ...used(reach(out, true))])) {
      if (!held.has(name)) missing.push(`lazy module "${module}" uses "${name}.*" (${source}), in ${packOf(table, name)}: name that pack under lazy in src/locales/packs.json`);
    }
  }
  for (const [screen, module] of Object.entries(screenModules)) {
    const out = outputOf.get(module);
    if (!out) continue;
    const held = new Set([...table.core, ...(table.screens[screen] ?? []).flatMap((p) => table.packs[p] ?? [])]);
    const needs = new Map([...inEntry, ...used(reach(out, true))]);
    for (const [name, source] of needs) {
      if (!held.has(name)) missing.push(`screen "${screen}" uses "${name}.*" (${source}), in ${packOf(table, name)}: name that pack under screens.${screen} in src/locales/packs.json`);
    }
  }
  return missing;
}

function packOf(table, name) {
  if (table.core.includes(name)) return 'core';
  const pack = Object.entries(table.packs).find(([, names]) => names.includes(name));
  return pack ? `the pack "${pack[0]}"` : 'no pack';
}

/** Per screen and language, the chunks of the screen's packs (the manifest's `screenLocales`). */
export function screenLocaleChunks(table, added, outputOf) {
  const out = {};
  for (const [screen, packs] of Object.entries(table.screens)) {
    out[screen] = {};
    for (const locale of LOCALES) {
      const files = packs.flatMap((pack) => {
        const file = outputOf.get(`${PREFIX}${locale}/${pack}`);
        if (!file) throw new Error(`build: no chunk for ${PREFIX}${locale}/${pack}`);
        return added(file);
      });
      out[screen][locale] = [...new Set(files)];
    }
  }
  return out;
}
