// nginx in front of Plinth instances, for the scale test and `just bench`: the configuration of
// scripts/nginx-plinth.conf (the one README "Running several instances" shows) with the given servers, run in the
// foreground from a folder of its own. Debian's nginx (`just _nginx` installs it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const NGINX = process.env.PLINTH_NGINX ?? 'nginx';

/**
 * The whole nginx.conf: paths under `prefix`, listening on `listen`, round-robin over `upstreams` (host:port). With
 * `accessLog`, each request is logged to `prefix`/access.log as its `X-Load-Id` header, the upstreams tried (in order)
 * with their statuses, and the status answered: the scale test reads which instance a failed request had reached.
 */
export function nginxConfig(prefix, listen, upstreams, { accessLog = false } = {}) {
  const template = fs.readFileSync(new URL('./nginx-plinth.conf', import.meta.url), 'utf8');
  return [
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    ...(accessLog
      ? [`  log_format load '$http_x_load_id|$upstream_addr|$upstream_status|$status';`, `  access_log ${prefix}/access.log load;`]
      : ['  access_log off;']),
    `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;`,
    `  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
    template.replace('{{SERVERS}}', upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=10s;`).join('\n    ')).replace('{{LISTEN}}', listen),
    '}',
  ].join('\n');
}

/**
 * Starts nginx in `dir` (made, writable by its worker; `options` as for nginxConfig) and resolves with the child
 * once `listen` accepts. Stop it with SIGTERM (its master then stops its workers; SIGKILL would leave them running).
 */
export async function startNginx(dir, listen, upstreams, options = {}) {
  fs.mkdirSync(dir, { recursive: true });
  // nginx's worker drops to another user when started as root: its temporary folders must be writable by it.
  fs.chmodSync(dir, 0o777);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, listen, upstreams, options));
  // Its own output goes to error.log in `dir`: an inherited pipe would be held open by its workers.
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (see ${dir}/error.log)`);
    try {
      await fetch(`http://${listen}/api/health`, { signal: AbortSignal.timeout(1000) });
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not listen on ${listen} within 10 s`);
}
