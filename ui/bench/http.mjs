// 2. HTTP: time to first byte of the signed-in /dashboard (demo data) beside /api/health; requests/s beside a static asset.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { REQUESTS, WARMUP, WRK_SECONDS, int, ms, notes, onPath, problems, ratio, round, section, sleep, summarize, table } from './lib.mjs';

/** Sequential requests, the targets interleaved so drift on a shared machine hits all of them alike. */
async function timeToFirstByte(targets) {
  const samples = targets.map(() => []);
  const bad = targets.map(() => new Map());
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    for (const [k, t] of targets.entries()) {
      const t0 = performance.now();
      const res = await fetch(t.url, { headers: t.headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      const dt = performance.now() - t0; // fetch resolves once the status line and headers are in
      await res.arrayBuffer();
      if (res.status !== 200) bad[k].set(res.status, (bad[k].get(res.status) ?? 0) + 1);
      if (i >= WARMUP) samples[k].push(dt);
    }
  }
  return targets.map((t, k) => {
    if (bad[k].size) problems.push(`TTFB ${t.path}: non-200 answers ${[...bad[k]].map(([s, n]) => `${n}x ${s}`).join(', ')}`);
    return summarize(samples[k]);
  });
}

const WRK_UNITS = { us: 1e-3, ms: 1, s: 1e3, m: 60e3, h: 3600e3 };
const wrkMs = (s) => {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(s ?? '');
  return m ? round(Number(m[1]) * WRK_UNITS[m[2]]) : null;
};

function runWrk(wrk, url, cookie) {
  const args = ['-t2', '-c8', `-d${WRK_SECONDS}s`, '--latency', '-H', `Cookie: plinth_session=${cookie}`, url];
  const r = spawnSync(wrk, args, { encoding: 'utf8', timeout: (WRK_SECONDS + 30) * 1000 });
  if (r.error || r.status !== 0) throw new Error(`wrk failed (${r.error?.message ?? `exit code ${r.status}`}): ${`${r.stdout}${r.stderr}`.trim().slice(0, 300)}`);
  const o = r.stdout;
  const rps = /Requests\/sec:\s*([\d.]+)/.exec(o);
  if (!rps) throw new Error(`could not read wrk's output: ${o.trim().slice(0, 300)}`);
  const lat = /Latency\s+(\S+)\s+(\S+)\s+(\S+)/.exec(o);
  const pct = (p) => wrkMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(o)?.[1]);
  const total = /(\d+) requests in/.exec(o);
  const non2xx = /Non-2xx or 3xx responses:\s*(\d+)/.exec(o);
  const sockErr = /Socket errors:\s*(.*)/.exec(o);
  return {
    rps: round(Number(rps[1]), 1),
    requests: total ? Number(total[1]) : null,
    latency_avg_ms: wrkMs(lat?.[1]),
    latency_p50_ms: pct(50),
    latency_p99_ms: pct(99),
    latency_max_ms: wrkMs(lat?.[3]),
    non_2xx: non2xx ? Number(non2xx[1]) : 0,
    socket_errors: sockErr ? sockErr[1].trim() : null,
  };
}

/** Fallback when wrk is missing: 8 concurrent fetch loops for the same duration. */
async function runNodeLoad(url, cookie) {
  const deadline = performance.now() + WRK_SECONDS * 1000;
  const lat = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      try {
        // identity, like wrk: fetch would otherwise ask for gzip
        const headers = { cookie: `plinth_session=${cookie}`, 'accept-encoding': 'identity' };
        const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.status < 200 || res.status >= 400) non2xx++;
        lat.push(performance.now() - t);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const secs = (performance.now() - started) / 1000;
  const s = lat.length ? summarize(lat) : {};
  const sorted = [...lat].sort((a, b) => a - b);
  return {
    rps: round(lat.length / secs, 1),
    requests: lat.length,
    latency_avg_ms: lat.length ? round(lat.reduce((a, b) => a + b, 0) / lat.length) : null,
    latency_p50_ms: s.median_ms ?? null,
    latency_p99_ms: sorted.length ? round(sorted[Math.round((sorted.length - 1) * 0.99)]) : null,
    latency_max_ms: sorted.length ? round(sorted[sorted.length - 1]) : null,
    non_2xx: non2xx,
    socket_errors: errors ? `${errors} request errors` : null,
  };
}

