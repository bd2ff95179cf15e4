// Shared pieces of the bench (see run.mjs): paths and knobs, formatting, the plinth binary, servers, sign-in.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const uiDir = path.resolve(here, '..');
export const distDir = path.join(uiDir, 'dist');
export const clientDir = path.join(distDir, 'client');
export const manifestPath = path.join(distDir, 'manifest.json');
export const serverBundlePath = path.join(distDir, 'server.js');
export const outFile = path.join(here, 'last-run.json');

export const intEnv = (name, fallback) => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
export const RENDERS = intEnv('PLINTH_BENCH_RENDERS', 200);
export const REQUESTS = intEnv('PLINTH_BENCH_REQUESTS', 50);
export const WRK_SECONDS = intEnv('PLINTH_BENCH_WRK_SECONDS', 5);
export const BROWSER_SAMPLES = intEnv('PLINTH_BENCH_BROWSER_SAMPLES', 10);
export const BROWSER_WARMUP = 2;
export const WARMUP = 5;
export const CHROMIUM = process.env.PLINTH_CHROMIUM ?? '/usr/bin/chromium';
export const BIN = process.env.PLINTH_BIN ? path.resolve(process.env.PLINTH_BIN) : null;

/** The bench's own provider admin: sees every company, so /dashboard shows all the demo figures. */
export const ADMIN = { email: 'admin@plinth.test', password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' };

/** Things that could not be measured; any makes the exit code 1. */
export const problems = [];
/** Oddities worth a look that do not invalidate the numbers. */
export const notes = [];

export class Fatal extends Error {}

/** The run's temporary folder and the servers it started, for cleanup. */
export const run = { tmpDir: null, servers: new Set() };

// ---------------------------------------------------------------------------------------------- figures

/** Same percentile pick as `plinth render-bench`: sorted[round((n - 1) * q)]. */
export function summarize(samples) {
  const s = samples.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return { median_ms: null, p95_ms: null, n: 0 };
  const pick = (q) => s[Math.round((s.length - 1) * q)];
  return { median_ms: round(pick(0.5)), p95_ms: round(pick(0.95)), n: s.length };
}
export const round = (x, digits = 3) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);
export const ms = (x) => (x == null ? 'n/a' : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
export const ratio = (a, b) => (a != null && b != null && b > 0 ? `${(a / b).toFixed(1)}x` : 'n/a');
export const kb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);
export const int = (x) => (x == null ? 'n/a' : Math.round(x).toLocaleString('en-US'));
export const sleep = (t) => new Promise((r) => setTimeout(r, t));

