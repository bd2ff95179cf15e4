// Crash test, run by `just crash-test` (not part of `just test`: it takes a minute or two).
//
// For SQLite, then PostgreSQL: a data dir with the demo data, then ROUNDS times: start `plinth serve`,
// send a stream of writes (assets with a photo, then two documents each) from a few clients at once,
// and kill the server with SIGKILL at a random moment. Then start it once more and check:
//   - every write the clients saw acknowledged (201) is there, with its photo and documents served;
//   - no file in the store that no row refers to (the start-up sweep removes what a kill left);
//   - no row whose file is missing;
//   - SQLite: PRAGMA integrity_check is ok.
// Exit 0 when every check holds, 1 otherwise. All traffic goes to 127.0.0.1.
// Environment: PLINTH_BIN (default target/release/plinth), PLINTH_TEST_PG (the PostgreSQL server; a database
// is made and dropped), PLINTH_CRASH_ROUNDS (20), PLINTH_CRASH_BACKENDS (sqlite,postgres). Needs sqlite3 and psql.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = path.resolve(process.env.PLINTH_BIN ?? 'target/release/plinth');
const PG = process.env.PLINTH_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.PLINTH_CRASH_ROUNDS ?? 20);
const BACKENDS = (process.env.PLINTH_CRASH_BACKENDS ?? 'sqlite,postgres').split(',');
const WRITERS = 4;
const CUSTOMER = { email: 'clara@hollis.demo', password: 'plinth-demo-2026' };
// A 2x2 PNG: small, and a real picture (the upload check reads its header).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMQaDgARAwQCgAiDgVBf4VLswAAAABJRU5ErkJggg==',
  'base64',
);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
const fail = (backend, what) => {
  failures.push(`${backend}: ${what}`);
  console.log(`  FAIL ${what}`);
};

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { env, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

async function startServer(env, port, log) {
  const child = spawn(BIN, ['serve', '--addr', `127.0.0.1:${port}`], { env, stdio: ['ignore', log, log] });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`plinth serve exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) })).status === 200) return { child, base };
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('plinth serve did not answer within 30 s');
}

const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

async function signIn(base) {
  const body = new URLSearchParams({ grant_type: 'password', username: CUSTOMER.email, password: CUSTOMER.password, client_id: 'plinth-web', client_secret: 'plinth-web', scope: 'api' });
  const res = await fetch(`${base}/connect/token`, { method: 'POST', body });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return (await res.json()).access_token;
}

/** One client's stream of writes until the server goes away; every acknowledged write is recorded. */
async function writer(base, token, division, companyId, tag, acked) {
  const auth = { authorization: `Bearer ${token}` };
  for (let n = 0; ; n++) {
    try {
      const title = `crash ${tag}-${n}`;
      const form = new FormData();
      form.append('asset', JSON.stringify({ companyDivisionId: division, title }));
      form.append('photo.content', new Blob([PNG], { type: 'image/png' }), `${title}.png`);
      form.append('photo.documentType', 'asset');
      const made = await fetch(`${base}/api/inventory`, { method: 'POST', headers: auth, body: form });
      if (made.status !== 201) throw new Error(`POST /api/inventory answered ${made.status}: ${await made.text()}`);
      const asset = { id: (await made.json()).id, title, documents: [] };
      acked.push(asset);
      const docs = new FormData();
      for (const d of ['a', 'b']) docs.append('file', new Blob([`document ${d} of ${title}\n`], { type: 'text/plain' }), `${d}.txt`);
      const up = await fetch(`${base}/api/inventory/${asset.id}/upload/${companyId}`, { method: 'POST', headers: auth, body: docs });
      if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
      asset.documents = (await up.json()).map((d) => d.id);
    } catch (e) {
      // The kill: a refused or reset connection ends this client's stream.
      if (/fetch failed|ECONNREFUSED|ECONNRESET|socket|terminated/i.test(`${e.message} ${e.cause?.message ?? ''}`)) return;
      throw e;
    }
  }
}

function sql(backend, env, dataDir, query) {
  const out =
    backend === 'sqlite'
      ? run('sqlite3', [path.join(dataDir, 'plinth.db'), query], env)
      : run('psql', [env.DATABASE_URL, '-At', '-c', query], env);
  return out.split('\n').filter(Boolean);
}

async function crashTest(backend) {
  console.log(`\n${backend}: ${ROUNDS} kills during writes`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `plinth-crash-${backend}-`));
  // One instance: every file without a row after a kill is the kill's, however young (no grace).
  const env = { ...process.env, PLINTH_DATA_DIR: dataDir, PLINTH_LOG: 'warn,plinth=info', PLINTH_SWEEP_GRACE_SECS: '0' };
  delete env.DATABASE_URL;
  const pgName = `plinth_crash_${process.pid}`;
  if (backend === 'postgres') {
    run('psql', [PG, '-c', `DROP DATABASE IF EXISTS ${pgName}`, '-c', `CREATE DATABASE ${pgName}`], env);
    env.DATABASE_URL = `${PG.replace(/\/[^/]*$/, '')}/${pgName}`;
    run(BIN, ['migrate'], env);
  }
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  try {
    run(BIN, ['seed-demo'], env);
    const acked = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const { child, base } = await startServer(env, await freePort(), log);
      const token = await signIn(base);
      const divisions = await (await fetch(`${base}/api/company/divisions`, { headers: { authorization: `Bearer ${token}` } })).json();
      const { id: division, companyId } = divisions[0];
      const streams = Array.from({ length: WRITERS }, (_, w) => writer(base, token, division, companyId, `${round}.${w}`, acked));
      await sleep(300 + Math.random() * 1700);
      child.kill('SIGKILL');
      await exited(child);
      const errors = (await Promise.allSettled(streams)).filter((s) => s.status === 'rejected');
      for (const e of errors) fail(backend, `round ${round}: ${e.reason.message}`);
    }

    const { child, base } = await startServer(env, await freePort(), log);
    const token = await signIn(base);
    const get = (p) => fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
    let missing = 0;
    for (const asset of acked) {
      const got = await get(`/api/inventory/${asset.id}`);
      if (got.status !== 200 || (await got.json()).title !== asset.title) {
        missing++;
        fail(backend, `acknowledged asset ${asset.id} (${asset.title}) answers ${got.status}`);
        continue;
      }
      const photo = await get(`/files/asset/${asset.id}/photo`);
      if (photo.status !== 200 || Buffer.compare(Buffer.from(await photo.arrayBuffer()), PNG) !== 0) fail(backend, `asset ${asset.id}: photo answers ${photo.status}`);
      for (const doc of asset.documents) {
        const file = await get(`/files/document/${doc}`);
        await file.arrayBuffer();
        if (file.status !== 200) fail(backend, `asset ${asset.id}: acknowledged document ${doc} answers ${file.status}`);
      }
    }
    child.kill('SIGTERM');
    await exited(child);

    const rows = new Set(sql(backend, env, dataDir, 'SELECT file_name FROM document'));
    const filesDir = path.join(dataDir, 'files');
    const files = fs.readdirSync(filesDir);
    const thumbOf = (f) => f.replace(/-thumb\.jpg$/, '');
    const orphans = files.filter((f) => !rows.has(f) && ![...rows].some((r) => r.startsWith(`${thumbOf(f)}.`) && f.endsWith('-thumb.jpg')));
    const noFile = [...rows].filter((r) => !fs.existsSync(path.join(filesDir, r)));
    if (orphans.length) fail(backend, `${orphans.length} files no row refers to: ${orphans.slice(0, 5).join(', ')}`);
    if (noFile.length) fail(backend, `${noFile.length} rows whose file is missing: ${noFile.slice(0, 5).join(', ')}`);
    if (backend === 'sqlite') {
      const check = sql(backend, env, dataDir, 'PRAGMA integrity_check').join(' ');
      if (check !== 'ok') fail(backend, `PRAGMA integrity_check: ${check}`);
    }
    const documents = acked.reduce((n, a) => n + a.documents.length, 0);
    // What the start-up sweep found after each kill (files written, rows never committed).
    const swept = [...fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').replace(/\x1b\[[0-9;]*m/g, '').matchAll(/removed stored files.*files=(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    console.log(`  the start-up sweep removed ${swept} files that kills left without a row`);
    console.log(
      `  ${acked.length} acknowledged assets (${missing} missing), ${documents} acknowledged documents; ` +
        `${files.length} files for ${rows.size} document rows; ${orphans.length} orphan files, ${noFile.length} rows without a file` +
        (backend === 'sqlite' ? '; integrity_check ok' : ''),
    );
  } finally {
    fs.closeSync(log);
    if (backend === 'postgres') spawnSync('psql', [PG, '-c', `DROP DATABASE IF EXISTS ${pgName}`]);
    if (!failures.length) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`  data dir kept for a look: ${dataDir}`);
  }
}

if (!fs.existsSync(BIN)) {
  console.error(`No binary at ${BIN}: build it first (just build) or set PLINTH_BIN.`);
  process.exit(2);
}
for (const backend of BACKENDS) {
  try {
    await crashTest(backend);
  } catch (e) {
    fail(backend, e.message);
  }
}
console.log(failures.length ? `\n${failures.length} problems:\n  ${failures.join('\n  ')}` : `\nEvery acknowledged write survived ${ROUNDS} kills per database, with its files; no orphan files, no missing files.`);
process.exit(failures.length ? 1 : 0);
