// Plinth benchmark, run by `just bench` as `cd ui && PLINTH_BIN=/abs/path/plinth node bench/run.mjs`.
//
// It MEASURES and PRINTS, each figure beside a reference taken in the same run; it never asserts a time.
// Exit 0 when every measurement ran; 1 when some could not (what was measured is still printed and saved);
// 2 when nothing could run (missing binary or bundle).
//
// First a server on a fresh data dir with the demo data (`plinth seed-demo`), signed in as the bench's provider
// admin (every company), so /dashboard is the real dashboard with figures. Then:
//   1. server render: QuickJS (`plinth render-bench`) vs Node renderToString (node:vm), same bundle; the
//      dashboard's real payload (from that server) beside the sign-in page and the bare layout
//   2. HTTP: time to first byte of the signed-in /dashboard vs /api/health and a static asset; requests/s (wrk)
//   3. browser: first contentful paint, DOMContentLoaded and hydration of /dashboard in headless Chromium,
//      server-rendered vs client-only (a second server with `serve --no-ssr` on a copy of the data); requests, bytes
//   4. size: raw and gzip -9 of what the manifest links and of everything the dashboard loads, and what the server sends;
//      4b. the first load of /pages/signin and /dashboard (entry, screen and language chunks) beside the one-file client,
//      and what each library contributes (the build's metafile)
//   5. list with 10,000 rows: the users list screen rendered in QuickJS with 10,000 generated accounts beside 10, the
//      list's client-side steps in Node over 10,000 rows beside 10, and the rows' payload size (needs no server)
//   6. inventory with 10,000 assets for one customer: GET /api/inventory time and gzip size beside the same bytes as a
//      static file, and the render of /app/inventory (a third copy of the demo data, with `plinth bench-assets`)
//   7. at scale, 100,000 assets and 20,000 assignments (`plinth bench-data` on a fourth copy): list calls and stats beside
//      static files, the renders of /app/inventory and /dashboard beside the demo data, FCP and hydration SSR vs client-only
//   8. load: 200 clients for 60 s (sign-in, dashboard and list pages, detail calls, uploads, /api/health beside them):
//      errors, p50/p99 per kind, the share of pages shed to the client-only shell, where the CPU went, the server's
//      memory idle, with its render engines started, at peak, 10 s after
//   9. reports (xlsx) at scale (`plinth bench-data` on a fifth copy): the assignment report of 1,000 assignments and the
//      inventory report of 100,000 assets, time and size beside the same bytes as a static file; what other requests
//      meet while the inventory report is built; the server's peak memory
//  10. invoices: the invoice PDF render (warm), 50 invoices generated back to back, a stored PDF served beside a static file
//  11. the packing list PDF of a shipment of 200 assets with thumbnails (on a sixth copy), time and size beside the same
//      bytes as a static file
//  12. labels (A4 sheets and 4 × 6 thermal) and condition reports of 100 assets with photos (on a seventh copy), time and
//      size beside the same bytes as a static file
//  13. stored files: a 10 MB document uploaded and downloaded through a server on S3-compatible object storage (s3s-fs)
//      beside one on the local data directory (two more copies)
//  14. several instances on PostgreSQL behind nginx: a page and a list call through the proxy with one instance and with
//      two (requests/s, p99), and background jobs done per second by one worker and by two
//  15. the warehouse floor (on an eighth copy): frame holding a label to decoded id in Chromium (BarcodeDetector where
//      there is one, WebAssembly ZXing) beside drawing the frame; a stocktake of 2,000 works: scans/s from 8 phones beside
//      /api/health, and the time to finish it
//  16. a recorded condition report with 12 photos of 12 MP (on a ninth copy): time to store them beside the same bytes
//      as plain documents, signing, opening, the record's PDF (time, size, pictures) beside the same bytes as a static file
//  17. live events (on a tenth copy): 1,000 event streams open on one server, memory per stream beside an idle kept-alive
//      connection, and a status change's time to its event on every stream (p50, p99, the last) beside the save's answer
//  18. webhooks (on an eleventh copy): signed deliveries per second to a local receiver through the jobs table, beside the same
//      receiver's rate for plain POSTs from a Node loop
//
// Modules: lib.mjs (helpers, servers, sign-in), render.mjs, http.mjs, browser.mjs, size.mjs, firstload.mjs, list.mjs, inventory.mjs, scale.mjs, load.mjs,
// reports.mjs, invoices.mjs, packing.mjs, labels.mjs, files.mjs, instances.mjs, warehouse.mjs, conditionReports.mjs, events.mjs and webhooks.mjs (each also runs alone: `node bench/reports.mjs`, `node bench/invoices.mjs`, `node bench/packing.mjs`, `node bench/labels.mjs`, `node bench/warehouse.mjs`, `node bench/conditionReports.mjs`).
// Knobs (environment): PLINTH_BENCH_RENDERS (default 200), PLINTH_BENCH_REQUESTS (50), PLINTH_BENCH_WRK_SECONDS (5),
// PLINTH_BENCH_BROWSER_SAMPLES (10), PLINTH_BENCH_LIST_RENDERS (40), PLINTH_BENCH_ASSETS (10000), PLINTH_CHROMIUM (/usr/bin/chromium),
// PLINTH_BENCH_SCALE_ASSETS (100000), PLINTH_BENCH_SCALE_ASSIGNMENTS (20000), PLINTH_BENCH_SCALE_CUSTOMER_ASSETS (10000),
// PLINTH_BENCH_SCALE_BROWSER_SAMPLES (6), PLINTH_BENCH_LOAD_CLIENTS (200), PLINTH_BENCH_LOAD_SECONDS (60),
// PLINTH_BENCH_REPORT_ASSIGNMENTS (1000), PLINTH_BENCH_REPORT_RUNS (3), PLINTH_BENCH_PACKING_ASSETS (200), PLINTH_BENCH_PACKING_RUNS (5),
// PLINTH_BENCH_LABELS_ASSETS (100), PLINTH_BENCH_LABELS_RUNS (3), PLINTH_BENCH_STOCKTAKE_WORKS (2000), PLINTH_BENCH_DECODES (30),
// PLINTH_BENCH_EVENT_STREAMS (1000),
// PLINTH_BENCH_WEBHOOK_ENDPOINTS (20), PLINTH_BENCH_WEBHOOK_CHANGES (25).
// Numbers also go to ui/bench/last-run.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchBrowser } from './browser.mjs';
import { benchConditionReports } from './conditionReports.mjs';
import { benchEvents } from './events.mjs';
import { benchHttp } from './http.mjs';
import { benchInstances } from './instances.mjs';
import { benchInventory } from './inventory.mjs';
import { benchInvoices } from './invoices.mjs';
import * as lib from './lib.mjs';
import { benchLabels } from './labels.mjs';
import { benchList } from './list.mjs';
import { benchLoad } from './load.mjs';
import { ADMIN, BIN, Fatal, notes, problems, round, run } from './lib.mjs';
import { benchPacking } from './packing.mjs';
import { benchRender, STATIC_PAYLOADS } from './render.mjs';
import { benchReports } from './reports.mjs';
import { benchScale } from './scale.mjs';
import { benchDashboardSize, benchManifestSize } from './size.mjs';
import { benchFiles } from './files.mjs';
import { benchFirstLoad } from './firstload.mjs';
import { benchWarehouse } from './warehouse.mjs';
import { benchWebhooks } from './webhooks.mjs';

