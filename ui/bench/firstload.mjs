// 4b. A lean first load: the JS and CSS that /pages/signin and /dashboard name in their HTML (entry, the screen's
// chunks, the language's, the screen's string packs in it), gzip -9, beside the same client built as one file without route splitting (Rolldown,
// in this run: what every page loaded before); then what each library contributes, from the build's metafile.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageScripts } from '../build/clientManifest.mjs';
import { buildClient } from '../build/clientBuild.mjs';
import { clientDir, kb, manifestPath, notes, problems, ratio, runAloneIfMain, section, signIn, startServer, table, uiDir } from './lib.mjs';
import { wireGet } from './size.mjs';

const GOAL_KIB = 120;
const metafilePath = path.join(uiDir, 'build/meta/client.json');
const gzip9 = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;

/** The same client in one file: dynamic imports inlined, every screen and language in it. */
async function oneFileReference() {
  const bytes = await buildClient({ root: uiDir, outdir: '/tmp/plinth-bench-one-file', screens: new Set(), oneFile: true });
  return { raw: bytes.length, gzip9: gzip9(bytes) };
}

/** The stylesheets and module scripts a page's HTML names (the server's shell), in order. */
function linkedFiles(html) {
  const css = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const js = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  return { css: [...new Set(css)], js: [...new Set(js)] };
}

/** The files of a page as the manifest lists them (no server: what the shell would name). */
function manifestFiles(manifest, screen, locale) {
  return { css: manifest.css ?? [], js: pageScripts(manifest, screen, locale) };
}

function sizeOf(urls) {
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const bytes = fs.readFileSync(path.join(clientDir, url.replace(/^\/assets\//, '')));
    raw += bytes.length;
    gz += gzip9(bytes);
  }
  return { raw, gzip9: gz, files: urls.length };
}

const GROUPS = [
  ['react-dom (+ scheduler)', /node_modules\/(react-dom|scheduler)\//],
  ['react', /node_modules\/react\//],
  ['react-aria-components (+ react-aria, react-stately, @internationalized)', /node_modules\/(react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@internationalized|@react-types)\//],
  ['react-router', /node_modules\/react-router\//],
  ['i18next (+ react-i18next)', /node_modules\/(i18next|react-i18next)\//],
  ['@tanstack/react-query', /node_modules\/@tanstack\//],
  ['date-fns (+ locales)', /node_modules\/(date-fns|@date-fns)\//],
  ['chart.js (+ react-chartjs-2)', /node_modules\/(chart\.js|react-chartjs-2|@kurkle)\//],
  ['locale strings (src/locales/*.json, their packs)', /^(src\/locales\/|locale-pack:)/],
  ['our code (src/, routes.json)', /^(src\/|\.\.\/assets\/)/],
  ['other packages', /./],
];

/** Bytes (minified, before gzip) each library puts into the given output files. */
function breakdown(metafile, outputs) {
  const totals = new Map(GROUPS.map(([name]) => [name, 0]));
  for (const file of outputs) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) {
      const [name] = GROUPS.find(([, re]) => re.test(input));
      totals.set(name, totals.get(name) + bytesInOutput);
    }
  }
  return totals;
}

export async function benchFirstLoad(results, manifest, base, cookie) {
  section('4b. First load: what /pages/signin and /dashboard name in their HTML (gzip -9), beside the one-file client');
  let reference = null;
  try {
    reference = await oneFileReference();
  } catch (e) {
    problems.push(`one-file reference build: ${e.message}`);
  }
  const pages = [
    { key: 'signin', label: '/pages/signin', screen: 'signin', cookie: null },
    { key: 'dashboard', label: '/dashboard', screen: 'dashboard', cookie },
  ];
  const rows = [];
  results.first_load = { reference_one_file: reference, goal_dashboard_js_gzip_kib: GOAL_KIB };
  for (const page of pages) {
    let files;
    if (base) {
      try {
        const res = await wireGet(base, page.label, 'identity', page.cookie ? { cookie: `plinth_session=${page.cookie}` } : {});
        if (res.status !== 200) throw new Error(`answered ${res.status}`);
        files = linkedFiles(res.body.toString('utf8'));
      } catch (e) {
        problems.push(`first load of ${page.label}: ${e.message}`);
      }
    }
    if (!files) {
      files = manifestFiles(manifest, page.screen, 'en');
      notes.push(`first load of ${page.label}: files from ui/dist/manifest.json (no server answer)`);
    }
    const js = sizeOf(files.js);
    const css = sizeOf(files.css);
    results.first_load[page.key] = { js, css, js_files: files.js };
    rows.push([`${page.label} JS (${js.files} files)`, kb(js.raw), kb(js.gzip9), reference ? kb(reference.gzip9) : 'n/a', ratio(js.gzip9, reference?.gzip9)]);
    rows.push([`${page.label} JS + CSS`, kb(js.raw + css.raw), kb(js.gzip9 + css.gzip9), reference ? kb(reference.gzip9 + css.gzip9) : 'n/a', ratio(js.gzip9 + css.gzip9, reference && reference.gzip9 + css.gzip9)]);
  }
  const entry = sizeOf([manifest.entry]);
  results.first_load.entry = entry;
  rows.push(['entry chunk alone', kb(entry.raw), kb(entry.gzip9), reference ? kb(reference.gzip9) : 'n/a', ratio(entry.gzip9, reference?.gzip9)]);
  console.log(table(['what', 'raw', 'gzip -9', 'one-file client, gzip -9 (every screen, language, the chart)', 'share'], rows));
  const dash = results.first_load.dashboard?.js.gzip9;
  if (dash != null) {
    console.log(`  Goal: the dashboard's first load at most ${GOAL_KIB} KiB of gzipped JS: ${kb(dash)} (${dash / 1024 <= GOAL_KIB ? 'met' : 'not met'}); sign-in ${kb(results.first_load.signin?.js.gzip9)}. The doughnut's chunk (chart.js) comes after mount and is not in it.`);
  }

  let metafile;
  try {
    metafile = JSON.parse(fs.readFileSync(metafilePath, 'utf8'));
  } catch (e) {
    problems.push(`metafile ${metafilePath}: ${e.code ?? e.message} (run node build.mjs)`);
    return;
  }
  // The build writes beside dist and copies over it (build.mjs), so the metafile names its outputs by that folder:
  // a file is found by its hashed name.
  const outputNamed = new Map(Object.keys(metafile.outputs).map((file) => [path.basename(file), file]));
  const asOutput = (url) => outputNamed.get(path.basename(url)) ?? url;
  const columns = [
    ['sign-in first load', (results.first_load.signin?.js_files ?? []).map(asOutput)],
    ['dashboard first load', (results.first_load.dashboard?.js_files ?? []).map(asOutput)],
    ['all client chunks', Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'))],
  ];
  const sums = columns.map(([, files]) => breakdown(metafile, files));
  console.log('\n  What each library puts into the client (minified bytes before gzip, from the build\'s metafile)');
  console.log(table(['library', ...columns.map(([name]) => name)], GROUPS.map(([name]) => [name, ...sums.map((s) => kb(s.get(name)))])));
  results.first_load.breakdown = Object.fromEntries(columns.map(([name], i) => [name, Object.fromEntries(sums[i])]));
}

// Alone, on the demo data: `cd ui && PLINTH_BIN=$(pwd)/../target/release/plinth node bench/firstload.mjs`.
await runAloneIfMain(import.meta.url, 'firstload', async (results, dataDir) => {
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const server = await startServer(dataDir);
  const { cookie } = await signIn(server.base);
  await benchFirstLoad(results, manifest, server.base, cookie);
});