/** `dashboard`: the page as fetched by main (status, html); `cookie`: the admin's session. */
export async function benchHttp(results, manifest, base, cookie, dashboard) {
  section('2. HTTP: signed-in dashboard (demo data) vs references (same server, same run)');
  const headers = { cookie: `plinth_session=${cookie}` };
  const entryPath = manifest.entry;
  const { html } = dashboard;
  if (dashboard.status !== 200) {
    problems.push(`GET /dashboard with the session cookie answered ${dashboard.status}${dashboard.location ? ` → ${dashboard.location}` : ''}; page figures below are not the signed-in page`);
  }
  // The static reference is the entry script the served page links (the manifest's, unless the binary embeds another build).
  let assetPath = entryPath;
  if (dashboard.status === 200 && !html.includes(entryPath)) {
    const linked = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    notes.push(
      `the served /dashboard does not link ${entryPath} from ui/dist/manifest.json${linked ? ` but ${linked}` : ''}: the binary embeds another UI build (rebuild with \`just build\`)`,
    );
    if (linked) assetPath = linked;
  }
  const asset = await fetch(`${base}${assetPath}`, { signal: AbortSignal.timeout(10_000) });
  await asset.arrayBuffer();
  if (asset.status !== 200) problems.push(`GET ${assetPath} answered ${asset.status}`);
  results.static_asset = assetPath;
  results.dashboard_html_bytes = Buffer.byteLength(html);
  results.dashboard_fetch_encoding = dashboard.encoding;

  const targets = [
    { path: '/dashboard', label: 'GET /dashboard (signed in, SSR, demo data)', url: `${base}/dashboard`, headers },
    { path: '/api/health', label: 'GET /api/health (reference: no render)', url: `${base}/api/health`, headers: {} },
    { path: assetPath, label: `GET ${assetPath} (reference: static)`, url: `${base}${assetPath}`, headers: {} },
  ];
  const ttfb = await timeToFirstByte(targets);
  results.ttfb = { dashboard: ttfb[0], health: ttfb[1], asset: ttfb[2] };
  console.log(`\n  Time to first byte (fetch until headers; ${REQUESTS} sequential keep-alive requests each after ${WARMUP} warm-up, interleaved)`);
  console.log(`  /dashboard: ${int(results.dashboard_html_bytes)} bytes of HTML, sent to fetch with Content-Encoding: ${results.dashboard_fetch_encoding}`);
  console.log(
    table(
      ['request', 'median ms', 'p95 ms', 'vs health (median)'],
      targets.map((t, k) => [t.label, ms(ttfb[k].median_ms), ms(ttfb[k].p95_ms), k === 1 ? '1.0x' : ratio(ttfb[k].median_ms, ttfb[1].median_ms)]),
    ),
  );

  const wrk = onPath('wrk');
  const tool = wrk ? 'wrk' : 'node-loop';
  const load = [
    { key: 'dashboard', label: 'GET /dashboard (signed in, SSR, demo data)', url: `${base}/dashboard` },
    { key: 'health', label: 'GET /api/health (no render)', url: `${base}/api/health` },
    { key: 'asset', label: `GET ${assetPath} (static)`, url: `${base}${assetPath}` },
  ];
  results.throughput = { tool, seconds: WRK_SECONDS, connections: 8 };
  if (wrk) console.log(`\n  Requests per second: wrk -t2 -c8 -d${WRK_SECONDS}s --latency -H 'Cookie: plinth_session=…' URL (no Accept-Encoding, so no gzip)`);
  else console.log(`\n  Requests per second: wrk is not installed (apt-get install wrk); using 8 concurrent Node fetch loops for ${WRK_SECONDS}s instead (Node is the bottleneck here, read the figures as a floor)`);
  const rows = [];
  for (const t of load) {
    try {
      const r = wrk ? runWrk(wrk, t.url, cookie) : await runNodeLoad(t.url, cookie);
      results.throughput[t.key] = r;
      if (r.non_2xx) problems.push(`${tool} ${t.url.replace(base, '')}: ${r.non_2xx} of ${r.requests} answers were not 2xx/3xx`);
      if (r.socket_errors) notes.push(`${tool} ${t.url.replace(base, '')}: socket errors ${r.socket_errors}`);
      rows.push([t.label, int(r.rps), ms(r.latency_avg_ms), ms(r.latency_p50_ms), ms(r.latency_p99_ms), int(r.requests)]);
    } catch (e) {
      problems.push(`${tool} ${t.url.replace(base, '')}: ${e.message}`);
      rows.push([t.label, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a']);
    }
    await sleep(500);
  }
  console.log(table(['request', 'req/s', 'avg ms', 'p50 ms', 'p99 ms', 'requests'], rows));
  const d = results.throughput.dashboard?.rps;
  const h = results.throughput.health?.rps;
  const a = results.throughput.asset?.rps;
  if (d && h && a) console.log(`  /api/health answers ${ratio(h, d)} and the static asset ${ratio(a, d)} as many requests/s as /dashboard.`);
  if (os.cpus().length <= 4) console.log(`  (${os.cpus().length} CPUs: the load generator and the server share them)`);
}
