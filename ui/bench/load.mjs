// 7. Load: many clients at once against one server on the demo data, for a fixed time.
//
// PLINTH_BENCH_LOAD_CLIENTS (default 200) clients, each signed in as one of the demo customers or the admin,
// loop for PLINTH_BENCH_LOAD_SECONDS (60) over a mix of kinds: sign-in, the dashboard page, list pages, detail
// calls, an occasional document upload, and GET /api/health as the reference under the same load. Printed per kind:
// requests, errors (any answer but the expected status, or no answer within 30 s), p50 and p99; the share of pages
// that were the client-only shell (load shedding, SSR pool busy); where the CPU went (the server, its render threads,
// this load generator, and the sign-ins: their count times one sign-in's time alone); and the server's memory
// budget: resident memory idle before any page and with the render engines started (each render thread starts
// its engine on its first page), its peak under the load (VmHWM), and ten seconds after it.
// All traffic goes to 127.0.0.1; every request has a time limit, and the run stops at the deadline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as lib from './lib.mjs';
import { ADMIN, intEnv, ms, round, run } from './lib.mjs';

const CLIENTS = intEnv('PLINTH_BENCH_LOAD_CLIENTS', 200);
const SECONDS = intEnv('PLINTH_BENCH_LOAD_SECONDS', 60);
const REQUEST_LIMIT_MS = 30_000;
const DEMO_PASSWORD = 'plinth-demo-2026';
const CUSTOMERS = ['clara@hollis.demo', 'julien@hollis.demo', 'ruth@marlow.demo', 'anselm@marlow.demo'];

/** The mix: a kind and its weight (out of 100). */
const MIX = [
  ['dashboard page', 22],
  ['list page', 22],
  ['detail call', 24],
  ['health (reference)', 24],
  ['sign-in', 5],
  ['upload', 3],
];

const pick = (items) => items[Math.floor(Math.random() * items.length)];

function kindOf() {
  let r = Math.random() * 100;
  for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind;
  return MIX[0][0];
}