const STATS_KEY = JSON.stringify(['stats']);

/** The seeded server, the admin's session, and the dashboard as that server renders it. */
async function startSeeded(results) {
  const dataDir = path.join(run.tmpDir, 'data');
  const seed = lib.seedDataDir(dataDir);
  results.meta.seed_demo = seed;
  // The client-only server's copy, taken while no process has the database open.
  const copyDir = path.join(run.tmpDir, 'data-client-only');
  fs.cpSync(dataDir, copyDir, { recursive: true });
  const inventoryDir = path.join(run.tmpDir, 'data-inventory');
  fs.cpSync(dataDir, inventoryDir, { recursive: true });
  const scaleDir = path.join(run.tmpDir, 'data-scale');
  fs.cpSync(dataDir, scaleDir, { recursive: true });
  const reportsDir = path.join(run.tmpDir, 'data-reports');
  fs.cpSync(dataDir, reportsDir, { recursive: true });
  const invoicesDir = path.join(run.tmpDir, 'data-invoices');
  fs.cpSync(dataDir, invoicesDir, { recursive: true });
  const packingDir = path.join(run.tmpDir, 'data-packing');
  fs.cpSync(dataDir, packingDir, { recursive: true });
  const labelsDir = path.join(run.tmpDir, 'data-labels');
  fs.cpSync(dataDir, labelsDir, { recursive: true });
  const filesDir = path.join(run.tmpDir, 'data-files');
  fs.cpSync(dataDir, filesDir, { recursive: true });
  const filesS3Dir = path.join(run.tmpDir, 'data-files-s3');
  fs.cpSync(dataDir, filesS3Dir, { recursive: true });
  const warehouseDir = path.join(run.tmpDir, 'data-warehouse');
  fs.cpSync(dataDir, warehouseDir, { recursive: true });
  const conditionDir = path.join(run.tmpDir, 'data-condition');
  fs.cpSync(dataDir, conditionDir, { recursive: true });
  const eventsDir = path.join(run.tmpDir, 'data-events');
  fs.cpSync(dataDir, eventsDir, { recursive: true });
  const webhooksDir = path.join(run.tmpDir, 'data-webhooks');
  fs.cpSync(dataDir, webhooksDir, { recursive: true });
  const server = await lib.startServer(dataDir);
  results.http.server_start_ms = round(server.startMs, 0);
  const auth = await lib.signIn(server.base);
  const dashboard = await lib.getPage(server.base, '/dashboard', auth.cookie);
  let payload = lib.pagePayload(dashboard.html);
  if (dashboard.status !== 200 || !payload?.data?.[STATS_KEY]) {
    // The page did not carry the figures: build the payload from the API instead.
    notes.push(`GET /dashboard answered ${dashboard.status} without the ["stats"] payload; the render payload comes from /api/stats/ and /api/profile`);
    const get = async (p) => (await fetch(`${server.base}${p}`, { headers: { authorization: `Bearer ${auth.token}` }, signal: AbortSignal.timeout(10_000) })).json();
    const [stats, user] = [await get('/api/stats/'), await get('/api/profile')];
    payload = { url: '/dashboard', locale: 'en', brand: 'Plinth', now: new Date().toISOString(), status: 200, ssr: true, user, data: { [STATS_KEY]: stats } };
  }
  const s = payload.data[STATS_KEY];
  console.log(`\nServer: ${path.basename(BIN)} serve on ${server.base} (up in ${Math.round(server.startMs)} ms), data dir with \`plinth seed-demo\`:`);
  for (const l of seed.filter((l) => /^(Demo data loaded|Took)/.test(l))) console.log(`  ${l}`);
  console.log(
    `  Signed in as ${ADMIN.email} (${payload.user?.roles?.join(', ') ?? '?'}, every company): /dashboard shows ${s.assetCount} assets, ${s.assignmentCount} assignments, ` +
      `${s.assetsInTransit} in transit, ${s.assetsInStorage} in storage, ${s.recentAssignments?.length ?? 0} recent assignments (payload ${JSON.stringify(payload).length} chars).`,
  );
  results.meta.dashboard_stats = { assetCount: s.assetCount, assignmentCount: s.assignmentCount, recent: s.recentAssignments?.length ?? 0 };
  return { server, auth, dashboard, payload, copyDir, inventoryDir, scaleDir, reportsDir, invoicesDir, packingDir, labelsDir, filesDir, filesS3Dir, warehouseDir, conditionDir, eventsDir, webhooksDir };
}

