// The browser build: Rolldown, ESM chunks with hashed names, grouped so a first load is a few files (see
// planChunks), and the stylesheet built from src/entry-client.css with esbuild. esbuild builds the server bundle
// and the API reference page (build.mjs), but it cannot group chunks: it splits by which dynamic imports reach a
// module, which cut the entry's own code into seventeen files, many under 1 KiB.
//
// The result is described as esbuild's metafile describes a build (`outputs[file].entryPoint`, `.imports`,
// `.inputs`, `.cssBundle`), with `entryPoints` added for a chunk that holds several dynamically imported modules:
// the manifest, the string-pack check and the bench read that one shape.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { rolldown } from 'rolldown';
import { aliases, common, PUBLIC_PATH } from './esbuildOptions.mjs';
import { rollupLocalePacks } from './localePacks.mjs';
import { withoutExtension } from './metafile.mjs';

export const CLIENT_ENTRY = 'src/entry-client.tsx';
export const CLIENT_CSS = 'src/entry-client.css';

const ENTRY_CHUNK = 'entry-client';
// Code several units share, fewer minified bytes than this (about 2 KiB gzipped), is not a file of its own.
const SMALL_SHARED_BYTES = 6 * 1024;

/**
 * Which chunk each module goes into (a Map of module id to chunk name), from Rolldown's own split of the same
 * build (`chunks`: file -> { modules, imports, entries, isEntry, bytes }: the modules in it, the chunks it imports
 * statically, the modules loaded with import() that it holds, its minified size). That split is by which dynamic
 * imports reach a module, after unused code is dropped; this groups its pieces by what the browser loads together:
 * - the entry's chunk and everything it imports statically: one file (every page needs all of it to start);
 * - each module loaded with import() belongs to a unit (`unitOf` names it): the screens of one feature folder
 *   share one (a route area), a language's strings and date parts are one, anything else loaded later (a chart, a
 *   modal) is its own;
 * - a piece only one unit loads goes with that unit; pieces several units load are grouped by which screen areas
 *   and languages load them (by which later modules, for pieces only those need), and such a group smaller than
 *   `smallShared` bytes goes into the entry's chunk, or into the one group it imports, instead of being a file of
 *   its own (a request costs more than its bytes).
 */
export function planChunks({ chunks, unitOf, smallShared }) {
  const closure = (file) => {
    const seen = new Set([file]);
    for (const next of seen) for (const imported of chunks.get(next)?.imports ?? []) seen.add(imported);
    return seen;
  };
  const entries = [...chunks].filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`build: expected one entry chunk, found ${entries.length}`);
  const inEntry = closure(entries[0][0]);
  const unitsOf = new Map();
  const onFirstLoad = new Set();
  for (const [file, chunk] of chunks) {
    for (const id of inEntry.has(file) ? [] : chunk.entries) {
      const unit = unitOf(id);
      if (unit.firstLoad) onFirstLoad.add(unit.name);
      for (const piece of closure(file)) {
        if (!inEntry.has(piece)) unitsOf.set(piece, new Set([...(unitsOf.get(piece) ?? []), unit.name]));
      }
    }
  }
  // Pieces are grouped by the screens' and languages' units that need them: what those load first is then as few
  // files as their sharing allows. A module loaded later (a chart, a modal) that needs such a group loads all of
  // it, later. Pieces only such later modules need are grouped by those.
  const groups = new Map();
  for (const [file, units] of unitsOf) {
    const first = [...units].filter((unit) => onFirstLoad.has(unit));
    const key = (first.length > 0 ? first : [...units]).sort().join(' ');
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  // A key names first-load units only or later modules only; the first come before any of the second, which may
  // import them.
  const width = (key) => key.split(' ').length + (onFirstLoad.has(key.split(' ')[0]) ? chunks.size : 0);
  const chunkOf = new Map();
  for (const file of inEntry) for (const id of chunks.get(file).modules) chunkOf.set(id, ENTRY_CHUNK);
  // The widest groups first: what a group imports is loaded by every unit that loads the group, so it is in a
  // group as wide or wider, already placed. A small group joins the entry only if all it imports is there too,
  // or the entry would import the rest on every page.
  const order = [...groups.keys()].sort((a, b) => width(b) - width(a) || (a < b ? -1 : 1));
  const intoEntry = new Set(inEntry);
  const nameOf = new Map();
  let shared = 0;
  for (const key of order) {
    const files = groups.get(key);
    const bytes = files.reduce((sum, file) => sum + chunks.get(file).bytes, 0);
    const own = new Set(files);
    const importsOutside = files.flatMap((file) => chunks.get(file).imports).filter((file) => !own.has(file));
    const notInEntry = [...new Set(importsOutside.filter((file) => !intoEntry.has(file)))];
    let name = key;
    if (key.includes(' ') && bytes < smallShared) {
      // A small group that imports nothing but the entry joins it; one that imports a single other group joins
      // that (every unit that loads it loads that group too). Otherwise it stays a file of its own.
      const into = new Set(notInEntry.map((file) => nameOf.get(file)));
      if (notInEntry.length === 0) name = ENTRY_CHUNK;
      else if (into.size === 1 && !into.has(undefined)) name = nameOf.get(notInEntry[0]);
    }
    if (name === key && key.includes(' ')) name = `shared-${++shared}`;
    if (name === ENTRY_CHUNK) for (const file of files) intoEntry.add(file);
    for (const file of files) {
      nameOf.set(file, name);
      for (const id of chunks.get(file).modules) chunkOf.set(id, name);
    }
  }
  return chunkOf;
}

