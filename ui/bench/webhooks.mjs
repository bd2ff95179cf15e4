// 17. Webhook deliveries (docs/webhooks.md) to a local receiver (a plain Node server answering 204), on a copy of the
// demo data served with --webhooks-allow-private: ENDPOINTS endpoints (each its own path), then CHANGES status
// changes of one assignment; each change is one event, delivered to every endpoint through the jobs table (its
// fan-out job, then a signed POST per endpoint). Deliveries per second from the first change to the last delivery,
// beside the same receiver's rate for the same number of plain POSTs of a like body from a Node loop (2 at a time,
// as a SQLite server's worker runs 1 job at a time and PostgreSQL's 2). Measured and printed, never asserted.
// Run alone: `cd ui && PLINTH_BIN=/abs/path/plinth node bench/webhooks.mjs`.
import { createServer } from 'node:http';
import * as lib from './lib.mjs';
import { ADMIN, int, problems, ratio, round, section, table } from './lib.mjs';
import { call } from './packing.mjs';

const ENDPOINTS = lib.intEnv('PLINTH_BENCH_WEBHOOK_ENDPOINTS', 20);
const CHANGES = lib.intEnv('PLINTH_BENCH_WEBHOOK_CHANGES', 25);

/** The receiver: counts what arrives, answers 204; `until(n)` resolves with the time the n-th request arrived. */
async function receiver() {
  let count = 0;
  let waiting = null;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count++;
      res.writeHead(204).end();
      if (waiting && count >= waiting.n) {
        waiting.resolve(performance.now());
        waiting = null;
      }
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    count: () => count,
    reset: () => (count = 0),
    until: (n, timeoutMs) =>
      new Promise((resolve, reject) => {
        if (count >= n) return resolve(performance.now());
        waiting = { n, resolve };
        setTimeout(() => reject(new Error(`the receiver had ${count} of ${n} deliveries after ${timeoutMs} ms`)), timeoutMs).unref();
      }),
    close: () => new Promise((r) => server.close(r)),
  };
}

/** `n` plain POSTs of `body` to the receiver, `parallel` at a time: requests per second. */
async function plainPosts(base, n, body, parallel = 2) {
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const r = await fetch(`${base}/plain/${i % ENDPOINTS}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await r.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return n / ((performance.now() - t0) / 1000);
}

/** The body of a status change of the admin's view `v` with `progress`. */
function edit(v, progress) {
  return {
    id: v.id,
    version: v.version,
    status: v.status,
    progress,
    originAddressId: v.origin.id,
    destinationAddressId: v.destination.id,
    originStorage: v.originStorage,
    destinationStorage: v.destinationStorage,
    pickupOn: v.pickupOn,
    deliverOn: v.deliverOn,
    poNumber: v.poNumber,
    storage: v.storage.map((s) => ({ id: s.id, inOn: s.inOn, outOn: s.outOn, location: s.location })),
  };
}

/** `dataDir`: a copy of the demo data no server has open. */
export async function benchWebhooks(results, dataDir) {
  section(`18. Webhooks: ${CHANGES} changes to ${ENDPOINTS} endpoints, deliveries per second beside plain POSTs`);
  const sink = await receiver();
  try {
    const server = await lib.startServer(dataDir, ['--webhooks-allow-private']);
    const { token } = await lib.signIn(server.base, ADMIN.email, ADMIN.password);
    for (let i = 0; i < ENDPOINTS; i++) {
      await call(server.base, token, 'POST', '/api/admin/webhook', { url: `${sink.base}/hook/${i}`, eventTypes: ['assignment.status_changed'] }, 201);
    }
    const { rows } = await call(server.base, token, 'GET', '/api/admin/assignment/?incCompleted=false&page=1&size=3');
    if (!rows.length) throw new Error('the demo data has no open assignment');
    const id = rows[0].id;
    const deliveries = ENDPOINTS * CHANGES;
    const t0 = performance.now();
    for (let i = 0; i < CHANGES; i++) {
      const view = await call(server.base, token, 'GET', `/api/admin/assignment/${id}`);
      await call(server.base, token, 'PUT', '/api/admin/assignment', edit(view, view.progress >= 99 ? 1 : view.progress + 1));
    }
    const changedMs = performance.now() - t0;
    const doneAt = await sink.until(deliveries, 600_000);
    const webhookRate = deliveries / ((doneAt - t0) / 1000);
    const sample = JSON.stringify({ id: 1, type: 'assignment.status_changed', at: new Date().toISOString(), companyId: 1, divisionId: 1, data: { assignmentId: id, ref: 'AS-1', status: 'In Transit', progress: 40 } });
    const plainRate = await plainPosts(sink.base, deliveries, sample);
    Object.assign(results, {
      endpoints: ENDPOINTS,
      changes: CHANGES,
      deliveries,
      changes_ms: round(changedMs),
      all_delivered_ms: round(doneAt - t0),
      webhook_deliveries_per_s: round(webhookRate, 1),
      plain_posts_per_s: round(plainRate, 1),
    });
    console.log(
      table(
        ['what', 'count', 'per second', 'vs plain'],
        [
          ['signed webhook deliveries (jobs table, one worker)', int(deliveries), round(webhookRate, 1), ratio(webhookRate, plainRate)],
          ['plain POSTs from Node (2 at a time)', int(deliveries), round(plainRate, 1), '1.0x'],
        ],
      ),
    );
    console.log(`  ${CHANGES} changes saved in ${round(changedMs, 0)} ms; every delivery received ${round(doneAt - t0, 0)} ms after the first change`);
  } catch (e) {
    problems.push(`webhooks: ${e?.stack ?? e}`);
  } finally {
    await sink.close();
  }
}

await lib.runAloneIfMain(import.meta.url, 'webhooks', benchWebhooks);
