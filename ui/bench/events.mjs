// 17. Live events (docs/events.md), on a copy of the demo data: 1,000 event streams (`GET /api/events`) open at once on
//   one server. Its resident memory with them open, per stream, beside the same number of idle kept-alive connections
//   (each after one GET /api/health); then ten status changes saved by the admin, each timed from the save's start to
//   its event on every stream (p50, p99, the last stream), beside the save's own answer time.
// Measured and printed, never asserted. Run alone: `cd ui && PLINTH_BIN=/abs/path/plinth node bench/events.mjs`.
import fs from 'node:fs';
import http from 'node:http';
import * as lib from './lib.mjs';
import { ADMIN, int, ms, problems, round, section, table } from './lib.mjs';

const STREAMS = lib.intEnv('PLINTH_BENCH_EVENT_STREAMS', 1000);
const CHANGES = 10;

/** The `q` quantile of `samples` (nearest rank). */
function quantile(samples, q) {
  const s = samples.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : null;
}

function rssMib(pid) {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/** An open stream: resolves once the server's first comment arrived; `waiters` get each event's JSON. */
function openStream(base, token) {
  return new Promise((resolve, reject) => {
    const stream = { listeners: new Set(), req: null };
    const req = http.get(`${base}/api/events`, { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET /api/events answered ${res.statusCode}`));
        res.resume();
        return;
      }
      let buffer = '';
      let opened = false;
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!opened) {
            opened = true;
            resolve(stream);
          }
          const data = message.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('');
          if (data) for (const listener of stream.listeners) listener(JSON.parse(data), at);
        }
      });
    });
    req.on('error', reject);
    stream.req = req;
  });
}

/** `count` kept-alive connections, each idle after one GET /api/health. */
async function idleConnections(base, count) {
  const sockets = [];
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        sockets.push(agent);
        return new Promise((resolve, reject) => {
          http.get(`${base}/api/health`, { agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          }).on('error', reject);
        });
      }),
    );
  }
  return () => sockets.forEach((a) => a.destroy());
}

async function saveStatus(base, token, id, status) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const view = await (await fetch(`${base}/api/admin/assignment/${id}`, { headers })).json();
  const body = {
    id: view.id,
    version: view.version,
    status,
    progress: Math.min(99, view.progress + 1),
    originAddressId: view.origin?.id ?? null,
    destinationAddressId: view.destination?.id ?? null,
    originStorage: view.originStorage,
    destinationStorage: view.destinationStorage,
    pickupOn: view.pickupOn,
    deliverOn: view.deliverOn,
    poNumber: view.poNumber,
    storage: view.storage.map(({ id: sid, inOn, outOn, location }) => ({ id: sid, inOn, outOn, location })),
  };
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/assignment`, { method: 'PUT', headers, body: JSON.stringify(body) });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`PUT /api/admin/assignment answered ${res.status}`);
  return { t0, answerMs: performance.now() - t0 };
}

export async function benchEvents(results, dataDir) {
  section(`17. Live events: ${int(STREAMS)} event streams open on one server, and status changes reaching them`);
  const server = await lib.startServer(dataDir);
  const streams = [];
  try {
    const { token } = await lib.signIn(server.base, ADMIN.email, ADMIN.password);
    const baseline = rssMib(server.child.pid);
    const closeIdle = await idleConnections(server.base, STREAMS);
    await lib.sleep(300);
    const idle = rssMib(server.child.pid);
    closeIdle();
    await lib.sleep(500);
    const beforeStreams = rssMib(server.child.pid);
    const opened = performance.now();
    for (let i = 0; i < STREAMS; i += 100) {
      streams.push(...(await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, () => openStream(server.base, token)))));
    }
    const openMs = performance.now() - opened;
    await lib.sleep(300);
    const withStreams = rssMib(server.child.pid);
    const { rows } = await (await fetch(`${server.base}/api/admin/assignment/?size=5`, { headers: { authorization: `Bearer ${token}` } })).json();
    const target = rows.find((r) => !r.completed) ?? rows[0];
    const toEvent = [];
    const toLast = [];
    const answers = [];
    for (let i = 0; i < CHANGES; i++) {
      const status = i % 2 ? 'In Warehouse' : 'In Bond';
      const arrivals = [];
      const heard = new Promise((resolve) => {
        for (const s of streams) {
          const listener = (event, at) => {
            if (event.type === 'assignment.status_changed' && event.data.ref === target.ref && event.data.status === status) {
              s.listeners.delete(listener);
              arrivals.push(at);
              if (arrivals.length === streams.length) resolve();
            }
          };
          s.listeners.add(listener);
        }
      });
      const { t0, answerMs } = await saveStatus(server.base, token, target.id, status);
      await Promise.race([heard, lib.sleep(30_000)]);
      if (arrivals.length < streams.length) problems.push(`events: only ${arrivals.length} of ${streams.length} streams heard change ${i + 1} within 30 s`);
      answers.push(answerMs);
      for (const at of arrivals) toEvent.push(at - t0);
      toLast.push(Math.max(...arrivals) - t0);
    }
    const perStream = ((withStreams - beforeStreams) * 1024) / STREAMS;
    const perIdle = ((idle - baseline) * 1024) / STREAMS;
    const event = { p50: quantile(toEvent, 0.5), p99: quantile(toEvent, 0.99) };
    const last = { p50: quantile(toLast, 0.5), max: quantile(toLast, 1) };
    const answer = { p50: quantile(answers, 0.5) };
    Object.assign(results, {
      streams: STREAMS,
      open_all_ms: round(openMs, 0),
      rss_mib: { baseline: round(baseline, 1), idle_connections: round(idle, 1), before_streams: round(beforeStreams, 1), with_streams: round(withStreams, 1) },
      kib_per_stream: round(perStream, 1),
      kib_per_idle_connection: round(perIdle, 1),
      change_to_event_ms: { p50: round(event.p50, 1), p99: round(event.p99, 1) },
      change_to_last_stream_ms: { p50: round(last.p50, 1), max: round(last.max, 1) },
      save_answer_ms: { p50: round(answer.p50, 1) },
    });
    console.log(`  ${int(STREAMS)} streams opened in ${ms(openMs)} ms; server resident memory ${baseline.toFixed(0)} MiB before, ${withStreams.toFixed(0)} MiB with them open`);
    console.log(
      table(
        ['', 'measured', 'reference'],
        [
          ['memory per open event stream', `${perStream.toFixed(1)} KiB`, `${perIdle.toFixed(1)} KiB per idle kept-alive connection`],
          [`status change to its event, every stream (p50 / p99, ${CHANGES} changes)`, `${ms(event.p50)} / ${ms(event.p99)} ms`, `the save answered in ${ms(answer.p50)} ms (p50)`],
          ['status change to the last of the streams (p50 / max)', `${ms(last.p50)} / ${ms(last.max)} ms`, ''],
        ],
      ),
    );
  } finally {
    for (const s of streams) s.req.destroy();
    await server.stop();
  }
}

// Alone: `node bench/events.mjs`.
await lib.runAloneIfMain(import.meta.url, 'events', benchEvents);
