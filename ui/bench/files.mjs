// 13. Stored files: a 10 MB document uploaded (`POST /api/inventory/{id}/upload/{companyId}`) and downloaded
//     (`GET /files/document/{id}`) through a server whose file store is S3-compatible object storage (the test S3
//     server, s3s-fs, on this machine), beside the same through a server on the local data directory, in the same run.
//     Median / p95 and MB/s; measured and printed, never asserted.
// Run alone: `cd ui && PLINTH_BIN=/abs/path/plinth node bench/files.mjs` (needs `just s3-server`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lib from './lib.mjs';
import { ms, problems, round, run, section, sleep, summarize, table } from './lib.mjs';

const MB = lib.intEnv('PLINTH_BENCH_FILE_MB', 10);
const UPLOADS = lib.intEnv('PLINTH_BENCH_FILE_UPLOADS', 8);
const DOWNLOADS = lib.intEnv('PLINTH_BENCH_FILE_DOWNLOADS', 16);
const S3S_FS = process.env.PLINTH_S3S_FS ?? path.resolve(lib.uiDir, '..', 'target', 'tools', 'bin', 's3s-fs');
const KEYS = { AWS_ACCESS_KEY_ID: 'plinth-bench', AWS_SECRET_ACCESS_KEY: 'plinth-bench-secret', AWS_ALLOW_HTTP: 'true', AWS_REGION: 'us-east-1' };

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** s3s-fs on a free port over a new folder, with one bucket; resolves with the `--object-store` value. */
async function startS3() {
  if (!fs.existsSync(S3S_FS)) throw new Error(`${S3S_FS} is missing: run \`just s3-server\``);
  const root = path.join(run.tmpDir, 's3');
  fs.mkdirSync(path.join(root, 'plinth-bench'), { recursive: true });
  const port = await freePort();
  const child = spawn(S3S_FS, ['--host', '127.0.0.1', '--port', String(port), '--access-key', KEYS.AWS_ACCESS_KEY_ID, '--secret-key', KEYS.AWS_SECRET_ACCESS_KEY, root], { stdio: 'ignore' });
  run.servers.add(child);
  for (let i = 0; i < 100; i++) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() || true));
      socket.on('error', () => resolve(false));
    });
    if (up) return { child, store: `s3://plinth-bench?endpoint=http://127.0.0.1:${port}&region=us-east-1` };
    await sleep(50);
  }
  throw new Error('s3s-fs did not listen within 5 s');
}

/** Uploads and downloads through one server; returns the timings. */
async function measure(server, document) {
  // A demo customer uploads to an asset of their own, as people do.
  const customer = await lib.signIn(server.base, 'clara@hollis.demo', 'plinth-demo-2026');
  const bearer = { authorization: `Bearer ${customer.token}` };
  const list = await (await fetch(`${server.base}/api/inventory`, { headers: bearer })).json();
  const asset = (Array.isArray(list) ? list : (list.rows ?? list.items ?? [])).find((a) => a.companyId != null);
  if (!asset) throw new Error('no asset of the demo customer');
  const uploads = [];
  const ids = [];
  for (let i = 0; i < UPLOADS + 1; i++) {
    const form = new FormData();
    form.append('file', new Blob([document], { type: 'text/plain' }), `bench-${i}.txt`);
    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/inventory/${asset.id}/upload/${asset.companyId}`, { method: 'POST', headers: bearer, body: form });
    const body = await res.json();
    if (res.status !== 200 && res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    if (i > 0) uploads.push(performance.now() - t0); // the first warms the connection and the store
    ids.push((Array.isArray(body) ? body[0] : body.documents?.[0] ?? body).id);
  }
  const downloads = [];
  for (let i = 0; i < DOWNLOADS + 1; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/files/document/${ids[i % ids.length]}`, { headers: bearer });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || bytes.length !== document.length) throw new Error(`download answered ${res.status} with ${bytes.length} bytes`);
    if (i > 0) downloads.push(performance.now() - t0);
  }
  return { upload: summarize(uploads), download: summarize(downloads) };
}

const rate = (s) => (s.median_ms ? round((MB * 1000) / s.median_ms, 1) : null);

/** `localDir` and `s3Dir`: two copies of the demo data no server has open. */
export async function benchFiles(results, localDir, s3Dir) {
  section(`13. Stored files: a ${MB} MB document uploaded ${UPLOADS} times and downloaded ${DOWNLOADS} times, S3 (s3s-fs) beside the local data directory`);
  const document = Buffer.alloc(MB * 1024 * 1024, 'plinth bench document\n');
  for (const [k, v] of Object.entries(KEYS)) process.env[k] = v;
  const s3 = await startS3();
  const local = await lib.startServer(localDir);
  try {
    results.local = await measure(local, document);
  } finally {
    await local.stop();
  }
  const remote = await lib.startServer(s3Dir, ['--object-store', s3.store]);
  try {
    results.s3 = await measure(remote, document);
  } finally {
    await remote.stop();
  }
  const row = (label, s) => [label, `${ms(s.median_ms)} ms`, `${ms(s.p95_ms)} ms`, `${rate(s) ?? 'n/a'} MB/s`, s.n];
  console.log(
    table(
      ['', 'median', 'p95', 'MB/s', 'n'],
      [
        row('upload, local data directory', results.local.upload),
        row('upload, S3 (s3s-fs)', results.s3.upload),
        row('download, local data directory', results.local.download),
        row('download, S3 (s3s-fs)', results.s3.download),
      ],
      ['l', 'r', 'r', 'r', 'r'],
    ),
  );
}

// Alone: two fresh data dirs with the demo data.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  lib.preflight();
  run.tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plinth-bench-files-'));
  const localDir = path.join(run.tmpDir, 'data');
  const s3Dir = path.join(run.tmpDir, 'data-s3');
  const results = {};
  try {
    lib.seedDataDir(localDir);
    fs.cpSync(localDir, s3Dir, { recursive: true });
    await benchFiles(results, localDir, s3Dir);
    console.log(JSON.stringify(results));
  } catch (e) {
    problems.push(`files: ${e?.stack ?? e}`);
  } finally {
    await lib.stopAllServers();
    lib.cleanup();
  }
  for (const p of problems) console.log(`problem: ${p}`);
  process.exit(problems.length ? 1 : 0);
}
