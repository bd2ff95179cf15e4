// Builds the bundles the server embeds (the contract is in ui/README.md):
//   dist/server.js      one IIFE for QuickJS, defining globalThis.plinthRender and globalThis.plinthDrainLogs
//                       (made cheaper for an interpreter: build/quickjsSwitches.mjs, build/reactEscapeCache.mjs)
//   dist/client/*       the browser bundle (Rolldown: ESM chunks grouped by what a page loads, hashed names,
//                       build/clientBuild.mjs), served at /assets/<name>, its stylesheet, and the API reference
//                       page's script and CSS (Swagger UI)
//   dist/manifest.json  {entry, css, preload, screens, locales, screenLocales, apiDocs: {js, css}}: what the HTML pages link
//   build/meta/client.json  the client build's metafile (esbuild's shape), for `just bench` (not embedded)
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestFrom, screenImports } from './build/clientManifest.mjs';
import { cjsNamedExportsPlugin } from './build/cjsNamedExports.mjs';
import { buildClient, CLIENT_ENTRY } from './build/clientBuild.mjs';
import { aliasPlugin, common, PUBLIC_PATH } from './build/esbuildOptions.mjs';
import { esbuildLocalePacks, missingScreenStrings, readPacks } from './build/localePacks.mjs';
import { rewriteStringSwitches } from './build/quickjsSwitches.mjs';
import { reactEscapeCachePlugin } from './build/reactEscapeCache.mjs';
import { routerMatchCachePlugin } from './build/routerMatchCache.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// Built into a folder beside dist, then copied over what changed: a file whose bytes are the same keeps its time,
// so the server crate (which embeds dist, and cargo rebuilds when a file in it is newer) is not compiled again
// for a UI that did not change.
const finalDist = path.join(root, 'dist');
const dist = path.join(root, '.dist-next');
const clientDir = path.join(dist, 'client');
const metaDir = path.join(root, 'build/meta');

/**
 * Server build only: every `*.client.tsx` module (charts and other browser-only widgets, loaded with
 * React.lazy after mount) becomes a component that renders nothing. Their libraries (chart.js...) then
 * never reach dist/server.js, and QuickJS neither loads nor parses them.
 */
function clientOnlyStubPlugin() {
  return {
    name: 'plinth-client-only-stub',
    setup(build) {
      build.onLoad({ filter: /\.client\.tsx?$/ }, () => ({
        contents: 'export default function ClientOnly() { return null; }',
        loader: 'js',
      }));
    },
  };
}


async function buildServer() {
  const outfile = path.join(dist, 'server.js');
  const { outputFiles } = await esbuild.build({
    ...common,
    entryPoints: ['src/entry-server.tsx'],
    outfile,
    write: false,
    format: 'iife',
    platform: 'neutral',
    // Class fields stay native: lowered to helper calls they cost QuickJS a call and a WeakMap look-up per use
    // (TanStack Query's classes use them throughout). The browser build keeps the shared target.
    target: 'es2022',
    mainFields: ['module', 'main'],
    conditions: ['module'],
    plugins: [
      aliasPlugin(['react-router', 'react-dom/server']),
      cjsNamedExportsPlugin(root, ['react', 'react/jsx-runtime', 'react-dom']),
      reactEscapeCachePlugin(),
      routerMatchCachePlugin(),
      clientOnlyStubPlugin(),
      esbuildLocalePacks(root, { empty: true }),
    ],
    // CSS belongs to the client; a stray import on the server side must not pull it in.
    loader: { '.css': 'empty' },
    // QuickJS's parser looks back over the current line for each identifier, so one long minified line
    // costs time that grows with its square: short lines load the bundle in a tenth of a second, not seconds.
    lineLimit: 160,
  });
  await writeFile(outfile, rewriteStringSwitches(outputFiles[0].text).code);
}

