// Plinth benchmark, run by `just bench` as `cd ui && PLINTH_BIN=/abs/path/plinth node bench/run.mjs`.
//
// It MEASURES and PRINTS, each figure beside a reference taken in the same run; it never asserts a time.
// Exit 0 when every measurement ran; 1 when some could not (what was measured is still printed and saved);
// 2 when nothing could run (missing binary or bundle, server that does not start).
//
//   1. server render: QuickJS (`plinth render-bench`) vs Node renderToString (node:vm), same bundle
//   2. HTTP: time to first byte of the signed-in /dashboard vs /api/health; requests/s (wrk) vs a static asset
//   3. size: raw and gzip -9 of the JS and CSS the first page loads, and the gzip the server actually sends
//
// Knobs (environment): PLINTH_BENCH_RENDERS (default 200), PLINTH_BENCH_REQUESTS (50), PLINTH_BENCH_WRK_SECONDS (5).
// Numbers also go to ui/bench/last-run.json.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.resolve(here, '..');
const distDir = path.join(uiDir, 'dist');
const clientDir = path.join(distDir, 'client');
const outFile = path.join(here, 'last-run.json');

const intEnv = (name, fallback) => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const RENDERS = intEnv('PLINTH_BENCH_RENDERS', 200);
const REQUESTS = intEnv('PLINTH_BENCH_REQUESTS', 50);
const WRK_SECONDS = intEnv('PLINTH_BENCH_WRK_SECONDS', 5);
const WARMUP = 5;

