// 15. The warehouse floor (docs/warehouse.md), on a copy of the demo data:
//   a. reading a label: time from a frame holding a real Plinth label (a thermal label PDF from the server, drawn by
//      pdftoppm) to the decoded id, in headless Chromium, with the browser's BarcodeDetector (where this Chromium has
//      one: Linux builds do not) and with the WebAssembly ZXing reader the scan screens load; beside drawing the same
//      frame and reading its pixels back (what any decoder must do first), in the same page;
//   b. a stocktake of 2,000 works (`plinth bench-assets`, all checked in at one location): scans the server accepts
//      per second from 8 phones at once, beside GET /api/health at the same concurrency; the time to finish the count
//      (its result worked out and kept) beside reading the finished count back.
// Measured and printed, never asserted. Run alone: `cd ui && PLINTH_BIN=/abs/path/plinth node bench/warehouse.mjs`.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as lib from './lib.mjs';
import { ADMIN, CHROMIUM, int, ms, problems, ratio, round, run, section, summarize, table } from './lib.mjs';
import { BULK_COMPANY } from './inventory.mjs';

const WORKS = lib.intEnv('PLINTH_BENCH_STOCKTAKE_WORKS', 2000);
const PHONES = 8;
const DECODES = lib.intEnv('PLINTH_BENCH_DECODES', 30);

const agent = new http.Agent({ keepAlive: true, maxSockets: PHONES });

function call(base, token, method, urlPath, body) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const data = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': data.length });
    const req = http.request(`${base}${urlPath}`, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode, json: () => JSON.parse(text), text, ms: performance.now() - t0 });
      });
    });
    req.on('error', reject);
    req.end(data ?? undefined);
  });
}

/** `jobs` run by `PHONES` at once; the wall time and each job's time. */
async function concurrently(jobs) {
  const times = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: PHONES }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        times.push(await job());
      }
    }),
  );
  return { wallMs: performance.now() - t0, times };
}