/**
 * The unit a module loaded with import() belongs to (planChunks), `{ name, firstLoad }`: `firstLoad` for a
 * screen's area and a language, what a page loads before it starts. `id` relative to the UI folder, `screens` the
 * screens' modules without extension (src/app/screens.ts).
 */
export function unitOf(id, screens) {
  const language = id.match(/^locale-pack:(\w+)\//)?.[1] ?? id.match(/^src\/shared\/i18n\/bundles\/(\w+)\.ts$/)?.[1];
  if (language) return { name: `strings-${language}`, firstLoad: true };
  const area = id.match(/^src\/features\/(\w+)\//)?.[1];
  if (area && screens.has(withoutExtension(id))) return { name: area, firstLoad: true };
  return { name: path.posix.basename(withoutExtension(id)), firstLoad: false };
}

/** A module id as the metafile names inputs: relative to the UI folder, a virtual module without its `\0`. */
function inputName(root, id) {
  if (id.startsWith('\0')) return id.slice(1);
  return path.relative(root, id).split(path.sep).join('/');
}

/**
 * Rolldown plugin: CSS must come from src/entry-client.css (a CSS import in the code would reach no page);
 * a `.wasm` import is the file's address, the file copied beside the chunks under a hashed name.
 */
function assetsPlugin(root, publicPath) {
  return {
    name: 'plinth-client-assets',
    load(id) {
      if (id.endsWith('.css')) {
        this.error(`${inputName(root, id)} is imported from code: add it to ${CLIENT_CSS} instead`);
      }
      if (!id.endsWith('.wasm')) return null;
      const source = readFileSync(id);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `${path.basename(id, '.wasm')}-${hash}.wasm`;
      this.emitFile({ type: 'asset', fileName, source });
      return `export default ${JSON.stringify(publicPath + fileName)};`;
    },
  };
}

/**
 * Rolldown plugin: once chunks are made, which modules loaded with import() (or the entry) each chunk holds, and
 * what planChunks reads of it.
 */
function graphPlugin(graph) {
  return {
    name: 'plinth-client-graph',
    generateBundle(_options, bundle) {
      graph.chunks = new Map();
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      // A module loaded with import() is the entry of the chunk import() loads: its facade (a chunk that re-exports
      // it from where its code went) when it has one, else the chunk its code is in.
      const facades = new Set(chunks.map((chunk) => chunk.facadeModuleId).filter(Boolean));
      for (const chunk of chunks) {
        const held = chunk.moduleIds.filter((id) => {
          const info = this.getModuleInfo(id);
          return info && (info.isEntry || info.dynamicImporters.length > 0) && !facades.has(id);
        });
        const entries = [...new Set([...(chunk.facadeModuleId ? [chunk.facadeModuleId] : []), ...held])];
        graph.chunks.set(chunk.fileName, {
          modules: chunk.moduleIds,
          imports: chunk.imports,
          entries,
          isEntry: chunk.isEntry,
          bytes: Buffer.byteLength(chunk.code),
        });
      }
    },
  };
}

/** Rolldown's input options for the browser bundle; `graph` collects what graphPlugin learns. */
function inputOptions(root, publicPath, graph, experimental = {}) {
  return {
    input: { 'entry-client': path.join(root, CLIENT_ENTRY) },
    cwd: root,
    platform: 'browser',
    resolve: { alias: { 'react-router': aliases['react-router'] } },
    transform: { jsx: { runtime: 'automatic' }, define: common.define, target: common.target },
    plugins: [rollupLocalePacks(root), assetsPlugin(root, publicPath), graphPlugin(graph)],
    // Modules of the entry's code are grouped into its chunk, which then exports what the other chunks use.
    preserveEntrySignatures: 'allow-extension',
    experimental,
    onLog(level, log, handle) {
      // TanStack Query marks its modules "use client", which means nothing in a browser bundle.
      if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
      handle(level, log);
    },
  };
}

/**
 * Builds the browser bundle into `outdir`: the chunks, the stylesheet and its fonts, the `.wasm`. Returns
 * `{ metafile, split }`, the metafiles (see the top of this file) of the build written and of Rolldown's own split
 * it was grouped from; `oneFile: true` (the bench's reference) inlines every dynamic import into one file and
 * writes nothing, returning the bytes. `screens`: the screens' modules without extension (src/app/screens.ts).
 */
export async function buildClient({ root, outdir, screens, publicPath = PUBLIC_PATH, oneFile = false }) {
  const outputOptions = {
    dir: outdir,
    format: 'esm',
    minify: true,
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
  };
  if (oneFile) {
    const { output } = await generate(inputOptions(root, publicPath, {}), { ...outputOptions, codeSplitting: false });
    return Buffer.concat(output.filter((o) => o.type === 'chunk').map((o) => Buffer.from(o.code)));
  }
  // First Rolldown's own split, unmerged (what each dynamic import needs), then the same build grouped by it.
  const split = {};
  const { output: splitOutput } = await generate(inputOptions(root, publicPath, split, { chunkOptimization: false }), outputOptions);
  const chunkOf = planChunks({ chunks: split.chunks, unitOf: (id) => unitOf(inputName(root, id), screens), smallShared: SMALL_SHARED_BYTES });
  const grouped = {
    ...outputOptions,
    codeSplitting: {
      includeDependenciesRecursively: false,
      // Rolldown's runtime helpers stay in a small file of their own (never asked for a group), defined before any
      // chunk that uses them runs.
      groups: [{ name: (id) => chunkOf.get(id) ?? null, debugName: 'planChunks' }],
    },
  };
  const final = {};
  const [{ output }, css] = await Promise.all([
    generate(inputOptions(root, publicPath, final), grouped, true),
    buildStylesheet(root, outdir, publicPath),
  ]);
  return {
    metafile: metafileOf(output, { root, outdir, chunks: final.chunks, css }),
    // Which code each dynamic import runs, chunk by chunk, for checks that ask it (the string packs).
    split: metafileOf(splitOutput, { root, outdir, chunks: split.chunks, css }),
  };
}

/** One Rolldown run: `write` puts the files in `output.dir`. */
async function generate(input, output, write = false) {
  const bundle = await rolldown(input);
  try {
    return await (write ? bundle.write(output) : bundle.generate(output));
  } finally {
    await bundle.close();
  }
}

/** The stylesheet every page links: src/entry-client.css and what it imports, fonts and images beside it. */
async function buildStylesheet(root, outdir, publicPath) {
  const result = await esbuild.build({
    ...common,
    entryPoints: [CLIENT_CSS],
    outdir,
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    publicPath,
    metafile: true,
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file' },
  });
  const css = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.css'));
  if (!css) throw new Error(`build: no stylesheet from ${CLIENT_CSS}`);
  return css;
}

/** Rolldown's output as a metafile in esbuild's shape (paths relative to the UI folder). */
function metafileOf(output, { root, outdir, chunks, css }) {
  const file = (name) => path.relative(root, path.join(outdir, name)).split(path.sep).join('/');
  const outputs = {};
  for (const item of output) {
    if (item.type !== 'chunk') {
      outputs[file(item.fileName)] = { imports: [], inputs: {}, bytes: Buffer.byteLength(item.source) };
      continue;
    }
    const entryPoints = (chunks.get(item.fileName)?.entries ?? []).map((id) => inputName(root, id));
    const facade = item.facadeModuleId ? inputName(root, item.facadeModuleId) : entryPoints[0];
    const rendered = Object.values(item.modules).reduce((sum, mod) => sum + mod.renderedLength, 0);
    const scale = rendered ? Buffer.byteLength(item.code) / rendered : 0;
    outputs[file(item.fileName)] = {
      ...(facade ? { entryPoint: facade } : {}),
      entryPoints,
      imports: [
        ...item.imports.map((name) => ({ path: file(name), kind: 'import-statement' })),
        ...item.dynamicImports.map((name) => ({ path: file(name), kind: 'dynamic-import' })),
      ],
      // Rolldown gives each module's length before minifying: shared out in proportion over the minified file.
      inputs: Object.fromEntries(
        Object.entries(item.modules).map(([id, mod]) => [inputName(root, id), { bytesInOutput: Math.round(mod.renderedLength * scale) }]),
      ),
      bytes: Buffer.byteLength(item.code),
      ...(item.isEntry ? { cssBundle: css } : {}),
    };
  }
  return { outputs };
}