export function table(headers, rows, align) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) =>
    r.map((c, i) => ((align?.[i] ?? (i === 0 ? 'l' : 'r')) === 'l' ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return ['  ' + line(cells[0]), '  ' + widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map((r) => '  ' + line(r))].join('\n');
}

export function section(title) {
  console.log(`\n${title}\n${'='.repeat(title.length)}`);
}

// ---------------------------------------------------------------------------------------------- processes

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

export function onPath(cmd) {
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
export function plinth(args, timeoutMs) {
  const r = spawnSync(BIN, args, { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 16 << 20 });
  if (r.error || r.status !== 0) {
    const why = r.error ? r.error.message : r.signal ? `killed by ${r.signal}` : `exit code ${r.status}`;
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
    throw new Error(`\`plinth ${args.filter((a) => !a.includes(os.tmpdir())).join(' ')}\` failed (${why})${out ? `:\n    ${out.split('\n').slice(-8).join('\n    ')}` : ''}`);
  }
  return r;
}

export function preflight() {
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

// ---------------------------------------------------------------------------------------------- servers

/** A data dir with the bench's admin and the demo data (`plinth seed-demo`); returns seed-demo's summary. */
export function seedDataDir(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  plinth(
    ['--data-dir', dataDir, 'create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--first-name', ADMIN.firstName, '--last-name', ADMIN.lastName],
    60_000,
  );
  const r = plinth(['--data-dir', dataDir, 'seed-demo'], 300_000);
  return r.stdout.trim().split('\n').filter(Boolean);
}

/** `plinth serve` on a free port; resolves once GET /api/health answers 200. `extraArgs` e.g. ['--no-ssr']. */
export async function startServer(dataDir, extraArgs = []) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The per-account document quota would stop the measurements (50 invoices back to back): lifted here.
  const quota = ['--document-quota-concurrent', '64', '--document-quota-per-minute', '100000'];
  const child = spawn(BIN, ['--data-dir', dataDir, 'serve', '--addr', `127.0.0.1:${port}`, ...quota, ...extraArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
  run.servers.add(child);
  const out = tail(child.stdout);
  const err = tail(child.stderr);
  let exited = null;
  child.on('exit', (code, signal) => (exited = signal ?? `exit code ${code}`));
  child.on('error', (e) => (exited = e.message));
  const server = { base, child, startMs: null, output: () => `${out()}\n${err()}`.trim(), stop: () => stopServer(child) };
  const started = performance.now();
  const what = `\`plinth serve${extraArgs.length ? ` ${extraArgs.join(' ')}` : ''}\``;
  while (performance.now() - started < 30_000) {
    if (exited) throw new Fatal(`${what} stopped (${exited}) before answering:\n${server.output()}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        server.startMs = performance.now() - started;
        return server;
      }
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  await stopServer(child);
  throw new Fatal(`${what} did not answer GET /api/health with 200 within 30 s:\n${server.output()}`);
}

async function stopServer(child) {
  run.servers.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

export async function stopAllServers() {
  await Promise.all([...run.servers].map(stopServer));
}

/** Signs the bench's admin (or the account given) in; returns the session cookie value and the bearer token. */
export async function signIn(base, email = ADMIN.email, password = ADMIN.password) {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: email,
    password,
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
  let token = null;
  try {
    token = JSON.parse(text).access_token ?? null;
  } catch {
    /* below */
  }
  const cookie = res.headers
    .getSetCookie()
    .map((c) => /^\s*plinth_session=([^;]*)/.exec(c))
    .find(Boolean)?.[1];
  if (cookie) return { cookie, token };
  if (!token) throw new Fatal(`sign-in gave neither a plinth_session cookie nor an access_token: ${text.slice(0, 300)}`);
  notes.push('sign-in sent no Set-Cookie: plinth_session; the access_token was used as the cookie value');
  return { cookie: token, token };
}

/** The JSON payload of a page (`<script type="application/json" id="plinth-state">`), or null. */
export function pagePayload(html) {
  const m = /<script type="application\/json" id="plinth-state">([\s\S]*?)<\/script>/.exec(html);
  if (!m) return null;
  try {
    return JSON.parse(m[1]);
  } catch {
    return null;
  }
}

/** GET a page with the session cookie; the HTML as text (fetch decodes any gzip). */
export async function getPage(base, urlPath, cookie) {
  const res = await fetch(`${base}${urlPath}`, {
    headers: { cookie: `plinth_session=${cookie}` },
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  const html = await res.text();
  return { status: res.status, location: res.headers.get('location'), encoding: res.headers.get('content-encoding') ?? 'identity', html };
}

export function cleanup() {
  for (const child of run.servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  run.servers.clear();
  if (run.tmpDir) fs.rmSync(run.tmpDir, { recursive: true, force: true });
  run.tmpDir = null;
}

/**
 * Runs one section on its own when its file is the script node was started with (`node bench/labels.mjs`): a fresh
 * data dir with the bench's admin and the demo data, then `bench(results, dataDir)`; problems set the exit code.
 */
export async function runAloneIfMain(moduleUrl, name, bench) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  preflight();
  run.tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `plinth-bench-${name}-`));
  try {
    const dataDir = path.join(run.tmpDir, 'data');
    seedDataDir(dataDir);
    await bench({}, dataDir);
    for (const p of problems) console.error(`problem: ${p}`);
    process.exitCode = problems.length ? 1 : 0;
  } catch (e) {
    console.error(`bench ${name}: ${e?.stack ?? e}`);
    process.exitCode = 1;
  } finally {
    await stopAllServers();
    cleanup();
  }
}
