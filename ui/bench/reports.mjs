// 9. Reports (xlsx) at scale, on `plinth bench-data` (100,000 assets, 20,000 assignments), signed in as the provider admin:
//   - POST /api/assignment/generate/report with 1,000 assignment ids, and GET /api/admin/report/inventory (every asset):
//     time to the last byte (median / p95 of a few runs) and size, beside the same bytes served as a static file by a
//     plain Node server in the same run;
//   - what other requests meet while the inventory report is being built (GET /api/health and a page of
//     GET /api/inventory as a customer, one after the other), beside the same requests on the idle server;
//   - the server's peak resident memory (VmHWM) before and after the reports.
// Measured and printed, never asserted. Run alone: `cd ui && PLINTH_BIN=/abs/path/plinth node bench/reports.mjs`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { BULK_COMPANY, BULK_CUSTOMER } from './inventory.mjs';
import * as lib from './lib.mjs';
import { ADMIN, int, kb, ms, plinth, problems, ratio, round, run, section, summarize, table } from './lib.mjs';

const ASSETS = lib.intEnv('PLINTH_BENCH_SCALE_ASSETS', 100_000);
const ASSIGNMENTS = lib.intEnv('PLINTH_BENCH_SCALE_ASSIGNMENTS', 20_000);
const CUSTOMER_ASSETS = lib.intEnv('PLINTH_BENCH_SCALE_CUSTOMER_ASSETS', 10_000);
/** Assignments in the assignment report. */
const REPORTED = lib.intEnv('PLINTH_BENCH_REPORT_ASSIGNMENTS', 1_000);
/** Timed runs of each report (after one untimed run that also fetches the bytes). */
const RUNS = lib.intEnv('PLINTH_BENCH_REPORT_RUNS', 3);
/** A report may take this long before the bench gives up on it. */
const REPORT_LIMIT_MS = 300_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One request on a fresh connection, no compression asked: status, headers, body, time to the last byte. */
export function request(base, method, urlPath, headers = {}, body = null) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(`${base}${urlPath}`, { method, headers: { 'accept-encoding': 'identity', ...headers }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - t0 }));
      res.on('error', reject);
    });
    req.setTimeout(REPORT_LIMIT_MS, () => req.destroy(new Error(`no answer within ${REPORT_LIMIT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** The same bytes as a plain static file: read from disk per request, sent as they are (xlsx and PDF are compressed already). */
export function staticServer(file, contentType = XLSX) {
  const server = http.createServer((req, res) => {
    const bytes = fs.readFileSync(file);
    res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
    res.end(bytes);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

/** The first `count` assignment ids the admin's list gives (newest first), a page of 20 at a time. */
async function assignmentIds(base, token, count) {
  const ids = [];
  for (let page = 1; ids.length < count; page++) {
    const r = await request(base, 'GET', `/api/assignment?page=${page}&size=20`, { authorization: `Bearer ${token}` });
    if (r.status !== 200) throw new Error(`GET /api/assignment?page=${page} answered ${r.status}`);
    const { rows, total } = JSON.parse(r.body.toString());
    ids.push(...rows.map((a) => a.id));
    if (page * 20 >= total) break;
  }
  return ids.slice(0, count);
}

/** A report: one untimed run (its bytes), then `RUNS` timed ones interleaved with the static file. */
async function timeReport(key, label, call) {
  const first = await call();
  if (first.status !== 200) throw new Error(`${label} answered ${first.status}: ${first.body.toString().slice(0, 200)}`);
  const type = first.headers['content-type'];
  if (type !== XLSX) problems.push(`reports: ${label} answered ${type}, not xlsx`);
  if (first.headers['content-encoding']) problems.push(`reports: ${label} was sent with content-encoding ${first.headers['content-encoding']}`);
  const file = path.join(run.tmpDir, `report-${key}.xlsx`);
  fs.writeFileSync(file, first.body);
  const fixed = await staticServer(file);
  const plinthMs = [];
  const staticMs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const r = await call();
      if (r.status !== 200) throw new Error(`${label} answered ${r.status}`);
      plinthMs.push(r.ms);
      const s = await request(fixed.base, 'GET', `/${key}.xlsx`);
      staticMs.push(s.ms);
    }
  } finally {
    fixed.close();
  }
  return { bytes: first.body.length, file_name: first.headers['x-filename'] ?? null, first_ms: round(first.ms), plinth: summarize(plinthMs), static: summarize(staticMs) };
}

/** Requests of each probe, one after the other, until `until` settles (or `count` of them when it is null). */
async function probe(base, probes, until, count) {
  const samples = Object.fromEntries(probes.map((p) => [p.key, []]));
  let done = false;
  until?.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; until ? !done : i < count; i++) {
    for (const p of probes) {
      const r = await request(base, 'GET', p.path, p.headers);
      if (r.status !== 200) throw new Error(`${p.path} answered ${r.status}`);
      samples[p.key].push(r.ms);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, { ...summarize(v), max_ms: round(Math.max(...v)) }]));
}

/** Peak resident memory of the server so far (VmHWM), in MiB; null where /proc is not there. */
export function peakRssMib(child, field = 'VmHWM') {
  try {
    const kib = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** The server's resident memory (VmRSS) `seconds` after a burst of work: what it kept, beside its peak. */
export async function residentAfterMib(child, seconds = 10) {
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return peakRssMib(child, 'VmRSS');
}

/** `dataDir`: a copy of the demo data no server has open. */
export async function benchReports(results, dataDir) {
  section(`9. Reports (xlsx): the assignment report of ${int(REPORTED)} assignments and the inventory report of ${int(ASSETS)} assets, beside the same bytes as a static file`);
  const args = ['--assets', ASSETS, '--assignments', ASSIGNMENTS, '--customer-assets', CUSTOMER_ASSETS, '--customer', BULK_COMPANY].map(String);
  const loaded = plinth(['--data-dir', dataDir, 'bench-data', ...args], 300_000);
  for (const l of loaded.stdout.trim().split('\n')) console.log(`  ${l}`);
  const server = await lib.startServer(dataDir);
  try {
    const admin = await lib.signIn(server.base, ADMIN.email, ADMIN.password);
    const customer = await lib.signIn(server.base, BULK_CUSTOMER.email, BULK_CUSTOMER.password);
    const bearer = { authorization: `Bearer ${admin.token}` };
    const ids = await assignmentIds(server.base, admin.token, REPORTED);
    if (ids.length < REPORTED) problems.push(`reports: only ${ids.length} assignments to report on, not ${REPORTED}`);
    const body = JSON.stringify({ ids });
    const memoryBefore = peakRssMib(server.child);

    const assignment = await timeReport('assignment-report', `POST /api/assignment/generate/report (${ids.length} ids)`, () =>
      request(server.base, 'POST', '/api/assignment/generate/report', { ...bearer, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, body),
    );
    const inventory = await timeReport('inventory', 'GET /api/admin/report/inventory', () => request(server.base, 'GET', '/api/admin/report/inventory', bearer));

    const probes = [
      { key: 'health', path: '/api/health', label: 'GET /api/health', headers: {} },
      { key: 'inventory_page', path: '/api/inventory?page=1&size=10', label: `GET /api/inventory?page=1&size=10 as ${BULK_CUSTOMER.email}`, headers: { authorization: `Bearer ${customer.token}` } },
    ];
    const idle = await probe(server.base, probes, null, 30);
    const building = request(server.base, 'GET', '/api/admin/report/inventory', bearer);
    const during = await probe(server.base, probes, building, null);
    const built = await building;
    if (built.status !== 200) throw new Error(`GET /api/admin/report/inventory answered ${built.status} while probed`);
    const memoryAfter = peakRssMib(server.child);

    Object.assign(results, {
      bench_data: loaded.stdout.trim(),
      assignment_report: { assignments: ids.length, ...assignment },
      inventory_report: { assets: ASSETS, ...inventory },
      while_building: { report_ms: round(built.ms), idle, during },
      peak_rss_mib: { before: memoryBefore && round(memoryBefore, 0), after: memoryAfter && round(memoryAfter, 0) },
    });
    const row = (label, r) => [label, kb(r.bytes), `${ms(r.plinth.median_ms)} / ${ms(r.plinth.p95_ms)}`, `${ms(r.static.median_ms)} / ${ms(r.static.p95_ms)}`, ratio(r.plinth.median_ms, r.static.median_ms)];
    console.log(`\n  As ${ADMIN.email}: time to the last byte (${RUNS} timed runs after one untimed, fresh connections), ms`);
    console.log(table(
      ['call', 'xlsx size', 'Plinth median / p95', 'same bytes as a static file', 'x static'],
      [
        row(`POST /api/assignment/generate/report, ${int(ids.length)} assignments (${assignment.file_name})`, assignment),
        row(`GET /api/admin/report/inventory, ${int(ASSETS)}+ assets (${inventory.file_name})`, inventory),
      ],
    ));
    console.log(`\n  Other requests while the inventory report was being built (${ms(built.ms)} ms), one after the other, ms`);
    console.log(table(
      ['request', 'idle: median / p95 / max', 'during the report: median / p95 / max', 'requests answered during it'],
      probes.map((p) => [p.label, `${ms(idle[p.key].median_ms)} / ${ms(idle[p.key].p95_ms)} / ${ms(idle[p.key].max_ms)}`, `${ms(during[p.key].median_ms)} / ${ms(during[p.key].p95_ms)} / ${ms(during[p.key].max_ms)}`, during[p.key].n]),
    ));
    const mib = (x) => (x == null ? 'n/a' : `${x.toFixed(0)} MiB`);
    console.log(`  server peak resident memory (VmHWM): ${mib(memoryBefore)} before the reports, ${mib(memoryAfter)} after`);
  } finally {
    await server.stop();
  }
}

// Alone: `node bench/reports.mjs`.
await lib.runAloneIfMain(import.meta.url, 'reports', benchReports);
