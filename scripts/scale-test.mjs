// Scale test, run by `just scale-test` (and by `.ci/run`): two `plinth serve` processes on one PostgreSQL and one
// file store, behind nginx (round-robin), and what must hold across them:
//   1. both started at once on an empty database: it is migrated once (the other waited for the lock);
//   2. a customer signs in through the proxy, adds an asset with a photo and a document, and gets the thumbnail and
//      the document from both instances;
//   3. /metrics of each instance counts the requests it answered, and the two add up to what was sent; a status
//      changed through one instance reaches a live event stream open on the other (PostgreSQL NOTIFY);
//   4. an admin generates invoices on both instances at once: the numbers are gapless;
//   5. five wrong passwords spread over both instances throttle the sixth sign-in;
//   6. while 50 clients load the proxy, one instance is killed with SIGKILL: only requests in flight on it fail, the
//      other answers the rest, every acknowledged write is there, and the jobs it had claimed are done by the other;
//   7. the survivor stops on SIGTERM and hands back nothing left running.
// Figures are printed; exit 0 when every check holds, 1 otherwise. All traffic stays on 127.0.0.1.
// Environment: PLINTH_BIN (target/release/plinth), PLINTH_TEST_PG (PostgreSQL; a database is made and dropped),
// PLINTH_NGINX (nginx), PLINTH_S3S_FS (an s3s-fs binary: the test S3 server is started on a folder of its own and the
// files go there; default target/tools/bin/s3s-fs when it exists), PLINTH_SCALE_OBJECT_STORE (or an S3 store of your
// own, `s3://…`, with the AWS_* variables set; with neither, one data directory both instances share),
// PLINTH_SCALE_SECONDS (the load's length, 12). Needs psql and nginx.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startNginx } from './nginx.mjs';

