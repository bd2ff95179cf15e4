// 7. At scale: 100,000 assets and 20,000 assignments (`plinth bench-data`, 10,000 of the assets for the demo customer
// Hollis Gallery), signed in as that customer. Each figure beside its reference in the same run:
//   - a page of GET /api/inventory (with and without q), GET /api/assignment and GET /api/stats/: time to the last byte,
//     median and p95, beside the same response bytes served as a static file (goal: within 2x);
//   - the server render (QuickJS) of /app/inventory and /dashboard at that size beside the same pages on the demo data
//     (goal: the same within noise: a page's cost no longer grows with the table);
//   - first contentful paint and hydration of /dashboard and /app/inventory in Chromium, server-rendered beside
//     client-only (`serve --no-ssr` on a copy of the same data).
import fs from 'node:fs';
import path from 'node:path';
import { benchBrowser } from './browser.mjs';
import { BULK_COMPANY, BULK_CUSTOMER, listRows, startStaticServer, timeGets } from './inventory.mjs';
import * as lib from './lib.mjs';
import { ADMIN, BROWSER_SAMPLES, REQUESTS, int, kb, ms, notes, plinth, problems, ratio, run, section, table } from './lib.mjs';
import { quickjsRender } from './render.mjs';
import { wireGet } from './size.mjs';

const ASSETS = lib.intEnv('PLINTH_BENCH_SCALE_ASSETS', 100_000);
const ASSIGNMENTS = lib.intEnv('PLINTH_BENCH_SCALE_ASSIGNMENTS', 20_000);
const CUSTOMER_ASSETS = lib.intEnv('PLINTH_BENCH_SCALE_CUSTOMER_ASSETS', 10_000);
const BROWSER_LOADS = Math.min(BROWSER_SAMPLES, lib.intEnv('PLINTH_BENCH_SCALE_BROWSER_SAMPLES', 6));
/** A word in many demo titles ("Study in Ochre and Blue", "Blue Hour", ...). */
const SEARCH = 'blue';
const PAGES = ['/app/inventory', '/dashboard'];

/** The list calls and the stats as the customer (and the stats as the admin, who counts every company). */
function apiTargets(base, customer, admin) {
  const as = (auth) => ({ authorization: `Bearer ${auth.token}` });
  return [
    { key: 'inventory', path: '/api/inventory?page=1&size=10', label: 'GET /api/inventory?page=1&size=10', headers: as(customer) },
    { key: 'inventory_q', path: `/api/inventory?page=1&size=10&q=${SEARCH}`, label: `GET /api/inventory?page=1&size=10&q=${SEARCH}`, headers: as(customer) },
    { key: 'assignment', path: '/api/assignment?page=1', label: 'GET /api/assignment?page=1', headers: as(customer) },
    { key: 'stats', path: '/api/stats/', label: 'GET /api/stats/', headers: as(customer) },
    { key: 'stats_admin', path: '/api/stats/', label: `GET /api/stats/ as the admin (${int(ASSETS)} assets)`, headers: as(admin) },
  ].map((t) => ({ ...t, base }));
}

/** Each call beside its bytes served as a static file; interleaved, on fresh connections, gzip accepted. */
async function benchApi(results, targets) {
  const rows = [];
  for (const t of targets) {
    const plain = await wireGet(t.base, t.path, 'identity', t.headers);
    if (plain.status !== 200) {
      problems.push(`at scale: ${t.label} answered ${plain.status}: ${plain.body.toString().slice(0, 200)}`);
      continue;
    }
    const file = path.join(run.tmpDir, `scale-${t.key}.json`);
    fs.writeFileSync(file, plain.body);
    const fixed = await startStaticServer(file);
    try {
      const [api, stat] = await timeGets([t, { base: fixed.base, path: `/${t.key}.json`, headers: {} }]);
      const body = JSON.parse(plain.body.toString());
      const shape = t.key.startsWith('stats') ? { rows: null, total: null } : listRows(body);
      if (Array.isArray(body)) {
        notes.push(`at scale: ${t.path} answered a bare array of ${shape.rows} rows: this build has no paged list contract yet`);
      }
      results[t.key] = { path: t.path, raw_bytes: plain.body.length, ...shape, api, static: stat };
      const what = shape.rows == null ? '' : `${int(shape.rows)} rows${shape.total != null ? ` of ${int(shape.total)}` : ''}, `;
      rows.push([t.label, `${what}${kb(plain.body.length)}`, `${ms(api.median_ms)} / ${ms(api.p95_ms)}`, `${ms(stat.median_ms)} / ${ms(stat.p95_ms)}`, ratio(api.median_ms, stat.median_ms)]);
    } finally {
      fixed.close();
    }
  }
  console.log(`\n  API calls as ${BULK_CUSTOMER.email}: time to the last byte (${REQUESTS} requests each on fresh connections, gzip), ms`);
  console.log(table(['call', 'answer (raw)', 'Plinth median / p95', 'static file median / p95', 'x static (goal <= 2x)'], rows));
}