/** Section 3: the client-only server on the copy, then both in Chromium. Returns what the SSR page loaded. */
async function browserRound(results, manifest, seeded) {
  const targets = [{ key: 'ssr', label: 'server-rendered', base: seeded.server.base, cookie: seeded.auth.cookie }];
  let clientOnly = null;
  try {
    clientOnly = await lib.startServer(seeded.copyDir, ['--no-ssr']);
    const { cookie } = await lib.signIn(clientOnly.base);
    const page = await lib.getPage(clientOnly.base, '/dashboard', cookie);
    const p = lib.pagePayload(page.html);
    if (p?.ssr !== false || !page.html.includes('<div id="root"></div>')) {
      notes.push('the --no-ssr server sent a server-rendered /dashboard: the client-only figures are not client-only');
    }
    if (!p?.data?.[STATS_KEY]) notes.push('the --no-ssr /dashboard carries no ["stats"] data: the client-only page fetches it');
    targets.push({ key: 'client_only', label: 'client-only (--no-ssr)', base: clientOnly.base, cookie });
  } catch (e) {
    problems.push(`client-only server (serve --no-ssr): ${e.message}`);
  }
  try {
    return await benchBrowser(results.browser, targets, manifest);
  } finally {
    await clientOnly?.stop();
  }
}