async function buildBrowser() {
  const screenModules = screenImports(await readFile(path.join(root, 'src/app/screens.ts'), 'utf8'));
  const { metafile, split } = await buildClient({ root, outdir: clientDir, screens: new Set(Object.values(screenModules)) });
  return manifestOf(metafile, split, screenModules);
}

/**
 * GET /api/docs: Swagger UI, a page of its own (the server writes the HTML, with no inline script since the
 * CSP is script-src 'self'). One IIFE, so the page may load it with a classic or a module script tag.
 */
async function buildApiDocs() {
  const result = await esbuild.build({
    ...common,
    entryPoints: [{ in: 'src/apidocs/main.ts', out: 'apidocs' }],
    outdir: clientDir,
    format: 'iife',
    platform: 'browser',
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: PUBLIC_PATH,
    metafile: true,
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file', '.gif': 'file' },
  });
  const outputs = result.metafile.outputs;
  const js = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'src/apidocs/main.ts');
  if (!js) throw new Error('build: no apidocs output');
  const css = outputs[js].cssBundle;
  return { js: PUBLIC_PATH + path.basename(js), css: css ? [PUBLIC_PATH + path.basename(css)] : [] };
}

/**
 * The entry, its CSS and static chunks, and the chunks each screen and each language add (build/clientManifest.mjs).
 * Every screen of routes.json must have its chunk: the server preloads it for that route.
 */
async function manifestOf(metafile, split, screenModules) {
  const packs = readPacks(root);
  const manifest = manifestFrom(metafile, {
    entryPoint: CLIENT_ENTRY,
    publicPath: PUBLIC_PATH,
    screenModules,
    localeModule: (source) => source.match(/^src\/shared\/i18n\/bundles\/(\w+)$/)?.[1] ?? null,
    packs,
  });
  // A screen whose code names strings its packs do not bring would show keys (and fail to hydrate): refuse.
  const namespaces = Object.keys(JSON.parse(await readFile(path.join(root, 'src/locales/en.json'), 'utf8')));
  const read = (input) => readFileSync(path.join(root, input), 'utf8');
  const missing = missingScreenStrings(split, { entryPoint: CLIENT_ENTRY, screenModules, table: packs, namespaces, read });
  if (missing.length) throw new Error(`build: strings missing from screens' packs:\n  ${missing.join('\n  ')}`);
  const table = JSON.parse(await readFile(path.join(root, '../assets/routes.json'), 'utf8'));
  for (const route of table.routes) {
    if (!manifest.screens[route.screen]) throw new Error(`build: routes.json screen "${route.screen}" (${route.path}) is not in src/app/screens.ts`);
  }
  await mkdir(metaDir, { recursive: true });
  await writeFile(path.join(metaDir, 'client.json'), JSON.stringify(metafile));
  return manifest;
}

/** The files below `dir`, as paths relative to it. */
async function filesBelow(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)));
}

/** Makes `to` hold exactly the files of `from`, writing only those whose bytes differ. Returns how many it wrote. */
async function syncInto(from, to) {
  await mkdir(to, { recursive: true });
  const wanted = await filesBelow(from);
  let written = 0;
  for (const file of wanted) {
    const bytes = await readFile(path.join(from, file));
    const target = path.join(to, file);
    const old = await readFile(target).catch(() => null);
    if (old?.equals(bytes)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    written++;
  }
  const keep = new Set(wanted);
  for (const file of await filesBelow(to)) if (!keep.has(file)) await rm(path.join(to, file));
  return written;
}

await rm(dist, { recursive: true, force: true });
await mkdir(clientDir, { recursive: true });
const [, clientManifest, apiDocs] = await Promise.all([buildServer(), buildBrowser(), buildApiDocs()]);
const manifest = { ...clientManifest, apiDocs };
await writeFile(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const written = await syncInto(dist, finalDist);
await rm(dist, { recursive: true, force: true });
console.log(`built dist/server.js, dist/client (${manifest.entry}, ${apiDocs.js}), dist/manifest.json: ${written} file(s) changed`);