/** The page's payload as the server sends it, written to a file for `plinth render-bench`. */
async function payloadFile(server, cookie, urlPath, name) {
  const page = await lib.getPage(server.base, urlPath, cookie);
  const payload = lib.pagePayload(page.html);
  if (page.status !== 200 || !payload) throw new Error(`${urlPath} answered ${page.status} without a payload`);
  const file = path.join(run.tmpDir, `scale-payload-${name}.json`);
  fs.writeFileSync(file, JSON.stringify(payload));
  return { file, chars: JSON.stringify(payload).length, html_bytes: Buffer.byteLength(page.html) };
}

/** QuickJS renders of each page's real payload, at scale beside the demo data. */
async function benchRenders(results, scaleServer, demoServer, scaleCookie, demoCookie) {
  const iterations = Math.max(10, Math.round(lib.RENDERS / 5));
  const rows = [];
  for (const urlPath of PAGES) {
    const name = urlPath.split('/').pop();
    const big = await payloadFile(scaleServer, scaleCookie, urlPath, `${name}-scale`);
    const small = await payloadFile(demoServer, demoCookie, urlPath, `${name}-demo`);
    const atScale = quickjsRender(big.file, iterations);
    const onDemo = quickjsRender(small.file, iterations);
    results[name] = { scale: { ...atScale, payload_chars: big.chars, html_bytes: big.html_bytes }, demo: { ...onDemo, payload_chars: small.chars, html_bytes: small.html_bytes } };
    rows.push([
      urlPath,
      `${ms(atScale.median_ms)} / ${ms(atScale.p95_ms)} ms (payload ${kb(big.chars)})`,
      `${ms(onDemo.median_ms)} / ${ms(onDemo.p95_ms)} ms (payload ${kb(small.chars)})`,
      ratio(atScale.median_ms, onDemo.median_ms),
    ]);
  }
  console.log(`\n  Server render in QuickJS (\`plinth render-bench\`, ${iterations} renders of the page's real payload), median / p95, as ${BULK_CUSTOMER.email}`);
  console.log(table(['page', `at scale (${int(CUSTOMER_ASSETS)} of their assets)`, 'demo data (same customer)', 'x demo (goal ~1x)'], rows, ['l', 'l', 'l', 'r']));
}

/** FCP and hydration of each page, server-rendered beside client-only, on the same data. */
async function benchPaint(results, manifest, ssrServer, copyDir, cookie) {
  const clientOnly = await lib.startServer(copyDir, ['--no-ssr']);
  try {
    const { cookie: clientCookie } = await lib.signIn(clientOnly.base, BULK_CUSTOMER.email, BULK_CUSTOMER.password);
    for (const urlPath of PAGES) {
      console.log(`\n  ${urlPath} in Chromium at scale (${lib.BROWSER_WARMUP} warm-up + ${BROWSER_LOADS} cold loads each, interleaved)`);
      const targets = [
        { key: 'ssr', label: 'server-rendered', base: ssrServer.base, cookie, path: urlPath },
        { key: 'client_only', label: 'client-only (--no-ssr)', base: clientOnly.base, cookie: clientCookie, path: urlPath },
      ];
      const out = {};
      await benchBrowser(out, targets, manifest, { heading: false, samples: BROWSER_LOADS });
      for (const k of ['ssr', 'client_only']) if (out[k]) delete out[k].resources;
      results[urlPath.split('/').pop()] = out;
    }
  } finally {
    await clientOnly.stop();
  }
}

/** `scaleDir`: a copy of the demo data no server has open; `demoDir`: another, left as the demo made it. */
export async function benchScale(results, manifest, scaleDir, demoDir) {
  section(`7. At scale: ${int(ASSETS)} assets and ${int(ASSIGNMENTS)} assignments (${int(CUSTOMER_ASSETS)} assets for ${BULK_COMPANY}, signed in as ${BULK_CUSTOMER.email})`);
  const args = ['--assets', ASSETS, '--assignments', ASSIGNMENTS, '--customer-assets', CUSTOMER_ASSETS, '--customer', BULK_COMPANY].map(String);
  const loaded = plinth(['--data-dir', scaleDir, 'bench-data', ...args], 300_000);
  for (const l of loaded.stdout.trim().split('\n')) console.log(`  ${l}`);
  results.bench_data = loaded.stdout.trim();
  // The client-only server's copy, taken while no process has the database open.
  const copyDir = `${scaleDir}-client-only`;
  fs.cpSync(scaleDir, copyDir, { recursive: true });

  const scale = await lib.startServer(scaleDir);
  const demo = await lib.startServer(demoDir);
  try {
    const customer = await lib.signIn(scale.base, BULK_CUSTOMER.email, BULK_CUSTOMER.password);
    const admin = await lib.signIn(scale.base, ADMIN.email, ADMIN.password);
    const demoCustomer = await lib.signIn(demo.base, BULK_CUSTOMER.email, BULK_CUSTOMER.password);
    results.api = {};
    await benchApi(results.api, apiTargets(scale.base, customer, admin));
    results.render = {};
    await benchRenders(results.render, scale, demo, customer.cookie, demoCustomer.cookie);
    await demo.stop();
    results.browser = {};
    await benchPaint(results.browser, manifest, scale, copyDir, customer.cookie);
  } finally {
    await lib.stopAllServers();
  }
}