async function main() {
  const manifest = lib.preflight();
  run.tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plinth-bench-'));
  const began = performance.now();
  const results = {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model ?? null,
      loadavg_start: os.loadavg().map((x) => round(x, 2)),
      plinth_bin: BIN,
      renders: lib.RENDERS,
      requests: lib.REQUESTS,
      wrk_seconds: lib.WRK_SECONDS,
      browser_samples: lib.BROWSER_SAMPLES,
    },
    render: {},
    http: {},
    browser: {},
    size: {},
    load: {},
    list: {},
    inventory: {},
    scale: {},
    reports: {},
    invoices: {},
    packing: {},
    labels: {},
    files: {},
    instances: {},
    warehouse: {},
    conditionReports: {},
    events: {},
    webhooks: {},
    problems,
    notes,
  };
  console.log(`Plinth bench: ${results.meta.date}, Node ${process.version}, ${results.meta.cpus} x ${results.meta.cpu_model}, load ${results.meta.loadavg_start.join(' ')}`);
  console.log(`binary ${BIN}; bundle ${path.relative(process.cwd(), lib.distDir) || lib.distDir}`);

  let seeded = null;
  try {
    seeded = await startSeeded(results);
  } catch (e) {
    problems.push(`seeded server: ${e.message}`);
  }
  try {
    const payloads = [...STATIC_PAYLOADS];
    if (seeded) payloads.push({ name: 'dashboard', label: '/dashboard (demo data, admin)', payload: seeded.payload });
    benchRender(results.render, payloads);
    // Section 1 holds the event loop (its engines run as child processes, waited for) longer than the server keeps
    // an idle connection open: let Node see those closes before a request would go out on one of them.
    await lib.sleep(100);
    if (seeded) {
      await benchHttp(results.http, manifest, seeded.server.base, seeded.auth.cookie, seeded.dashboard);
      const resources = await browserRound(results, manifest, seeded);
      await benchManifestSize(results.size, manifest, seeded.server.base);
      await benchDashboardSize(results.size, seeded.server.base, seeded.auth.cookie, resources, seeded.dashboard.html, manifest);
      await benchFirstLoad(results.size, manifest, seeded.server.base, seeded.auth.cookie);
    }
  } catch (e) {
    if (results.size.files) throw e;
    problems.push(e instanceof Fatal ? e.message : `unexpected error: ${e?.stack ?? e}`);
  } finally {
    await lib.stopAllServers();
  }
  try {
    await benchList(results.list);
  } catch (e) {
    problems.push(`list with 10,000 rows: ${e?.stack ?? e}`);
  }
  if (seeded) {
    try {
      await benchInventory(results.inventory, seeded.inventoryDir);
    } catch (e) {
      problems.push(`inventory with 10,000 assets: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
    try {
      await benchScale(results.scale, manifest, seeded.scaleDir, seeded.copyDir);
    } catch (e) {
      problems.push(`at scale: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
  }
  try {
    await benchLoad(results.load);
  } catch (e) {
    problems.push(`load: ${e?.stack ?? e}`);
  } finally {
    await lib.stopAllServers();
  }
  if (seeded) {
    try {
      await benchReports(results.reports, seeded.reportsDir);
    } catch (e) {
      problems.push(`reports: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
    try {
      await benchInvoices(results.invoices, seeded.invoicesDir);
    } catch (e) {
      problems.push(`invoices: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
    try {
      await benchPacking(results.packing, seeded.packingDir);
    } catch (e) {
      problems.push(`packing list: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
    try {
      await benchLabels(results.labels, seeded.labelsDir);
    } catch (e) {
      problems.push(`labels: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
    try {
      await benchFiles(results.files, seeded.filesDir, seeded.filesS3Dir);
    } catch (e) {
      problems.push(`stored files: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
    try {
      await benchWarehouse(results.warehouse, seeded.warehouseDir);
    } catch (e) {
      problems.push(`warehouse: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
    try {
      await benchConditionReports(results.conditionReports, seeded.conditionDir);
    } catch (e) {
      problems.push(`condition reports: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
    try {
      await benchEvents(results.events, seeded.eventsDir);
    } catch (e) {
      problems.push(`events: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
    try {
      await benchWebhooks(results.webhooks, seeded.webhooksDir);
    } catch (e) {
      problems.push(`webhooks: ${e?.stack ?? e}`);
    } finally {
      await lib.stopAllServers();
    }
  }
  try {
    await benchInstances(results.instances);
  } catch (e) {
    problems.push(`several instances: ${e?.stack ?? e}`);
  }
  if (!results.size.files) {
    // Sizes on disk need no server: still measure them.
    try {
      await benchManifestSize(results.size, manifest, null);
    } catch (e) {
      problems.push(`size: ${e.message}`);
    }
  }

  results.meta.loadavg_end = os.loadavg().map((x) => round(x, 2));
  results.meta.duration_s = round((performance.now() - began) / 1000, 1);
  fs.writeFileSync(lib.outFile, JSON.stringify(results, null, 2) + '\n');

  console.log(`\nDone in ${results.meta.duration_s} s (load ${results.meta.loadavg_end.join(' ')}); numbers in ${path.relative(process.cwd(), lib.outFile)}.`);
  for (const n of notes) console.log(`note: ${n}`);
  if (problems.length) {
    console.error(`\nbench: ${problems.length} measurement(s) could not be taken:`);
    for (const p of problems) console.error(`  - ${p}`);
    return 1;
  }
  return 0;
}

process.on('exit', lib.cleanup);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    console.error(`\nbench: interrupted (${sig})`);
    lib.cleanup();
    process.exit(130);
  });
}

main().then(
  (code) => {
    lib.cleanup();
    process.exitCode = code;
  },
  async (e) => {
    await lib.stopAllServers().catch(() => {});
    lib.cleanup();
    console.error(`\nbench: ${e instanceof Fatal ? '' : 'unexpected error: '}${e instanceof Fatal ? e.message : (e?.stack ?? e)}`);
    process.exitCode = 2;
  },
);
