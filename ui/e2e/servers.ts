/** Starting and stopping the release binary for the browser tests. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const ADMIN = { email: 'admin@plinth.test', password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' };

/** Accounts of `plinth seed-demo` (server/src/demo/catalogue.rs); the main server is seeded with it. */
export const DEMO_PASSWORD = 'plinth-demo-2026';
export const DEMO = {
  admin: 'admin@plinth.demo',
  hollis: 'clara@hollis.demo',
  hollisSecond: 'julien@hollis.demo',
  marlow: 'ruth@marlow.demo',
} as const;

/** Session lifetime of the expiry server, for the expiry test. */
export const SHORT_TTL_SECS = 3;

/** Where the servers' logs go (kept beside the screenshots). */
export const LOG_DIR = path.resolve(process.cwd(), 'test-results');

/** The release binary under test (PLINTH_BIN, relative to ui/, or the default build). */
export function plinthBin(): string {
  return path.resolve(process.cwd(), process.env.PLINTH_BIN ?? '../target/release/plinth');
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The server's own settings come from us only: a CI's DATABASE_URL or PLINTH_* must not leak in. */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'DATABASE_URL' || key.startsWith('PLINTH_')) continue;
    env[key] = value;
  }
  // One admin account runs every spec's PDFs against one server: the per-account document quota (its own
  // Rust test) would refuse some of them.
  return { ...env, PLINTH_DOCUMENT_QUOTA_CONCURRENT: '64', PLINTH_DOCUMENT_QUOTA_PER_MINUTE: '100000', ...extra };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`plinth exited with ${child.exitCode} before answering ${url}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`plinth did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * A fresh data dir with the admin (and the demo data when `seed`, `seed-demo` given `seedArgs`), then `serve` on a
 * free port; resolves once
 * /api/health answers 200.
 */
export async function startServer(
  bin: string,
  name: string,
  logDir: string,
  extraEnv: Record<string, string> = {},
  seed = false,
  seedArgs: readonly string[] = [],
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `plinth-e2e-${name}-`));
  const env = serverEnv(extraEnv);
  await run(
    bin,
    ['--data-dir', dataDir, 'create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--first-name', ADMIN.firstName, '--last-name', ADMIN.lastName],
    { env },
  );
  if (seed) await run(bin, ['--data-dir', dataDir, 'seed-demo', ...seedArgs], { env });
  const port = await freePort();
  await mkdir(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `server-${name}.log`));
  const child = spawn(bin, ['--data-dir', dataDir, 'serve', '--addr', `127.0.0.1:${port}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`${url}/api/health`, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