/** A memory figure of a process from /proc (VmHWM: its peak so far, VmRSS: now), in MiB; null where there is none. */
function memoryMib(pid, field) {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

const AFTER_SECONDS = 10;
/** Linux's unit of the CPU times in /proc (USER_HZ). */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) from a /proc stat line; its name (field 2, in parentheses) may hold spaces. */
function statCpu(line) {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The server's CPU seconds so far: in all (threads that ended included) and on its render threads. */
function serverCpu(pid) {
  try {
    let render = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const comm = fs.readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim();
      if (comm.startsWith('render-')) render += statCpu(fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8'));
    }
    return { total: statCpu(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')), render };
  } catch {
    return null;
  }
}

/** What one signed-in reader may look at: asset and assignment ids, and an asset to upload to. */
async function readerOf(base, email, password) {
  const auth = await lib.signIn(base, email, password);
  const get = async (p) => (await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${auth.token}` }, signal: AbortSignal.timeout(REQUEST_LIMIT_MS) })).json();
  const [assets, assignments] = [await get('/api/inventory'), await get('/api/assignment')];
  const ids = (rows) => (Array.isArray(rows) ? rows : (rows?.items ?? [])).map((r) => r.id).slice(0, 50);
  const mine = ids(assets);
  const asset = (Array.isArray(assets) ? assets : (assets?.items ?? [])).find((a) => a.companyId != null);
  return { email, password, ...auth, assets: mine, assignments: ids(assignments), upload: asset ? { id: asset.id, companyId: asset.companyId } : null };
}

/** One request of `kind` for `reader`: [expected status, fetch promise, whether the answer is a page]. */
function request(base, kind, reader) {
  const signal = AbortSignal.timeout(REQUEST_LIMIT_MS);
  const bearer = { authorization: `Bearer ${reader.token}` };
  const page = (p) => [200, fetch(`${base}${p}`, { headers: { cookie: `plinth_session=${reader.cookie}` }, redirect: 'manual', signal }), true];
  switch (kind) {
    case 'dashboard page':
      return page('/dashboard');
    case 'list page':
      return page(pick(['/app/inventory', '/app/assignment']));
    case 'detail call': {
      const asset = reader.assets.length && (Math.random() < 0.6 || !reader.assignments.length);
      const id = asset ? pick(reader.assets) : pick(reader.assignments);
      if (id == null) return [200, fetch(`${base}/api/stats/`, { headers: bearer, signal }), false];
      return [200, fetch(`${base}/api/${asset ? 'inventory' : 'assignment'}/${id}`, { headers: bearer, signal }), false];
    }
    case 'sign-in': {
      const body = new URLSearchParams({ grant_type: 'password', username: reader.email, password: reader.password, client_id: 'plinth-web', client_secret: 'plinth-web', scope: 'api' });
      return [200, fetch(`${base}/connect/token`, { method: 'POST', body, signal }), false];
    }
    case 'upload': {
      if (!reader.upload) return [200, fetch(`${base}/api/health`, { signal }), false];
      const form = new FormData();
      form.append('file', new Blob([`load test note ${Date.now()}\n`], { type: 'text/plain' }), 'load-note.txt');
      const { id, companyId } = reader.upload;
      return [201, fetch(`${base}/api/inventory/${id}/upload/${companyId}`, { method: 'POST', headers: bearer, body: form, signal }), false];
    }
    default:
      return [200, fetch(`${base}/api/health`, { signal }), false];
  }
}

export async function benchLoad(results) {
  lib.section(`8. Load: ${CLIENTS} clients for ${SECONDS} s, mixed kinds, one server`);
  const dataDir = path.join(run.tmpDir, 'data-load');
  lib.seedDataDir(dataDir);
  const server = await lib.startServer(dataDir);
  try {
    const readers = [];
    for (const email of [...CUSTOMERS, ADMIN.email]) {
      readers.push(await readerOf(server.base, email, email === ADMIN.email ? ADMIN.password : DEMO_PASSWORD));
    }
    // A sign-in with nothing else running: mostly its password hash, the costliest request of the mix.
    const alone = [];
    for (const reader of readers) {
      const started = performance.now();
      await lib.signIn(server.base, reader.email, reader.password);
      alone.push(performance.now() - started);
    }
    const signInAlone = alone.sort((a, b) => a - b)[Math.floor(alone.length / 2)];
    const shedBefore = (await (await fetch(`${server.base}/api/health`)).json()).shedPages ?? 0;
    const idle = memoryMib(server.child.pid, 'VmRSS');
    // The render threads start their engines on their first page: a few pages at once start them all, so that
    // the memory after the load has a reference that holds them too.
    const pagesAtOnce = Array.from({ length: 4 * os.availableParallelism() }, () => lib.getPage(server.base, '/dashboard', readers[0].cookie));
    await Promise.all(pagesAtOnce);
    const warm = memoryMib(server.child.pid, 'VmRSS');
    const stats = new Map(MIX.map(([kind]) => [kind, { times: [], errors: 0, errorSamples: new Set() }]));
    let pages = 0;
    let shells = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const client = async (n) => {
      const reader = readers[n % readers.length];
      while (performance.now() < deadline) {
        const kind = kindOf();
        const s = stats.get(kind);
        const started = performance.now();
        try {
          const [expected, answer, isPage] = request(server.base, kind, reader);
          const res = await answer;
          const body = await res.text();
          s.times.push(performance.now() - started);
          if (res.status !== expected) {
            s.errors++;
            s.errorSamples.add(`${res.status} ${body.slice(0, 80)}`);
          } else if (isPage) {
            pages++;
            if (body.includes('"ssr":false')) shells++;
          }
        } catch (e) {
          s.errors++;
          s.errorSamples.add(e.name === 'TimeoutError' ? `no answer in ${REQUEST_LIMIT_MS / 1000} s` : (e.cause?.code ?? e.message));
        }
      }
    };
    const began = performance.now();
    const cpuBefore = serverCpu(server.child.pid);
    const ownBefore = process.cpuUsage();
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    const elapsed = (performance.now() - began) / 1000;
    const cpuAfter = serverCpu(server.child.pid);
    const own = process.cpuUsage(ownBefore);
    const peak = memoryMib(server.child.pid, 'VmHWM');
    await new Promise((r) => setTimeout(r, AFTER_SECONDS * 1000));
    const after = memoryMib(server.child.pid, 'VmRSS');
    const shedAfter = (await (await fetch(`${server.base}/api/health`)).json()).shedPages ?? 0;

    const rows = [];
    results.kinds = {};
    for (const [kind, s] of stats) {
      const sorted = s.times.slice().sort((a, b) => a - b);
      const q = (p) => (sorted.length ? sorted[Math.round((sorted.length - 1) * p)] : null);
      results.kinds[kind] = { requests: sorted.length, errors: s.errors, p50_ms: round(q(0.5), 1), p99_ms: round(q(0.99), 1), per_s: round(sorted.length / elapsed, 1) };
      rows.push([kind, sorted.length, round(sorted.length / elapsed, 1), s.errors, ms(q(0.5)), ms(q(0.99))]);
    }
    console.log(lib.table(['kind', 'requests', 'per s', 'errors', 'p50 ms', 'p99 ms'], rows));
    const errors = [...stats.values()].reduce((n, s) => n + s.errors, 0);
    results.errors = errors;
    results.clients = CLIENTS;
    results.seconds = round(elapsed, 1);
    results.idle_rss_mib = round(idle, 1);
    results.engines_started_rss_mib = round(warm, 1);
    results.peak_rss_mib = round(peak, 1);
    results.after_rss_mib = round(after, 1);
    results.pages = pages;
    results.shell_pages = shells;
    results.shed_pages_counted_by_server = shedAfter - shedBefore;
    results.shell_share = pages ? round(shells / pages, 3) : null;
    console.log(`  errors: ${errors}${errors ? ` (${[...stats].filter(([, s]) => s.errors).map(([k, s]) => `${k}: ${[...s.errorSamples].slice(0, 3).join('; ')}`).join(' | ')})` : ''}`);
    console.log(
      `  pages served as the client-only shell (render threads busy): ${shells} of ${pages} (${pages ? ((100 * shells) / pages).toFixed(1) : 'n/a'} %); ` +
        `the server counted ${shedAfter - shedBefore} shed`,
    );
    // Where the machine's CPU went: the load is closed (each client sends its next request on the answer), so it
    // takes all there is; the sign-ins' share is at most their rate times a sign-in's time alone.
    const signIns = stats.get('sign-in').times.length;
    results.sign_in_alone_ms = round(signInAlone, 1);
    if (cpuBefore && cpuAfter) {
      const serverSeconds = cpuAfter.total - cpuBefore.total;
      const render = cpuAfter.render - cpuBefore.render;
      const loadgen = (own.user + own.system) / 1e6;
      Object.assign(results, { cpu_server_s: round(serverSeconds, 1), cpu_render_threads_s: round(render, 1), cpu_load_generator_s: round(loadgen, 1) });
      console.log(
        `  CPU over the ${elapsed.toFixed(0)} s (${os.availableParallelism()} cores, ${(os.availableParallelism() * elapsed).toFixed(0)} CPU s): the server ${serverSeconds.toFixed(0)} s, ` +
          `of which its render threads ${render.toFixed(0)} s; this load generator ${loadgen.toFixed(0)} s. ` +
          `A sign-in alone takes ${ms(signInAlone)} ms, so the ${signIns} sign-ins were at most about ${((signIns * signInAlone) / 1000).toFixed(0)} CPU s ` +
          `(back to back they reuse their hash's memory and cost less)`,
      );
    }
    const mib = (v) => (v == null ? 'n/a' : `${v.toFixed(0)} MiB`);
    console.log(
      `  server resident memory: ${mib(idle)} idle before any page, ${mib(warm)} with its render engines started, ` +
        `${mib(peak)} at its peak under the load (VmHWM), ${mib(after)} ${AFTER_SECONDS} s after it`,
    );
  } finally {
    await server.stop();
  }
}

// `node bench/load.mjs`: this section alone (pages per second and the shed share under load).
await lib.runAloneIfMain(import.meta.url, 'load', (results) => benchLoad(results));