async function stocktake(results, base, token, dataDir) {
  const companies = (await call(base, token, 'GET', '/api/admin/company/summary')).json();
  const company = companies.find((c) => c.name === BULK_COMPANY);
  const ids = [];
  for (let page = 1; ids.length < WORKS; page++) {
    const r = await call(base, token, 'GET', `/api/inventory?companyId=${company.id}&page=${page}&size=20`);
    if (r.status !== 200) throw new Error(`GET /api/inventory answered ${r.status}`);
    const { rows, total } = r.json();
    ids.push(...rows.map((a) => a.id));
    if (page * 20 >= total || rows.length === 0) break;
  }
  const works = ids.slice(0, WORKS);
  if (works.length < WORKS) problems.push(`stocktake: only ${works.length} works to count`);
  const place = (await call(base, token, 'POST', '/api/admin/warehouse/locations', { path: 'BENCH / Hall 1' })).json();
  const t0 = performance.now();
  for (let i = 0; i < works.length; i += 500) {
    const r = await call(base, token, 'POST', '/api/admin/warehouse/check-in', { locationId: place.id, assetIds: works.slice(i, i + 500) });
    if (r.status !== 200) throw new Error(`check-in answered ${r.status}: ${r.text.slice(0, 200)}`);
  }
  const checkInMs = performance.now() - t0;
  const count = (await call(base, token, 'POST', '/api/admin/warehouse/stocktakes', { locationId: place.id })).json();
  // Every work but the last 20 scanned (those are missing), each by one of 8 phones.
  const scanned = works.slice(0, works.length - 20);
  const scans = await concurrently(
    scanned.map((id) => async () => {
      const r = await call(base, token, 'POST', `/api/admin/warehouse/stocktakes/${count.id}/scans`, { assetId: id });
      if (r.status !== 200) throw new Error(`scan answered ${r.status}: ${r.text.slice(0, 200)}`);
      return r.ms;
    }),
  );
  const health = await concurrently(scanned.map(() => async () => (await call(base, token, 'GET', '/api/health')).ms));
  const finish = await call(base, token, 'POST', `/api/admin/warehouse/stocktakes/${count.id}/finish`);
  if (finish.status !== 200) throw new Error(`finish answered ${finish.status}: ${finish.text.slice(0, 200)}`);
  const tally = finish.json().stocktake.tally;
  const readBack = [];
  for (let i = 0; i < 5; i++) readBack.push((await call(base, token, 'GET', `/api/admin/warehouse/stocktakes/${count.id}`)).ms);
  const scansPerS = scanned.length / (scans.wallMs / 1000);
  const healthPerS = scanned.length / (health.wallMs / 1000);
  Object.assign(results, {
    works: works.length,
    check_in_ms: round(checkInMs),
    scans: scanned.length,
    scans_per_s: round(scansPerS, 1),
    scan: summarize(scans.times),
    health_per_s: round(healthPerS, 1),
    finish_ms: round(finish.ms),
    read_back: summarize(readBack),
    tally,
  });
  if (tally.found !== scanned.length || tally.missing !== works.length - scanned.length) problems.push(`stocktake tally ${JSON.stringify(tally)}`);
  console.log(`  ${int(works.length)} works of ${BULK_COMPANY} checked in at ${place.path} in ${ms(checkInMs)} ms (4 calls of 500).`);
  console.log(
    table(
      ['', 'per second (8 at once)', 'median / p95 ms'],
      [
        [`stocktake scans (${int(scanned.length)})`, int(scansPerS), `${ms(results.scan.median_ms)} / ${ms(results.scan.p95_ms)}`],
        ['GET /api/health, same count and concurrency', int(healthPerS), ''],
      ],
    ),
  );
  console.log(`  finish (result of ${int(works.length)} works worked out and kept): ${ms(finish.ms)} ms; the finished count read back: ${ms(results.read_back.median_ms)} ms (${ratio(finish.ms, results.read_back.median_ms)}). Tally ${JSON.stringify(tally)}.`);
  return dataDir;
}

