// 12. Labels and condition reports (docs/labels.md), signed in as the provider admin, on a copy of the demo data: 100
// new assets, each with one of the demo's photos, a measurement and 1 to 3 pieces. POST /api/inventory/generate/labels
// (A4 sheets and 4 × 6 thermal: a label a piece, each with its QR code as vectors) and POST
// /api/inventory/generate/conditionReports (a page per asset with its photo's thumbnail): the first call of each, then
// time to the last byte of a few runs, beside the same bytes served as a static file by a plain Node server in the same
// run; each PDF's size and pages; the server's peak memory. Measured and printed, never asserted.
// Run alone: `cd ui && PLINTH_BIN=/abs/path/plinth node bench/labels.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import * as lib from './lib.mjs';
import { ADMIN, kb, ms, problems, ratio, round, run, section, summarize, table } from './lib.mjs';
import { call, demoPhotos, photographedAssets } from './packing.mjs';
import { peakRssMib, request, staticServer } from './reports.mjs';

const ASSETS = lib.intEnv('PLINTH_BENCH_LABELS_ASSETS', 100);
const RUNS = lib.intEnv('PLINTH_BENCH_LABELS_RUNS', 3);
const PDF = 'application/pdf';

/** One PDF call: its first answer, `RUNS` more, and the same bytes as a static file as often. */
async function measure(base, token, name, urlPath, body) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const json = JSON.stringify(body);
  const first = await request(base, 'POST', urlPath, headers, json);
  if (first.status !== 200) throw new Error(`POST ${urlPath} answered ${first.status}: ${first.body.toString().slice(0, 200)}`);
  if (first.headers['content-type'] !== PDF) problems.push(`${name}: answered ${first.headers['content-type']}, not a PDF`);
  const file = path.join(run.tmpDir, `${name}.pdf`);
  fs.writeFileSync(file, first.body);
  const fixed = await staticServer(file, PDF);
  const plinthMs = [];
  const staticMs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const r = await request(base, 'POST', urlPath, headers, json);
      if (r.status !== 200) throw new Error(`POST ${urlPath} answered ${r.status}`);
      plinthMs.push(r.ms);
      staticMs.push((await request(fixed.base, 'GET', `/${name}.pdf`)).ms);
    }
  } finally {
    fixed.close();
  }
  const text = first.body.toString('latin1');
  return {
    file_name: first.headers['x-filename'] ?? null,
    bytes: first.body.length,
    pages: (text.match(/\/Type\s*\/Page\b/g) ?? []).length,
    images: (text.match(/\/Subtype\s*\/Image/g) ?? []).length,
    first_ms: round(first.ms),
    plinth: summarize(plinthMs),
    static: summarize(staticMs),
  };
}

/** `dataDir`: a copy of the demo data no server has open. */
export async function benchLabels(results, dataDir) {
  section(`12. Labels and condition reports: ${ASSETS} assets with photos, beside the same bytes as a static file`);
  const server = await lib.startServer(dataDir);
  try {
    const { token } = await lib.signIn(server.base, ADMIN.email, ADMIN.password);
    const photos = await demoPhotos(server.base, token);
    const [division] = await call(server.base, token, 'GET', '/api/company/divisions');
    const t0 = performance.now();
    const ids = await photographedAssets(server.base, token, division.id, photos, ASSETS, 'Labels bench work');
    const setupMs = performance.now() - t0;
    // photographedAssets gives asset i 1 + (i % 3) pieces: a label each.
    const labels = ids.reduce((sum, _, i) => sum + 1 + (i % 3), 0);
    const memoryBefore = peakRssMib(server.child);
    const a4 = await measure(server.base, token, 'labels-a4', '/api/inventory/generate/labels', { ids, layout: 'a4' });
    const thermal = await measure(server.base, token, 'labels-thermal', '/api/inventory/generate/labels', { ids, layout: 'thermal' });
    const reports = await measure(server.base, token, 'condition-reports', '/api/inventory/generate/conditionReports', { ids });
    const memoryAfter = peakRssMib(server.child);
    Object.assign(results, {
      assets: ASSETS,
      labels,
      setup_ms: round(setupMs),
      labels_a4: a4,
      labels_thermal: thermal,
      condition_reports: reports,
      peak_rss_mib: { before: memoryBefore && round(memoryBefore, 0), after: memoryAfter && round(memoryAfter, 0) },
    });
    if (a4.pages !== Math.ceil(labels / 8)) problems.push(`labels: ${a4.pages} A4 pages for ${labels} labels`);
    if (thermal.pages !== labels) problems.push(`labels: ${thermal.pages} thermal pages for ${labels} labels`);
    if (reports.pages < ASSETS) problems.push(`condition reports: ${reports.pages} pages for ${ASSETS} assets`);
    console.log(`  ${ASSETS} assets with photos (${photos.length} demo photos in turn, ${labels} pieces) added in ${ms(setupMs)} ms.`);
    console.log(`  As ${ADMIN.email}: time to the last byte, ms (fresh connections; the first condition reports also make the ${ASSETS} thumbnails)`);
    const rows = [];
    for (const [label, r] of [
      [`labels, A4 sheets (${labels} labels)`, a4],
      [`labels, 4 × 6 thermal (${labels} labels)`, thermal],
      [`condition reports (${ASSETS})`, reports],
    ]) {
      rows.push([`${label}: ${r.file_name}, first call`, kb(r.bytes), `${r.pages} / ${r.images}`, ms(r.first_ms), `${ms(r.static.median_ms)} / ${ms(r.static.p95_ms)}`, ratio(r.first_ms, r.static.median_ms)]);
      rows.push([`  again (${RUNS} runs)`, '', '', `${ms(r.plinth.median_ms)} / ${ms(r.plinth.p95_ms)}`, '', ratio(r.plinth.median_ms, r.static.median_ms)]);
    }
    console.log(table(['call', 'PDF size', 'pages / images', 'median / p95', 'same bytes as a static file', 'x static'], rows));
    const mib = (x) => (x == null ? 'n/a' : `${x.toFixed(0)} MiB`);
    console.log(`  server peak resident memory (VmHWM): ${mib(memoryBefore)} before the PDFs, ${mib(memoryAfter)} after`);
  } finally {
    await server.stop();
  }
}

// Alone: `node bench/labels.mjs`.
await lib.runAloneIfMain(import.meta.url, 'labels', benchLabels);