const ADMIN = { email: 'admin@plinth.test', password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' };
const PAYLOAD_BASE = { locale: 'en', brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, data: {} };
const PAYLOADS = [
  { name: 'signin', label: '/pages/signin (signed out)', payload: { url: '/pages/signin', ...PAYLOAD_BASE, user: null } },
  {
    name: 'layout',
    label: '/dashboard (layout, admin)',
    payload: {
      url: '/dashboard',
      ...PAYLOAD_BASE,
      user: {
        id: 1,
        email: 'ada@plinth.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        theme: '21',
        roles: ['Plinth_Admin'],
        companyId: null,
        companyDivisionId: null,
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------- helpers

/** Things that could not be measured; any makes the exit code 1. */
const problems = [];
/** Oddities worth a look that do not invalidate the numbers. */
const notes = [];

class Fatal extends Error {}

/** Same percentile pick as `plinth render-bench`: sorted[round((n - 1) * q)]. */
function summarize(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const pick = (q) => s[Math.round((s.length - 1) * q)];
  return { median_ms: round(pick(0.5)), p95_ms: round(pick(0.95)), n: s.length };
}
const round = (x, digits = 3) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);
const ms = (x) => (x == null ? 'n/a' : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const ratio = (a, b) => (a != null && b != null && b > 0 ? `${(a / b).toFixed(1)}x` : 'n/a');
const kb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);
const int = (x) => (x == null ? 'n/a' : Math.round(x).toLocaleString('en-US'));
const sleep = (t) => new Promise((r) => setTimeout(r, t));

function table(headers, rows, align) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) =>
    r.map((c, i) => ((align?.[i] ?? (i === 0 ? 'l' : 'r')) === 'l' ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return ['  ' + line(cells[0]), '  ' + widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map((r) => '  ' + line(r))].join('\n');
}

function section(title) {
  console.log(`\n${title}\n${'='.repeat(title.length)}`);
}

/** Keeps the last lines a child printed, for error messages; also drains its pipe so it never blocks. */
function tail(stream, keep = 40) {
  const lines = [];
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop();
    lines.push(...parts);
    if (lines.length > keep) lines.splice(0, lines.length - keep);
  });
  return () => [...lines, partial].filter(Boolean).join('\n');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function onPath(cmd) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const p = path.join(dir || '.', cmd);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      if (fs.statSync(p).isFile()) return p;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** Runs the plinth binary to completion; throws with its output on failure. */
function plinth(args, timeoutMs) {
  const r = spawnSync(BIN, args, { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 16 << 20 });
  if (r.error || r.status !== 0) {
    const why = r.error ? r.error.message : r.signal ? `killed by ${r.signal}` : `exit code ${r.status}`;
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
    throw new Error(`\`plinth ${args.filter((a) => !a.includes(os.tmpdir())).join(' ')}\` failed (${why})${out ? `:\n    ${out.split('\n').slice(-8).join('\n    ')}` : ''}`);
  }
  return r;
}

// ---------------------------------------------------------------------------------------------- preflight

const BIN = process.env.PLINTH_BIN ? path.resolve(process.env.PLINTH_BIN) : null;
const manifestPath = path.join(distDir, 'manifest.json');
const serverBundlePath = path.join(distDir, 'server.js');
let tmpDir = null;
let server = null;

function preflight() {
  if (!BIN) throw new Fatal('PLINTH_BIN is not set (run `just bench`, or `cd ui && PLINTH_BIN=/abs/path/plinth node bench/run.mjs`)');
  try {
    fs.accessSync(BIN, fs.constants.X_OK);
  } catch {
    throw new Fatal(`PLINTH_BIN=${BIN} is not an executable file (build it with \`just build\`)`);
  }
  for (const f of [serverBundlePath, manifestPath]) {
    if (!fs.existsSync(f)) throw new Fatal(`${path.relative(process.cwd(), f) || f} is missing (build the UI with \`just build-ui\`)`);
  }
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  } catch (e) {
    throw new Fatal(`cannot read ${manifestPath}: ${e.message}`);
  }
  if (typeof manifest.entry !== 'string') throw new Fatal(`${manifestPath} has no "entry"`);
  if (fs.statSync(BIN).mtimeMs < fs.statSync(serverBundlePath).mtimeMs) {
    notes.push('the plinth binary is older than ui/dist/server.js: QuickJS may be running an older embedded bundle than Node (rebuild with `just build`)');
  }
  return manifest;
}

// ---------------------------------------------------------------------------------------------- 1. render

function quickjsRender(payloadFile) {
  const r = plinth(['--data-dir', path.join(tmpDir, 'render-data'), 'render-bench', '--payload', payloadFile, '--iterations', String(RENDERS)], 300_000);
  const line = r.stdout
    .split('\n')
    .reverse()
    .map((l) => l.trim())
    .find((l) => l.startsWith('{') && l.includes('median_ms'));
  if (!line) throw new Error(`\`plinth render-bench\` printed no {"median_ms"…} line; stdout was: ${r.stdout.trim().slice(0, 300) || '(empty)'}`);
  const parsed = JSON.parse(line);
  const stderr = r.stderr.trim().split('\n').filter(Boolean);
  const start = stderr.filter((l) => /engine start/i.test(l));
  return {
    median_ms: round(parsed.median_ms),
    p95_ms: round(parsed.p95_ms),
    n: parsed.n,
    engine_start: (start.length ? start : stderr.slice(-3)).map((l) => l.replace(/\x1b\[[0-9;]*m/g, '').trim()),
  };
}

function nodeRender(source, payloadJson) {
  // A fresh context per payload, like render-bench's fresh engine; the bundle's polyfills fill in console & co.
  const context = vm.createContext({});
  const t0 = performance.now();
  new vm.Script(source, { filename: 'server.js' }).runInContext(context);
  const loadMs = performance.now() - t0;
  const render = context.plinthRender;
  if (typeof render !== 'function') throw new Error('ui/dist/server.js did not define globalThis.plinthRender');
  let html = '';
  for (let i = 0; i < WARMUP; i++) html = render(payloadJson);
  if (typeof html !== 'string' || html.length === 0) throw new Error('plinthRender returned no HTML in Node');
  const times = [];
  for (let i = 0; i < RENDERS; i++) {
    const t = performance.now();
    render(payloadJson);
    times.push(performance.now() - t);
  }
  const logs = typeof context.plinthDrainLogs === 'function' ? JSON.parse(context.plinthDrainLogs()) : [];
  const bad = logs.filter(([level]) => level === 'error' || level === 'warn');
  if (bad.length) notes.push(`Node render logged ${bad.length} warning(s)/error(s), first: ${bad[0][1].split('\n')[0].slice(0, 200)}`);
  return { ...summarize(times), bundle_load_ms: round(loadMs), html_chars: html.length };
}

function benchRender(results) {
  section(`1. Server render: QuickJS vs Node renderToString (same ui/dist/server.js, ${WARMUP} warm-up + ${RENDERS} renders)`);
  const source = fs.readFileSync(serverBundlePath, 'utf8');
  const rows = [];
  const startLines = [];
  for (const { name, label, payload } of PAYLOADS) {
    const payloadJson = JSON.stringify(payload);
    const payloadFile = path.join(tmpDir, `payload-${name}.json`);
    fs.writeFileSync(payloadFile, payloadJson);
    const entry = { url: payload.url, quickjs: null, node: null };
    try {
      entry.quickjs = quickjsRender(payloadFile);
      for (const l of entry.quickjs.engine_start) startLines.push(`QuickJS ${l} (${payload.url} run)`);
    } catch (e) {
      problems.push(`QuickJS render of ${payload.url}: ${e.message}`);
    }
    try {
      entry.node = nodeRender(source, payloadJson);
    } catch (e) {
      problems.push(`Node render of ${payload.url}: ${e.message}`);
    }
    entry.ratio_median = entry.quickjs && entry.node ? round(entry.quickjs.median_ms / entry.node.median_ms, 2) : null;
    entry.ratio_p95 = entry.quickjs && entry.node ? round(entry.quickjs.p95_ms / entry.node.p95_ms, 2) : null;
    results[name] = entry;
    const q = entry.quickjs ?? {};
    const n = entry.node ?? {};
    rows.push([label, ms(q.median_ms), ms(q.p95_ms), ms(n.median_ms), ms(n.p95_ms), ratio(q.median_ms, n.median_ms), ratio(q.p95_ms, n.p95_ms), n.html_chars ?? 'n/a']);
  }
  console.log(
    table(['payload', 'QuickJS median ms', 'p95 ms', 'Node median ms', 'p95 ms', 'ratio median', 'ratio p95', 'HTML chars'], rows),
  );
  for (const l of startLines) console.log(`  ${l}`);
  const loads = PAYLOADS.map((p) => results[p.name]?.node?.bundle_load_ms).filter((x) => x != null);
  if (loads.length) console.log(`  Node vm bundle load (compile + run server.js, fresh context per payload): ${loads.map(ms).join(' ms, ')} ms`);
}

// ---------------------------------------------------------------------------------------------- 2. HTTP

async function startServer() {
  const dataDir = path.join(tmpDir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    plinth(
      ['--data-dir', dataDir, 'create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--first-name', ADMIN.firstName, '--last-name', ADMIN.lastName],
      60_000,
    );
  } catch (e) {
    throw new Fatal(e.message);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(BIN, ['--data-dir', dataDir, 'serve', '--addr', `127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  const out = tail(server.stdout);
  const err = tail(server.stderr);
  let exited = null;
  server.on('exit', (code, signal) => (exited = signal ?? `exit code ${code}`));
  server.on('error', (e) => (exited = e.message));
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    if (exited) throw new Fatal(`\`plinth serve\` stopped (${exited}) before answering:\n${`${out()}\n${err()}`.trim()}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return { base, startMs: performance.now() - started };
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Fatal(`\`plinth serve\` did not answer GET /api/health with 200 within 30 s:\n${`${out()}\n${err()}`.trim()}`);
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

async function signIn(base) {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: ADMIN.email,
    password: ADMIN.password,
    client_id: 'plinth-web',
    client_secret: 'plinth-web',
    scope: 'api',
  });
  const res = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Fatal(`sign-in (POST /connect/token) answered ${res.status}: ${text.slice(0, 300)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => /^\s*plinth_session=([^;]*)/.exec(c))
    .find(Boolean)?.[1];
  if (cookie) return cookie;
  let token = null;
  try {
    token = JSON.parse(text).access_token;
  } catch {
    /* below */
  }
  if (!token) throw new Fatal(`sign-in gave neither a plinth_session cookie nor an access_token: ${text.slice(0, 300)}`);
  notes.push('sign-in sent no Set-Cookie: plinth_session; the access_token was used as the cookie value');
  return token;
}

/** Sequential requests, the targets interleaved so drift on a shared machine hits all of them alike. */
async function timeToFirstByte(targets) {
  const samples = targets.map(() => []);
  const bad = targets.map(() => new Map());
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    for (const [k, t] of targets.entries()) {
      const t0 = performance.now();
      const res = await fetch(t.url, { headers: t.headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      const dt = performance.now() - t0; // fetch resolves once the status line and headers are in
      await res.arrayBuffer();
      if (res.status !== 200) bad[k].set(res.status, (bad[k].get(res.status) ?? 0) + 1);
      if (i >= WARMUP) samples[k].push(dt);
    }
  }
  return targets.map((t, k) => {
    if (bad[k].size) problems.push(`TTFB ${t.path}: non-200 answers ${[...bad[k]].map(([s, n]) => `${n}x ${s}`).join(', ')}`);
    return summarize(samples[k]);
  });
}

const WRK_UNITS = { us: 1e-3, ms: 1, s: 1e3, m: 60e3, h: 3600e3 };
const wrkMs = (s) => {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(s ?? '');
  return m ? round(Number(m[1]) * WRK_UNITS[m[2]]) : null;
};

function runWrk(wrk, url, cookie) {
  const args = ['-t2', '-c8', `-d${WRK_SECONDS}s`, '--latency', '-H', `Cookie: plinth_session=${cookie}`, url];
  const r = spawnSync(wrk, args, { encoding: 'utf8', timeout: (WRK_SECONDS + 30) * 1000 });
  if (r.error || r.status !== 0) throw new Error(`wrk failed (${r.error?.message ?? `exit code ${r.status}`}): ${`${r.stdout}${r.stderr}`.trim().slice(0, 300)}`);
  const o = r.stdout;
  const rps = /Requests\/sec:\s*([\d.]+)/.exec(o);
  if (!rps) throw new Error(`could not read wrk's output: ${o.trim().slice(0, 300)}`);
  const lat = /Latency\s+(\S+)\s+(\S+)\s+(\S+)/.exec(o);
  const pct = (p) => wrkMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(o)?.[1]);
  const total = /(\d+) requests in/.exec(o);
  const non2xx = /Non-2xx or 3xx responses:\s*(\d+)/.exec(o);
  const sockErr = /Socket errors:\s*(.*)/.exec(o);
  return {
    rps: round(Number(rps[1]), 1),
    requests: total ? Number(total[1]) : null,
    latency_avg_ms: wrkMs(lat?.[1]),
    latency_p50_ms: pct(50),
    latency_p99_ms: pct(99),
    latency_max_ms: wrkMs(lat?.[3]),
    non_2xx: non2xx ? Number(non2xx[1]) : 0,
    socket_errors: sockErr ? sockErr[1].trim() : null,
  };
}

/** Fallback when wrk is missing: 8 concurrent fetch loops for the same duration. */
async function runNodeLoad(url, cookie) {
  const deadline = performance.now() + WRK_SECONDS * 1000;
  const lat = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      try {
        // identity, like wrk: fetch would otherwise ask for gzip
        const headers = { cookie: `plinth_session=${cookie}`, 'accept-encoding': 'identity' };
        const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.status < 200 || res.status >= 400) non2xx++;
        lat.push(performance.now() - t);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const secs = (performance.now() - started) / 1000;
  const s = lat.length ? summarize(lat) : {};
  const sorted = [...lat].sort((a, b) => a - b);
  return {
    rps: round(lat.length / secs, 1),
    requests: lat.length,
    latency_avg_ms: lat.length ? round(lat.reduce((a, b) => a + b, 0) / lat.length) : null,
    latency_p50_ms: s.median_ms ?? null,
    latency_p99_ms: sorted.length ? round(sorted[Math.round((sorted.length - 1) * 0.99)]) : null,
    latency_max_ms: sorted.length ? round(sorted[sorted.length - 1]) : null,
    non_2xx: non2xx,
    socket_errors: errors ? `${errors} request errors` : null,
  };
}

async function benchHttp(results, manifest, base) {
  section('2. HTTP: signed-in page vs references (same server, same run)');
  const cookie = await signIn(base);
  const headers = { cookie: `plinth_session=${cookie}` };
  const entryPath = manifest.entry;

  // Sanity: the session works, and the server embeds the same UI build as ui/dist.
  const page = await fetch(`${base}/dashboard`, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  const html = await page.text();
  if (page.status !== 200) {
    problems.push(`GET /dashboard with the session cookie answered ${page.status}${page.headers.get('location') ? ` → ${page.headers.get('location')}` : ''}; page figures below are not the signed-in page`);
  }
  // The static reference is the entry script the served page links (the manifest's, unless the binary embeds another build).
  let assetPath = entryPath;
  if (page.status === 200 && !html.includes(entryPath)) {
    const linked = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    notes.push(
      `the served /dashboard does not link ${entryPath} from ui/dist/manifest.json${linked ? ` but ${linked}` : ''}: the binary embeds another UI build (rebuild with \`just build\`)`,
    );
    if (linked) assetPath = linked;
  }
  const asset = await fetch(`${base}${assetPath}`, { signal: AbortSignal.timeout(10_000) });
  await asset.arrayBuffer();
  if (asset.status !== 200) problems.push(`GET ${assetPath} answered ${asset.status}`);
  results.static_asset = assetPath;
  results.dashboard_html_bytes = Buffer.byteLength(html);
  results.dashboard_fetch_encoding = page.headers.get('content-encoding') ?? 'identity';

  const targets = [
    { path: '/dashboard', label: 'GET /dashboard (signed in, SSR)', url: `${base}/dashboard`, headers },
    { path: '/api/health', label: 'GET /api/health (reference: no render)', url: `${base}/api/health`, headers: {} },
  ];
  const ttfb = await timeToFirstByte(targets);
  results.ttfb = { dashboard: ttfb[0], health: ttfb[1] };
  console.log(`\n  Time to first byte (fetch until headers; ${REQUESTS} sequential keep-alive requests each after ${WARMUP} warm-up, interleaved)`);
  console.log(`  /dashboard: ${int(results.dashboard_html_bytes)} bytes of HTML, sent to fetch with Content-Encoding: ${results.dashboard_fetch_encoding}`);
  console.log(
    table(
      ['request', 'median ms', 'p95 ms', 'vs health (median)'],
      [
        [targets[0].label, ms(ttfb[0].median_ms), ms(ttfb[0].p95_ms), ratio(ttfb[0].median_ms, ttfb[1].median_ms)],
        [targets[1].label, ms(ttfb[1].median_ms), ms(ttfb[1].p95_ms), '1.0x'],
      ],
    ),
  );

  const wrk = onPath('wrk');
  const tool = wrk ? 'wrk' : 'node-loop';
  const load = [
    { key: 'dashboard', label: 'GET /dashboard (signed in, SSR)', url: `${base}/dashboard` },
    { key: 'health', label: 'GET /api/health (no render)', url: `${base}/api/health` },
    { key: 'asset', label: `GET ${assetPath} (static)`, url: `${base}${assetPath}` },
  ];
  results.throughput = { tool, seconds: WRK_SECONDS, connections: 8 };
  if (wrk) console.log(`\n  Requests per second: wrk -t2 -c8 -d${WRK_SECONDS}s --latency -H 'Cookie: plinth_session=…' URL (no Accept-Encoding, so no gzip)`);
  else console.log(`\n  Requests per second: wrk is not installed (apt-get install wrk); using 8 concurrent Node fetch loops for ${WRK_SECONDS}s instead (Node is the bottleneck here, read the figures as a floor)`);
  const rows = [];
  for (const t of load) {
    try {
      const r = wrk ? runWrk(wrk, t.url, cookie) : await runNodeLoad(t.url, cookie);
      results.throughput[t.key] = r;
      if (r.non_2xx) problems.push(`${tool} ${t.url.replace(base, '')}: ${r.non_2xx} of ${r.requests} answers were not 2xx/3xx`);
      if (r.socket_errors) notes.push(`${tool} ${t.url.replace(base, '')}: socket errors ${r.socket_errors}`);
      rows.push([t.label, int(r.rps), ms(r.latency_avg_ms), ms(r.latency_p50_ms), ms(r.latency_p99_ms), int(r.requests)]);
    } catch (e) {
      problems.push(`${tool} ${t.url.replace(base, '')}: ${e.message}`);
      rows.push([t.label, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a']);
    }
    await sleep(500);
  }
  console.log(table(['request', 'req/s', 'avg ms', 'p50 ms', 'p99 ms', 'requests'], rows));
  const d = results.throughput.dashboard?.rps;
  const h = results.throughput.health?.rps;
  const a = results.throughput.asset?.rps;
  if (d && h && a) console.log(`  /api/health answers ${ratio(h, d)} and the static asset ${ratio(a, d)} as many requests/s as /dashboard.`);
  if (os.cpus().length <= 4) console.log(`  (${os.cpus().length} CPUs: the load generator and the server share them)`);
}

// ---------------------------------------------------------------------------------------------- 3. size

/** GET on a fresh connection; counts body bytes as sent, all bytes read off the socket, and the time to the last byte. */
function wireGet(base, urlPath, acceptEncoding = 'gzip') {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(`${base}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const ms = performance.now() - t0;
        resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', body, socketBytes: res.socket?.bytesRead ?? null, ms });
      });
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

async function benchSize(results, manifest, base) {
  section('3. Size of what the first page loads (ui/dist/manifest.json: entry + preload + css)');
  const files = [
    ...[manifest.entry, ...(manifest.preload ?? [])].map((u) => ({ url: u, kind: 'js' })),
    ...(manifest.css ?? []).map((u) => ({ url: u, kind: 'css' })),
  ].filter((f, i, all) => all.findIndex((g) => g.url === f.url) === i);
  const rows = [];
  const totals = { js: { raw: 0, gzip9: 0, wire: 0 }, css: { raw: 0, gzip9: 0, wire: 0 } };
  let wireComplete = Boolean(base);
  results.files = [];
  for (const f of files) {
    const name = f.url.replace(/^\/assets\//, '');
    const file = path.join(clientDir, name);
    let raw;
    try {
      raw = fs.readFileSync(file);
    } catch (e) {
      problems.push(`${f.url}: cannot read ${file} (${e.code ?? e.message})`);
      continue;
    }
    const gzip9 = zlib.gzipSync(raw, { level: 9 }).length;
    const entry = { url: f.url, kind: f.kind, raw: raw.length, gzip9, wire: null, wire_encoding: null };
    if (base) {
      try {
        const w = await wireGet(base, f.url);
        if (w.status !== 200) throw new Error(`answered ${w.status}${w.status === 404 ? ' (the binary does not embed this ui/dist build: rebuild with `just build`)' : ''}`);
        entry.wire = w.body.length;
        entry.wire_encoding = w.encoding;
        entry.wire_with_headers = w.socketBytes;
        const decoded = w.encoding === 'gzip' ? zlib.gunzipSync(w.body) : w.body;
        if (!decoded.equals(raw)) notes.push(`${f.url}: the server sends different bytes than ui/dist/client/${name} (binary built from another UI build?)`);
        if (f.url === manifest.entry) results.entry_wire = { url: f.url, encoding: w.encoding, body_bytes: w.body.length, bytes_with_headers: w.socketBytes, gzip9_bytes: gzip9 };
      } catch (e) {
        wireComplete = false;
        problems.push(`GET ${f.url} with Accept-Encoding: gzip: ${e.message}`);
      }
    }
    results.files.push(entry);
    const t = totals[f.kind];
    t.raw += raw.length;
    t.gzip9 += gzip9;
    t.wire += entry.wire ?? 0;
    const wireCell = entry.wire == null ? 'n/a' : `${kb(entry.wire)}${entry.wire_encoding !== 'gzip' ? ` (${entry.wire_encoding})` : ''}`;
    rows.push([`${f.kind.toUpperCase()} ${f.url}${f.url === manifest.entry ? ' (entry)' : ''}`, kb(raw.length), kb(gzip9), wireCell]);
  }
  const all = { raw: totals.js.raw + totals.css.raw, gzip9: totals.js.gzip9 + totals.css.gzip9, wire: totals.js.wire + totals.css.wire };
  const w = (x) => (wireComplete ? kb(x) : 'n/a');
  rows.push(['total JS', kb(totals.js.raw), kb(totals.js.gzip9), w(totals.js.wire)]);
  rows.push(['total CSS', kb(totals.css.raw), kb(totals.css.gzip9), w(totals.css.wire)]);
  rows.push(['total JS + CSS', kb(all.raw), kb(all.gzip9), w(all.wire)]);
  results.totals = { ...totals, all };
  if (!wireComplete) for (const k of ['js', 'css', 'all']) results.totals[k].wire = null;
  console.log(table(['file', 'raw', 'gzip -9', 'server sends (gzip)'], rows));
  const e = results.entry_wire;
  if (e) {
    console.log(
      `  Entry JS on the wire with Accept-Encoding: gzip: ${int(e.body_bytes)} bytes body (Content-Encoding: ${e.encoding}), ` +
        `${int(e.bytes_with_headers)} bytes read off the socket with headers; gzip -9 would be ${int(e.gzip9_bytes)} bytes (${ratio(e.body_bytes, e.gzip9_bytes)}).`,
    );
    if (e.encoding !== 'gzip') notes.push(`the server did not gzip ${e.url} (Content-Encoding: ${e.encoding})`);
    // What sending it costs: whole response time with gzip beside identity (median of 7 fresh connections each, interleaved).
    try {
      const gz = [];
      const id = [];
      for (let i = 0; i < 8; i++) {
        const g = await wireGet(base, e.url, 'gzip');
        const r = await wireGet(base, e.url, 'identity');
        if (g.status !== 200 || r.status !== 200) throw new Error(`answered ${g.status}/${r.status}`);
        if (i > 0) gz.push(g.ms), id.push(r.ms);
      }
      e.gzip_response = summarize(gz);
      e.identity_response = summarize(id);
      console.log(
        `  Entry JS whole response (new connection, to last byte): gzip median ${ms(e.gzip_response.median_ms)} ms / p95 ${ms(e.gzip_response.p95_ms)} ms` +
          ` beside identity median ${ms(e.identity_response.median_ms)} ms / p95 ${ms(e.identity_response.p95_ms)} ms (${ratio(e.gzip_response.median_ms, e.identity_response.median_ms)}).`,
      );
    } catch (err) {
      problems.push(`timing ${e.url} gzip vs identity: ${err.message}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const manifest = preflight();
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plinth-bench-'));
  const began = performance.now();
  const results = {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model ?? null,
      loadavg_start: os.loadavg().map((x) => round(x, 2)),
      plinth_bin: BIN,
      renders: RENDERS,
      requests: REQUESTS,
      wrk_seconds: WRK_SECONDS,
    },
    render: {},
    http: {},
    size: {},
    problems,
    notes,
  };
  console.log(`Plinth bench: ${results.meta.date}, Node ${process.version}, ${results.meta.cpus} x ${results.meta.cpu_model}, load ${results.meta.loadavg_start.join(' ')}`);
  console.log(`binary ${BIN}; bundle ${path.relative(process.cwd(), distDir) || distDir}`);

  benchRender(results.render);

  let base = null;
  try {
    const started = await startServer();
    base = started.base;
    results.http.server_start_ms = round(started.startMs, 0);
    await benchHttp(results.http, manifest, base);
    await benchSize(results.size, manifest, base);
  } catch (e) {
    if (!results.size.files) {
      // Sizes on disk need no server: still measure them.
      problems.push(e.message);
      try {
        await benchSize(results.size, manifest, null);
      } catch (e2) {
        problems.push(`size: ${e2.message}`);
      }
    } else throw e;
  } finally {
    await stopServer();
  }

  results.meta.loadavg_end = os.loadavg().map((x) => round(x, 2));
  results.meta.duration_s = round((performance.now() - began) / 1000, 1);
  fs.writeFileSync(outFile, JSON.stringify(results, null, 2) + '\n');

  console.log(`\nDone in ${results.meta.duration_s} s (load ${results.meta.loadavg_end.join(' ')}); numbers in ${path.relative(process.cwd(), outFile)}.`);
  for (const n of notes) console.log(`note: ${n}`);
  if (problems.length) {
    console.error(`\nbench: ${problems.length} measurement(s) could not be taken:`);
    for (const p of problems) console.error(`  - ${p}`);
    return 1;
  }
  return 0;
}

function cleanup() {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  tmpDir = null;
}
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    console.error(`\nbench: interrupted (${sig})`);
    cleanup();
    process.exit(130);
  });
}

main().then(
  (code) => {
    cleanup();
    process.exitCode = code;
  },
  async (e) => {
    await stopServer().catch(() => {});
    cleanup();
    console.error(`\nbench: ${e instanceof Fatal ? '' : 'unexpected error: '}${e instanceof Fatal ? e.message : (e?.stack ?? e)}`);
    process.exitCode = 2;
  },
);