/** The decoder module (src/features/warehouse/scanner/decoder.ts) bundled alone with its .wasm, and a page around it. */
async function decoderPage(dir) {
  await esbuild.build({
    stdin: {
      contents: "import { createDecoder, hasNativeDetector } from '../src/features/warehouse/scanner/decoder'; window.plinthBench = { createDecoder, hasNativeDetector };",
      resolveDir: lib.here,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: dir,
    publicPath: '/',
    loader: { '.wasm': 'file' },
    logLevel: 'warning',
    minify: true,
  });
  const entry = fs.readdirSync(dir).find((f) => f.startsWith('stdin') && f.endsWith('.js'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><body><script type="module" src="/${entry}"></script></body></html>`);
  const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html', '.png': 'image/png' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function decoding(results, base, token, assetId) {
  if (!lib.onPath('pdftoppm')) throw new Error('pdftoppm is not installed (`just _camera-tools`)');
  const dir = fs.mkdtempSync(path.join(run.tmpDir, 'decoder-'));
  const label = await fetch(`${base}/api/inventory/generate/labels`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ids: [assetId], layout: 'thermal' }) });
  fs.writeFileSync(path.join(dir, 'label.pdf'), Buffer.from(await label.arrayBuffer()));
  // A phone camera's 640 × 480 frame holding the label (about as a hand holds a phone over it).
  execFileSync('pdftoppm', ['-png', '-singlefile', '-r', '72', path.join(dir, 'label.pdf'), path.join(dir, 'label')]);
  const page = await decoderPage(dir);
  let chromium;
  try {
    chromium = (await import('playwright-core')).chromium;
  } catch {
    chromium = (await import('@playwright/test')).chromium;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${page.base}/index.html`);
    await tab.waitForFunction(() => window.plinthBench);
    const measured = await tab.evaluate(async (runs) => {
      const image = new Image();
      image.src = '/label.png';
      await image.decode();
      const frame = document.createElement('canvas');
      frame.width = 640;
      frame.height = 480;
      const ctx = frame.getContext('2d', { willReadFrequently: true });
      const paint = () => {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 640, 480);
        const scale = Math.min(600 / image.width, 440 / image.height);
        ctx.drawImage(image, (640 - image.width * scale) / 2, (480 - image.height * scale) / 2, image.width * scale, image.height * scale);
      };
      const out = { native: await window.plinthBench.hasNativeDetector() };
      // The reference: drawing the frame and reading its pixels back.
      const pixels = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        paint();
        ctx.getImageData(0, 0, 640, 480);
        pixels.push(performance.now() - t);
      }
      out.pixels = pixels;
      for (const engine of out.native ? ['native', 'wasm'] : ['wasm']) {
        const t0 = performance.now();
        const decoder = await window.plinthBench.createDecoder(engine);
        paint();
        const first = await decoder.decode(frame);
        const firstMs = performance.now() - t0;
        const times = [];
        let text = first[0] ?? null;
        for (let i = 0; i < runs; i++) {
          const t = performance.now();
          paint();
          const found = await decoder.decode(frame);
          times.push(performance.now() - t);
          text = found[0] ?? text;
        }
        out[engine] = { firstMs, times, text };
      }
      return out;
    }, DECODES);
    const expected = `/app/asset/${assetId}`;
    const rows = [['draw the frame and read its pixels (reference)', '', `${ms(summarize(measured.pixels).median_ms)} / ${ms(summarize(measured.pixels).p95_ms)}`, '']];
    results.pixels = summarize(measured.pixels);
    results.native_available = measured.native;
    for (const engine of ['native', 'wasm']) {
      const r = measured[engine];
      if (!r) continue;
      const s = summarize(r.times);
      results[engine] = { first_ms: round(r.firstMs), ...s, decoded: r.text };
      if (!r.text?.endsWith(expected)) problems.push(`decoding (${engine}): read ${r.text}, not …${expected}`);
      rows.push([engine === 'wasm' ? 'WebAssembly ZXing (zxing-wasm reader)' : 'BarcodeDetector (native)', ms(r.firstMs), `${ms(s.median_ms)} / ${ms(s.p95_ms)}`, ratio(s.median_ms, results.pixels.median_ms)]);
    }
    if (!measured.native) rows.push(['BarcodeDetector (native)', 'not in this Chromium (Linux builds have none)', '', '']);
    console.log(`  A 640 × 480 frame holding a 4 × 6 thermal label (pdftoppm at 72 dpi), ${DECODES} runs, frame to decoded id, ms:`);
    console.log(table(['reader', 'first (loads the reader)', 'median / p95', 'x reference'], rows));
  } finally {
    await browser.close();
    page.close();
  }
}

/** `dataDir`: a copy of the demo data no server has open. */
export async function benchWarehouse(results, dataDir) {
  section(`15. The warehouse floor: reading a label in Chromium; a stocktake of ${int(WORKS)} works`);
  const added = lib.plinth(['--data-dir', dataDir, 'bench-assets', '--company', BULK_COMPANY, '--count', String(WORKS)], 600_000);
  console.log(`  ${added.stdout.trim()}`);
  const server = await lib.startServer(dataDir);
  try {
    const { token } = await lib.signIn(server.base, ADMIN.email, ADMIN.password);
    results.decode = {};
    results.stocktake = {};
    const first = (await call(server.base, token, 'GET', '/api/inventory?page=1&size=20')).json().rows[0];
    try {
      await decoding(results.decode, server.base, token, first.id);
    } catch (e) {
      problems.push(`warehouse decoding: ${e?.stack ?? e}`);
    }
    await stocktake(results.stocktake, server.base, token, dataDir);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

await lib.runAloneIfMain(import.meta.url, 'warehouse', benchWarehouse);
