// 6. Inventory with 10,000 assets for one customer: `GET /api/inventory` time and size (as sent, gzip) beside the same
// bytes served as a static file by a plain Node server in the same run, and the server render of /app/inventory
// (QuickJS beside Node renderToString of the same bundle, on the page's real payload).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import * as lib from './lib.mjs';
import { REQUESTS, WARMUP, int, kb, ms, notes, plinth, problems, ratio, round, run, section, summarize, table } from './lib.mjs';
import { nodeRenderNoted, quickjsRender } from './render.mjs';
import { wireGet } from './size.mjs';

export const BULK_COMPANY = 'Hollis Gallery';
export const BULK_CUSTOMER = { email: 'clara@hollis.demo', password: 'plinth-demo-2026' };
const BULK_ASSETS = lib.intEnv('PLINTH_BENCH_ASSETS', 10_000);
/** The list's rows in a page payload: under ["inventory","list",<API query>] (before the list contract: 'false'). */
const LIST_KEY_PREFIX = JSON.stringify(['inventory', 'list']).slice(0, -1);

/** Rows of a list answer or payload entry: the list contract's {rows, total}, or a bare array (before it). */
export function listRows(v) {
  if (Array.isArray(v)) return { rows: v.length, total: v.length };
  if (Array.isArray(v?.rows)) return { rows: v.rows.length, total: v.total ?? null };
  return { rows: null, total: null };
}

/** A plain static file server: reads the file and gzips it per request, as a self-hoster's nginx with gzip on would. */
export function startStaticServer(file) {
  const server = http.createServer((req, res) => {
    const bytes = fs.readFileSync(file);
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, { 'content-type': 'application/json', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    res.end(gzip ? zlib.gzipSync(bytes, { level: 6 }) : bytes);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

/** Sequential GETs on fresh connections, the targets interleaved so drift hits both alike: time to the last byte. */
export async function timeGets(targets) {
  const samples = targets.map(() => []);
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    for (const [k, t] of targets.entries()) {
      const r = await wireGet(t.base, t.path, 'gzip', t.headers);
      if (r.status !== 200) throw new Error(`${t.path} answered ${r.status}`);
      if (i >= WARMUP) samples[k].push(r.ms);
    }
  }
  return samples.map(summarize);
}

/** `dataDir`: a copy of the demo data no server has open. */
export async function benchInventory(results, dataDir) {
  section(`6. Inventory with ${int(BULK_ASSETS)} assets for one customer (${BULK_COMPANY}, signed in as ${BULK_CUSTOMER.email})`);
  const added = plinth(['--data-dir', dataDir, 'bench-assets', '--company', BULK_COMPANY, '--count', String(BULK_ASSETS)], 600_000);
  console.log(`  ${added.stdout.trim()}`);
  const server = await lib.startServer(dataDir);
  const auth = await lib.signIn(server.base, BULK_CUSTOMER.email, BULK_CUSTOMER.password);
  const bearer = { authorization: `Bearer ${auth.token}` };
  const api = { base: server.base, path: '/api/inventory?incHidden=false', headers: bearer };

  const plain = await wireGet(api.base, api.path, 'identity', bearer);
  const sent = await wireGet(api.base, api.path, 'gzip', bearer);
  if (plain.status !== 200) throw new Error(`GET ${api.path} answered ${plain.status}: ${plain.body.toString().slice(0, 200)}`);
  const { rows, total } = listRows(JSON.parse(plain.body.toString()));
  const file = path.join(run.tmpDir, 'inventory.json');
  fs.writeFileSync(file, plain.body);
  const fixed = await startStaticServer(file);
  let api_ms, static_ms;
  try {
    const staticSent = await wireGet(fixed.base, '/inventory.json', 'gzip');
    [api_ms, static_ms] = await timeGets([api, { base: fixed.base, path: '/inventory.json', headers: {} }]);
    results.api = { rows, total, raw_bytes: plain.body.length, sent_bytes: sent.body.length, encoding: sent.encoding, ...api_ms };
    results.static = { sent_bytes: staticSent.body.length, ...static_ms };
  } finally {
    fixed.close();
  }

  const page = await lib.getPage(server.base, '/app/inventory', auth.cookie);
  const payload = lib.pagePayload(page.html);
  const listKey = Object.keys(payload?.data ?? {}).find((k) => k.startsWith(LIST_KEY_PREFIX));
  const pageRows = listRows(payload?.data?.[listKey]).rows;
  if (page.status !== 200 || pageRows == null) notes.push(`/app/inventory answered ${page.status} with ${pageRows ?? 'no'} ${LIST_KEY_PREFIX}…] rows: its render is of the page without the list`);
  const payloadFile = path.join(run.tmpDir, 'inventory-payload.json');
  fs.writeFileSync(payloadFile, JSON.stringify(payload));
  const renders = Math.max(10, Math.round(lib.RENDERS / 10));
  results.render_quickjs = quickjsRender(payloadFile, renders);
  results.render_node = nodeRenderNoted(fs.readFileSync(lib.serverBundlePath, 'utf8'), JSON.stringify(payload), renders);
  results.page = { rows: pageRows, html_bytes: Buffer.byteLength(page.html), payload_chars: JSON.stringify(payload).length };
  await server.stop();

  console.log(table(
    ['what', 'Plinth', 'reference, same run'],
    [
      [`GET /api/inventory, ${int(rows)} rows of ${int(total)}: time to last byte, median / p95`, `${ms(api_ms.median_ms)} / ${ms(api_ms.p95_ms)} ms`, `same bytes as a static file (Node, gzip per request): ${ms(static_ms.median_ms)} / ${ms(static_ms.p95_ms)} ms (${ratio(api_ms.median_ms, static_ms.median_ms)})`],
      ['its size: raw / as sent', `${kb(plain.body.length)} / ${kb(sent.body.length)} (${sent.encoding}, ${round(plain.body.length / rows, 0)} B a row)`, `static: ${kb(results.static.sent_bytes)} as sent`],
      [`render /app/inventory (${int(pageRows)} rows in the payload, first page drawn), median / p95`, `QuickJS ${ms(results.render_quickjs.median_ms)} / ${ms(results.render_quickjs.p95_ms)} ms`, `Node ${ms(results.render_node.median_ms)} / ${ms(results.render_node.p95_ms)} ms (${ratio(results.render_quickjs.median_ms, results.render_node.median_ms)})`],
    ],
    ['l', 'l', 'l'],
  ));
  if (total < BULK_ASSETS) problems.push(`GET /api/inventory counted ${total} rows, fewer than the ${BULK_ASSETS} added`);
}
