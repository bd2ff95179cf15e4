// 14. Several instances: the demo data on PostgreSQL (PLINTH_TEST_PG; a database made and dropped), `plinth serve`
// twice on it sharing one data directory, and nginx (scripts/nginx-plinth.conf) in front. Each figure beside its
// reference in the same run:
//   - a page (/app/inventory, server-rendered) and a list call (GET /api/inventory?size=10) through the proxy with one
//     instance behind it, then with two: requests per second and p99 of CLIENTS clients for SECONDS seconds each;
//   - background jobs done per second by one instance's worker and by two: thumbnail jobs of the demo photos (each
//     photo's thumbnail removed first, so the first job of a photo makes it and the repeats find it stored).
// Needs psql and nginx (`just bench` installs nginx); without them the section is skipped with a note.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startNginx } from '../../scripts/nginx.mjs';
import * as lib from './lib.mjs';
import { ADMIN, BIN, int, ms, notes, run, section, table } from './lib.mjs';

const CLIENTS = lib.intEnv('PLINTH_BENCH_INSTANCES_CLIENTS', 16);
const SECONDS = lib.intEnv('PLINTH_BENCH_INSTANCES_SECONDS', 5);
const JOBS = lib.intEnv('PLINTH_BENCH_INSTANCES_JOBS', 400);
const PG = process.env.PLINTH_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/test';

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function sh(cmd, args, env) {
  const r = spawnSync(cmd, args, { env, encoding: 'utf8', timeout: 300_000, maxBuffer: 16 << 20 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.slice(0, 2).join(' ')} failed: ${(r.stderr || r.stdout || r.error?.message || '').slice(-400)}`);
  return r.stdout;
}

/** CLIENTS clients asking for `urlPath` through `base` for SECONDS: requests per second and p99 in ms. */
async function load(base, urlPath, headers) {
  const times = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const began = performance.now();
        try {
          const res = await fetch(`${base}${urlPath}`, { headers, signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - began);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { rps: times.length / SECONDS, p99_ms: times[Math.floor(times.length * 0.99)] ?? null, n: times.length, errors };
}

export async function benchInstances(results) {
  section(`14. Several instances behind nginx on PostgreSQL: a page and a list call with one instance and with two; jobs per second`);
  if (!lib.onPath('psql') || !(lib.onPath('nginx') || fs.existsSync('/usr/sbin/nginx'))) {
    notes.push('several instances: skipped (needs psql and nginx; `just bench` installs nginx)');
    return;
  }
  process.env.PLINTH_NGINX ??= lib.onPath('nginx') ?? '/usr/sbin/nginx';
  const pgName = `plinth_bench_${process.pid}`;
  const dbUrl = `${PG.replace(/\/[^/]*$/, '')}/${pgName}`;
  const dataDir = path.join(run.tmpDir, 'data-instances');
  fs.mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, DATABASE_URL: dbUrl, PLINTH_DATA_DIR: dataDir, PLINTH_LOG: 'warn' };
  const psql = (q) => sh('psql', [dbUrl, '-At', '-c', q], env).trim();
  sh('psql', [PG, '-c', `DROP DATABASE IF EXISTS ${pgName}`, '-c', `CREATE DATABASE ${pgName}`], env);
  const children = [];
  try {
    sh(BIN, ['migrate'], env);
    sh(BIN, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password], env);
    sh(BIN, ['seed-demo'], env);
    const start = async () => {
      const port = await freePort();
      const child = spawn(BIN, ['serve', '--addr', `127.0.0.1:${port}`, '--trusted-proxies', '127.0.0.1', '--render-threads', '1'], { env, stdio: 'ignore' });
      children.push(child);
      for (let waited = 0; waited < 30_000; waited += 100) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200) return `127.0.0.1:${port}`;
        } catch {
          /* not up yet */
        }
        await lib.sleep(100);
      }
      throw new Error('an instance did not get ready within 30 s');
    };
    const [one, two] = [await start(), await start()];
    const rows = [];
    results.proxy = {};
    for (const [label, upstreams] of [
      ['one instance', [one]],
      ['two instances', [one, two]],
    ]) {
      const listen = `127.0.0.1:${await freePort()}`;
      const nginx = await startNginx(path.join(run.tmpDir, `nginx-${upstreams.length}`), listen, upstreams);
      children.push(nginx);
      const base = `http://${listen}`;
      const auth = await lib.signIn(base);
      const page = await load(base, '/app/inventory', { cookie: `plinth_session=${auth.cookie}` });
      const list = await load(base, '/api/inventory?size=10', { authorization: `Bearer ${auth.token}` });
      results.proxy[upstreams.length] = { page, list };
      rows.push([`/app/inventory (page), ${label}`, int(page.rps), ms(page.p99_ms), int(page.errors)]);
      rows.push([`GET /api/inventory?size=10, ${label}`, int(list.rps), ms(list.p99_ms), int(list.errors)]);
      nginx.kill('SIGTERM');
    }
    console.log(`${CLIENTS} clients for ${SECONDS} s each, through nginx (round-robin); each instance has one render thread`);
    console.log(table(['through the proxy', 'requests/s', 'p99', 'errors'], rows, ['l', 'r', 'r', 'r']));

    // Jobs: both instances' workers first, then the first alone (the second stopped).
    const photos = psql("SELECT file_name FROM document WHERE document_type = 'asset'").split('\n').filter(Boolean);
    const jobRound = async () => {
      for (const f of fs.readdirSync(path.join(dataDir, 'files'))) if (f.endsWith('-thumb.jpg')) fs.rmSync(path.join(dataDir, 'files', f));
      psql("DELETE FROM job");
      const values = Array.from({ length: JOBS }, (_, i) => `('thumbnail', '{"photo":"${photos[i % photos.length]}"}', 'pending', 0, 5, 0, 0)`).join(',');
      const began = performance.now();
      psql(`INSERT INTO job (kind, payload, status, attempts, max_attempts, run_at_ms, created_at_ms) VALUES ${values}`);
      for (;;) {
        if (Number(psql("SELECT COUNT(*) FROM job WHERE status IN ('pending', 'running')")) === 0) break;
        if (performance.now() - began > 120_000) throw new Error('the jobs did not finish within 120 s');
        await lib.sleep(50);
      }
      return JOBS / ((performance.now() - began) / 1000);
    };
    const bothRate = await jobRound();
    children[1].kill('SIGTERM');
    await new Promise((r) => (children[1].exitCode !== null ? r() : children[1].once('exit', r)));
    const oneRate = await jobRound();
    results.jobs = { jobs: JOBS, photos: photos.length, one_per_s: oneRate, two_per_s: bothRate };
    console.log(
      table(
        ['background jobs', 'jobs/s'],
        [
          [`${JOBS} thumbnail jobs over ${photos.length} photos, one instance's worker`, int(oneRate)],
          [`the same, two instances' workers`, int(bothRate)],
        ],
        ['l', 'r'],
      ),
    );
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))));
    spawnSync('psql', [PG, '-c', `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`]);
  }
}

await lib.runAloneIfMain(import.meta.url, 'instances', (results) => benchInstances(results));