const BIN = path.resolve(process.env.PLINTH_BIN ?? 'target/release/plinth');
const PG = process.env.PLINTH_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
let OBJECT_STORE = process.env.PLINTH_SCALE_OBJECT_STORE ?? '';
const S3S_FS = process.env.PLINTH_S3S_FS ?? (fs.existsSync('target/tools/bin/s3s-fs') ? path.resolve('target/tools/bin/s3s-fs') : '');
const LOAD_SECONDS = Number(process.env.PLINTH_SCALE_SECONDS ?? 12);
const CLIENTS = 50;
const LEASE_SECS = 4;
const CUSTOMER = { email: 'clara@hollis.demo', password: 'plinth-demo-2026' };
const ADMIN = { email: 'admin@plinth.demo', password: 'plinth-demo-2026' };
const THROTTLED = 'julien@hollis.demo';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
const check = (ok, what) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
  return ok;
};
const sha = (buf) => crypto.createHash('sha256').update(buf).digest('hex');

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { env, encoding: 'utf8', timeout: 180_000 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** A PNG of width x height (a colour gradient: a real picture that compresses, so uploads stay small). */
function png(width, height, seed) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([(x + seed) & 255, (y * 2) & 255, (x + y + seed * 7) & 255], at + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows, { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

async function waitReady(base, child, seconds) {
  for (let waited = 0; waited < seconds * 1000; waited += 100) {
    if (child && child.exitCode !== null) throw new Error(`a server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(1000) })).status === 200) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`${base} was not ready within ${seconds} s`);
}

const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

async function signIn(base, who, headers = {}) {
  const body = new URLSearchParams({ grant_type: 'password', username: who.email, password: who.password, client_id: 'plinth-web', client_secret: 'plinth-web', scope: 'api' });
  return fetch(`${base}/connect/token`, { method: 'POST', body, headers });
}

async function token(base, who) {
  const res = await signIn(base, who);
  if (res.status !== 200) throw new Error(`sign-in of ${who.email} answered ${res.status}`);
  return (await res.json()).access_token;
}

/** The samples of one metric of an instance's /metrics (read from this machine, so allowed), by label text. */
async function metric(base, name) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const out = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    out.set(line.slice(name.length, line.lastIndexOf(' ')), value);
  }
  return out;
}

const requestsOf = async (base, method, route, status) => (await metric(base, 'plinth_http_requests_total')).get(`{method="${method}",route="${route}",status="${status}"}`) ?? 0;

/** The body of `PUT /api/admin/assignment` that saves the admin's view as it is, with `changes`. */
function editBody(view, changes) {
  return {
    id: view.id,
    version: view.version,
    status: view.status,
    progress: view.progress,
    originAddressId: view.origin?.id ?? null,
    destinationAddressId: view.destination?.id ?? null,
    originStorage: view.originStorage,
    destinationStorage: view.destinationStorage,
    pickupOn: view.pickupOn,
    deliverOn: view.deliverOn,
    poNumber: view.poNumber,
    storage: view.storage.map(({ id, inOn, outOn, location }) => ({ id, inOn, outOn, location })),
    ...changes,
  };
}

/** A live event stream (`GET /api/events`) read as it arrives: `next(match, ms)` is the first event that matches. */
async function openEvents(base, bearer) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${bearer}`, accept: 'text/event-stream' }, signal: controller.signal });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (match, ms) => {
    const until = Date.now() + ms;
    for (;;) {
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = message.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('');
        if (data) {
          const event = JSON.parse(data);
          if (match(event)) return event;
        }
      }
      const left = until - Date.now();
      if (left <= 0) return null;
      const chunk = await Promise.race([reader.read(), sleep(left).then(() => null)]);
      if (!chunk || chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { next, close: () => controller.abort() };
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plinth-scale-'));
  fs.chmodSync(tmp, 0o755);
  const pgName = `plinth_scale_${process.pid}`;
  const dbUrl = `${PG.replace(/\/[^/]*$/, '')}/${pgName}`;
  const psql = (query) => run('psql', [dbUrl, '-At', '-c', query], process.env).split('\n').filter(Boolean);
  run('psql', [PG, '-c', `DROP DATABASE IF EXISTS ${pgName}`, '-c', `CREATE DATABASE ${pgName}`], process.env);
  const children = [];
  const [portA, portB, portProxy] = [await freePort(), await freePort(), await freePort()];
  const s3Env = {};
  if (!OBJECT_STORE && S3S_FS) {
    // The test S3 server over a folder (a bucket is a sub-folder), with its own keys.
    const root = path.join(tmp, 's3');
    fs.mkdirSync(path.join(root, 'plinth-files'), { recursive: true });
    const port = await freePort();
    const s3 = spawn(S3S_FS, ['--host', '127.0.0.1', '--port', String(port), '--access-key', 'scale', '--secret-key', 'scale-secret', root], { stdio: 'ignore' });
    children.push(s3);
    for (let waited = 0; waited < 20_000; waited += 100) {
      try {
        await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
        break;
      } catch {
        await sleep(100);
      }
    }
    OBJECT_STORE = `s3://plinth-files?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
    Object.assign(s3Env, { AWS_ACCESS_KEY_ID: 'scale', AWS_SECRET_ACCESS_KEY: 'scale-secret', AWS_ALLOW_HTTP: 'true' });
  }
  // Each instance has its own data directory when the files are in the object store; without one they share a folder.
  const dataDir = (name) => {
    const dir = path.join(tmp, OBJECT_STORE ? name : 'shared');
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  };
  const envFor = (name) => {
    const env = { ...process.env, ...s3Env, DATABASE_URL: dbUrl, PLINTH_DATA_DIR: dataDir(name), PLINTH_LOG: 'info,sqlx=warn,sea_orm=warn' };
    if (OBJECT_STORE) env.PLINTH_OBJECT_STORE = OBJECT_STORE;
    return env;
  };
  const logs = {};
  const start = (name, port) => {
    logs[name] = path.join(tmp, `${name}.log`);
    const log = fs.openSync(logs[name], 'a');
    const args = ['serve', '--addr', `127.0.0.1:${port}`, '--trusted-proxies', '127.0.0.1', '--job-lease-secs', String(LEASE_SECS), '--document-quota-concurrent', '16', '--document-quota-per-minute', '1000', '--render-threads', '1'];
    const child = spawn(BIN, args, { env: envFor(name), stdio: ['ignore', log, log] });
    children.push(child);
    return child;
  };
  try {
    console.log(`Scale test: PostgreSQL ${pgName}, files in ${OBJECT_STORE || 'one shared data directory (no object store set)'}`);
    console.log('\n1. Two instances started at once on an empty database');
    const a = start('a', portA);
    const b = start('b', portB);
    const [baseA, baseB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    await Promise.all([waitReady(baseA, a, 60), waitReady(baseB, b, 60)]);
    const migrated = ['a', 'b'].map((n) => [...fs.readFileSync(logs[n], 'utf8').replace(/\x1b\[[0-9;]*m/g, '').matchAll(/applied database migrations applied=(\d+)/g)].map((m) => Number(m[1])));
    const total = Number(psql('SELECT COUNT(*) FROM seaql_migrations')[0]);
    check(migrated.flat().length === 1 && migrated.flat()[0] === total, `migrated once: instance a applied ${migrated[0].join(',') || 0}, b applied ${migrated[1].join(',') || 0}; ${total} migrations recorded`);
    run(BIN, ['seed-demo'], envFor('a'));

    const nginxDir = path.join(tmp, 'nginx');
    const nginx = await startNginx(nginxDir, `127.0.0.1:${portProxy}`, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], { accessLog: true });
    children.push(nginx);
    const proxy = `http://127.0.0.1:${portProxy}`;
    await waitReady(proxy, null, 20);

    console.log('\n2. A customer through the proxy: an asset with a photo and a document, read from both instances');
    const customer = await token(proxy, CUSTOMER);
    const admin = await token(proxy, ADMIN);
    const auth = (t) => ({ authorization: `Bearer ${t}` });
    const divisions = await (await fetch(`${proxy}/api/company/divisions`, { headers: auth(customer) })).json();
    const { id: division, companyId } = divisions[0];
    const photo = png(1200, 900, 1);
    const form = new FormData();
    form.append('asset', JSON.stringify({ companyDivisionId: division, title: 'Scale test bronze' }));
    form.append('photo.content', new Blob([photo], { type: 'image/png' }), 'bronze.png');
    form.append('photo.documentType', 'asset');
    const made = await fetch(`${proxy}/api/inventory`, { method: 'POST', headers: auth(customer), body: form });
    check(made.status === 201, `the asset is added through the proxy (${made.status})`);
    const asset = await made.json();
    const doc = new FormData();
    const docText = `Condition notes of the scale test bronze, ${new Date().toISOString()}\n`;
    doc.append('file', new Blob([docText], { type: 'text/plain' }), 'notes.txt');
    const up = await fetch(`${proxy}/api/inventory/${asset.id}/upload/${companyId}`, { method: 'POST', headers: auth(customer), body: doc });
    check(up.status === 201, `a document is uploaded through the proxy (${up.status})`);
    const [document] = await up.json();
    for (const [name, base] of [['a', baseA], ['b', baseB], ['proxy', proxy], ['proxy', proxy]]) {
      const thumb = await fetch(`${base}/files/asset/${asset.id}/thumb`, { headers: auth(customer) });
      const thumbBytes = Buffer.from(await thumb.arrayBuffer());
      const file = await fetch(`${base}/files/document/${document.id}`, { headers: auth(customer) });
      const text = await file.text();
      check(thumb.status === 200 && thumb.headers.get('content-type') === 'image/jpeg' && thumbBytes.length > 0 && file.status === 200 && text === docText, `${name}: the thumbnail (${thumb.status}, ${thumbBytes.length} bytes) and the document (${file.status}) are served`);
    }

    console.log('\n3. /metrics of each instance counts its own requests');
    const route = '/api/inventory/{id}';
    const before = [await requestsOf(baseA, 'GET', route, '200'), await requestsOf(baseB, 'GET', route, '200')];
    const SENT = 40;
    for (let i = 0; i < SENT; i++) await (await fetch(`${proxy}/api/inventory/${asset.id}`, { headers: auth(customer) })).arrayBuffer();
    const after = [await requestsOf(baseA, 'GET', route, '200'), await requestsOf(baseB, 'GET', route, '200')];
    const [dA, dB] = [after[0] - before[0], after[1] - before[1]];
    check(dA > 0 && dB > 0 && dA + dB === SENT, `${SENT} GET ${route} through the proxy: a counted ${dA}, b counted ${dB}`);
    const proxied = await fetch(`${proxy}/metrics`);
    check(proxied.status === 404, `/metrics through the proxy answers ${proxied.status}`);

    console.log('\n3b. A status changed through a is heard live by a stream open on b');
    const listening = await openEvents(baseB, customer);
    const open = (await (await fetch(`${baseA}/api/assignment?size=20`, { headers: auth(customer) })).json()).rows.find((r) => !r.completed);
    const view = await (await fetch(`${baseA}/api/admin/assignment/${open.id}`, { headers: auth(admin) })).json();
    const status = view.status === 'In Bond' ? 'In Warehouse' : 'In Bond';
    const changedAt = performance.now();
    const saved = await fetch(`${baseA}/api/admin/assignment`, { method: 'PUT', headers: { ...auth(admin), 'content-type': 'application/json' }, body: JSON.stringify(editBody(view, { status, progress: view.progress })) });
    check(saved.status === 200, `the status of ${open.ref} is changed through a (${saved.status})`);
    const heard = await listening.next((e) => e.type === 'assignment.status_changed' && e.data.ref === open.ref, 10_000);
    check(heard?.data.status === status, heard ? `b's stream heard it ${(performance.now() - changedAt).toFixed(0)} ms after the save began: ${heard.data.ref} is ${heard.data.status}` : "b's stream heard nothing within 10 s");
    listening.close();

    console.log('\n4. Invoices generated on both instances at once');
    const assignments = (await (await fetch(`${proxy}/api/admin/assignment/?size=20&incCompleted=true`, { headers: auth(admin) })).json()).rows;
    const ready = [];
    for (const assignment of assignments.slice(0, 8)) {
      const invoicePath = `/api/admin/assignment/${assignment.id}/invoice`;
      const invoice = await (await fetch(`${proxy}${invoicePath}`, { headers: auth(admin) })).json();
      const items = invoice.items.map(({ invoicedAs: _i, ...l }) => l);
      items.push({ description: 'Scale test line', currencyIn: invoice.currency, cost: '100', charge: '150', taxable: true, ignore: false });
      const saved = await fetch(`${proxy}${invoicePath}`, { method: 'PUT', headers: { ...auth(admin), 'content-type': 'application/json' }, body: JSON.stringify({ currency: invoice.currency, tax: '20', items, rates: invoice.rates }) });
      if (saved.status !== 200) continue;
      ready.push({ assignmentId: assignment.id, lineIds: (await saved.json()).items.filter((l) => !l.ignore).map((l) => l.id) });
    }
    const generated = await Promise.all(
      ready.map(async (input, i) => {
        const res = await fetch(`${i % 2 ? baseB : baseA}/api/admin/invoice/`, { method: 'PUT', headers: { ...auth(admin), 'content-type': 'application/json' }, body: JSON.stringify(input) });
        return { status: res.status, body: await res.json() };
      }),
    );
    const ok = generated.filter((g) => g.status === 200).map((g) => g.body.invoiceNumber);
    check(ready.length >= 4 && ok.length === ready.length, `${ok.length} of ${ready.length} invoices generated at once on a and b: ${ok.join(', ')}`);
    for (const row of psql("SELECT group_brand, string_agg(number::text, ',' ORDER BY number) FROM generated_invoice GROUP BY group_brand")) {
      const [brand, list] = row.split('|');
      const numbers = list.split(',').map(Number);
      check(numbers.every((n, i) => n === i + 1), `brand ${brand}: numbers 1..${numbers.length} without a gap or a repeat`);
    }

    console.log('\n5. Five wrong passwords over both instances throttle the sixth');
    const from = { 'x-forwarded-for': '198.51.100.23' };
    const tokenRoute = ['POST', '/connect/token', '400'];
    const wrongBefore = [await requestsOf(baseA, ...tokenRoute), await requestsOf(baseB, ...tokenRoute)];
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push((await signIn(proxy, { email: THROTTLED, password: `guess ${i}` }, from)).status);
    const wrongAfter = [await requestsOf(baseA, ...tokenRoute), await requestsOf(baseB, ...tokenRoute)];
    const sixth = await signIn(proxy, { email: THROTTLED, password: CUSTOMER.password }, from);
    check(
      wrong.every((s) => s === 400) && wrongAfter[0] > wrongBefore[0] && wrongAfter[1] > wrongBefore[1] && sixth.status === 429,
      `wrong passwords answered ${wrong.join(',')} (a saw ${wrongAfter[0] - wrongBefore[0]}, b saw ${wrongAfter[1] - wrongBefore[1]}); the sixth, with the right password, ${sixth.status} (Retry-After ${sixth.headers.get('retry-after')})`,
    );

    console.log(`\n6. ${CLIENTS} clients for ${LOAD_SECONDS} s through the proxy; instance a killed with SIGKILL`);
    const records = [];
    const acked = [];
    const retried = [];
    const photos = [0, 1, 2, 3].map((s) => png(2400, 1800, s + 10));
    let stop = false;
    const client = async (n) => {
      for (let i = 0; !stop; i++) {
        const write = i % 8 === n % 8;
        const began = performance.now();
        const id = `${n}.${i}`;
        const headers = { ...auth(customer), 'x-load-id': id };
        let status = 0;
        let cause;
        try {
          if (write) {
            const body = new FormData();
            const title = `load ${n}.${i}`;
            const p = photos[(n + i) % photos.length];
            body.append('asset', JSON.stringify({ companyDivisionId: division, title }));
            body.append('photo.content', new Blob([p], { type: 'image/png' }), `${n}-${i}.png`);
            body.append('photo.documentType', 'asset');
            const res = await fetch(`${proxy}/api/inventory`, { method: 'POST', headers, body });
            status = res.status;
            const answer = await res.json();
            if (status === 201) acked.push({ id: answer.id, title, photo: sha(p) });
          } else {
            const url = `${proxy}/api/inventory?size=10&page=${1 + (i % 3)}`;
            let res;
            try {
              res = await fetch(url, { headers });
            } catch (e) {
              // A browser sends a GET again when the kept-alive connection it reused was closed before any
              // answer came; Node's fetch does not, so the client does it here, once, and says so.
              retried.push(`${id} (${e.cause?.code ?? e.message})`);
              res = await fetch(url, { headers });
            }
            status = res.status;
            await res.arrayBuffer();
          }
        } catch (e) {
          // Kept: the status when the answer came but was not what was asked for (nginx's 502 page, not JSON).
          cause = (e.cause?.code ?? e.message).split('\n')[0].slice(0, 80);
        }
        records.push({ id, began, ended: performance.now(), status, write, cause });
      }
    };
    const loadStarted = performance.now();
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    await sleep(Math.min(4000, (LOAD_SECONDS * 1000) / 3));
    // Kill a while it holds claimed jobs (thumbnails of the photos being added), so their lease must run out.
    const workerOf = (pid) => `%-${pid}-%`;
    for (let waited = 0; waited < 5000; waited += 50) {
      if (Number(psql(`SELECT COUNT(*) FROM job WHERE status = 'running' AND locked_by LIKE '${workerOf(a.pid)}'`)[0]) > 0) break;
      await sleep(50);
    }
    a.kill('SIGKILL');
    const killedAt = performance.now();
    await exited(a);
    const orphaned = psql(`SELECT id FROM job WHERE status = 'running' AND locked_by LIKE '${workerOf(a.pid)}'`).map(Number);
    await sleep(Math.max(0, LOAD_SECONDS * 1000 - (killedAt - loadStarted)));
    stop = true;
    await Promise.all(clients);
    const loadMs = performance.now() - loadStarted;
    const failed = records.filter((r) => r.status === 0 || r.status >= 500);
    // In flight on a when it died: nginx had passed the request to a, and could not safely pass it on (a POST it
    // had begun sending). Its log says which instance each request reached; a request nginx sent to a just after
    // the kill, on a kept-alive connection it had not yet seen closed, is in flight on a too.
    const reached = new Map();
    for (const line of fs.readFileSync(path.join(nginxDir, 'access.log'), 'utf8').split('\n')) {
      const [id, upstreams] = line.split('|');
      if (id && id !== '-') reached.set(id, upstreams.split(/,\s*/)[0]);
    }
    const inFlight = failed.filter((r) => reached.get(r.id) === `127.0.0.1:${portA}`);
    for (const r of failed) {
      const when = (r.began - killedAt).toFixed(0);
      console.log(`  failed: ${r.write ? 'POST' : 'GET'} ${r.id} began ${when} ms from the kill, answered ${r.status}${r.cause ? ` (${r.cause})` : ''}, reached ${reached.get(r.id) ?? 'no instance'}`);
    }
    const after2 = records.filter((r) => r.began > killedAt + 1000);
    const lat = records.filter((r) => r.status > 0 && r.status < 500).map((r) => r.ended - r.began).sort((x, y) => x - y);
    const p = (q) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))]?.toFixed(0);
    console.log(`  ${records.length} requests in ${(loadMs / 1000).toFixed(1)} s (${((records.length * 1000) / loadMs).toFixed(0)}/s), p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; ${acked.length} assets acknowledged`);
    if (retried.length > 0) console.log(`  sent again once by the client, as a browser does: ${retried.join(', ')}`);
    check(failed.length === inFlight.length, `${failed.length} requests failed, all of them in flight on a when it was killed (${inFlight.length})`);
    check(after2.length > 0 && after2.every((r) => r.status > 0 && r.status < 500), `${after2.length} requests begun a second after the kill: every one answered by b`);
    let lost = 0;
    for (const got of acked) {
      const one = await fetch(`${proxy}/api/inventory/${got.id}`, { headers: auth(customer) });
      const body = await one.json();
      const photoRes = await fetch(`${proxy}/files/asset/${got.id}/photo`, { headers: auth(customer) });
      const bytes = Buffer.from(await photoRes.arrayBuffer());
      if (one.status !== 200 || body.title !== got.title || photoRes.status !== 200 || sha(bytes) !== got.photo) lost++;
    }
    check(lost === 0, `every acknowledged asset is there with its photo (${acked.length} checked, ${lost} lost)`);
    // The killed worker's jobs are taken by b once their lease has run out.
    let settled = null;
    for (let waited = 0; waited < 60_000; waited += 250) {
      const [pending, running] = psql("SELECT COUNT(*) FILTER (WHERE status = 'pending'), COUNT(*) FILTER (WHERE status = 'running') FROM job")[0].split('|').map(Number);
      if (pending === 0 && running === 0) {
        settled = waited;
        break;
      }
      await sleep(250);
    }
    const jobs = psql("SELECT status, COUNT(*) FROM job GROUP BY status ORDER BY status").join(', ');
    check(settled !== null, `every job finished ${settled === null ? '(not within 60 s)' : `${(settled / 1000).toFixed(1)} s after the load`}: ${jobs}`);
    if (orphaned.length) {
      const rows = psql(`SELECT id, status, locked_by, attempts FROM job WHERE id IN (${orphaned.join(',')})`).map((r) => r.split('|'));
      const byB = rows.filter(([, status, by]) => status === 'done' && by.includes(`-${b.pid}-`));
      check(byB.length === orphaned.length, `the ${orphaned.length} jobs a held when killed were done by b after their ${LEASE_SECS} s lease (${rows.map(([id, s, , n]) => `#${id} ${s} in ${n} attempts`).join('; ')})`);
    } else {
      check(false, 'a held no claimed job when it was killed (nothing to take over)');
    }
    const done = await metric(baseB, 'plinth_jobs_done_total');
    console.log(`  jobs done by b: ${[...done.values()].reduce((x, y) => x + y, 0)}`);

    console.log('\n7. The survivor stops on SIGTERM');
    const stopping = performance.now();
    b.kill('SIGTERM');
    await exited(b);
    const left = Number(psql(`SELECT COUNT(*) FROM job WHERE status = 'running' AND locked_by LIKE '${workerOf(b.pid)}'`)[0]);
    check(b.exitCode === 0 && left === 0, `b exited with ${b.exitCode} after ${((performance.now() - stopping) / 1000).toFixed(1)} s, ${left} jobs left claimed`);
  } finally {
    // nginx stops its workers on SIGTERM; a server left running is killed.
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(child.spawnfile === 'nginx' || child.spawnfile.endsWith('/nginx') ? 'SIGTERM' : 'SIGKILL');
    await Promise.all(children.map(exited));
    spawnSync('psql', [PG, '-c', `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`]);
    if (!failures.length) fs.rmSync(tmp, { recursive: true, force: true });
    else console.log(`\nLogs kept for a look: ${tmp}`);
  }
}

if (!fs.existsSync(BIN)) {
  console.error(`No binary at ${BIN}: build it first (just build) or set PLINTH_BIN.`);
  process.exit(2);
}
try {
  await main();
} catch (e) {
  failures.push(e.stack ?? e.message);
  console.log(`FAIL ${e.stack ?? e.message}`);
}
console.log(failures.length ? `\n${failures.length} problems:\n  ${failures.join('\n  ')}` : '\nTwo instances behind one proxy: every check holds.');
process.exit(failures.length ? 1 : 0);
