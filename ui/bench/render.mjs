// 1. Server render: the server's engine (`plinth render-bench`: deno_core on QuickJS) beside Node's renderToString
// (node:vm, bench/nodeRender.mjs), with V8's JIT and without it (`--jitless`: V8's interpreter), same ui/dist/server.js;
// the engine's start (bundle load) and memory per render thread; and, where valgrind is installed, the engine's
// instructions per render, which do not move with the machine's load as times do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nodeRender } from './nodeRender.mjs';
import { BIN, RENDERS, WARMUP, getPage, here, ms, notes, onPath, pagePayload, plinth, problems, ratio, round, run, runAloneIfMain, section, serverBundlePath, signIn, startServer, table } from './lib.mjs';

const PAYLOAD_BASE = { locale: 'en', brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, data: {} };

/** The fixed payloads, kept for comparison with the dashboard's real one. */
export const STATIC_PAYLOADS = [
  { name: 'signin', label: '/pages/signin (signed out)', payload: { url: '/pages/signin', ...PAYLOAD_BASE, user: null } },
  {
    name: 'layout',
    label: '/dashboard (layout only, no data)',
    payload: {
      url: '/dashboard',
      ...PAYLOAD_BASE,
      user: {
        id: 1,
        email: 'ada@plinth.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        theme: '21',
        roles: ['Plinth_Admin'],
        companyId: null,
        companyDivisionId: null,
      },
    },
  },
];

/** The arguments of `plinth render-bench` for `iterations` timed renders of a payload file. */
const renderBenchArgs = (payloadFile, iterations) => ['--data-dir', path.join(run.tmpDir, 'render-data'), 'render-bench', '--payload', payloadFile, '--iterations', String(iterations)];

/** `plinth render-bench` on a payload file: median and p95 ms over `iterations` renders on one warm engine. */
export function quickjsRender(payloadFile, iterations = RENDERS) {
  const r = plinth(renderBenchArgs(payloadFile, iterations), 300_000);
  const line = r.stdout
    .split('\n')
    .reverse()
    .map((l) => l.trim())
    .find((l) => l.startsWith('{') && l.includes('median_ms'));
  if (!line) throw new Error(`\`plinth render-bench\` printed no {"median_ms"…} line; stdout was: ${r.stdout.trim().slice(0, 300) || '(empty)'}`);
  const parsed = JSON.parse(line);
  return {
    engine: parsed.engine ?? 'QuickJS',
    median_ms: round(parsed.median_ms),
    p95_ms: round(parsed.p95_ms),
    n: parsed.n,
    first_start_ms: round(parsed.first_start_ms),
    next_start_ms: round(parsed.next_start_ms),
    heap_mib: parsed.heap_bytes == null ? null : round(parsed.heap_bytes / 2 ** 20),
    resident_mib: parsed.engine_resident_bytes == null ? null : round(parsed.engine_resident_bytes / 2 ** 20),
  };
}

const COUNTED_RENDERS = 10;

/**
 * Instructions per render in the server's engine: valgrind's callgrind counts those of render-bench's timed
 * renders alone (`timed_render`, after the warm-up), a figure that does not move with the machine's load as times
 * do. Null where valgrind is not installed.
 */
export function quickjsInstructions(payloadFile) {
  const valgrind = onPath('valgrind');
  if (!valgrind) return null;
  const callgrind = ['--tool=callgrind', '--collect-atstart=no', '--toggle-collect=*timed_render*', '--callgrind-out-file=/dev/null'];
  const r = spawnSync(valgrind, [...callgrind, BIN, ...renderBenchArgs(payloadFile, COUNTED_RENDERS)], {
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 16 << 20,
  });
  const collected = /Collected\s*:\s*(\d+)/.exec(r.stderr ?? '')?.[1];
  if (r.status !== 0 || !collected) throw new Error(`valgrind on \`plinth render-bench\` failed (${r.error?.message ?? `exit ${r.status}`}): ${(r.stderr ?? '').trim().split('\n').slice(-3).join(' ')}`);
  return Number(collected) / COUNTED_RENDERS;
}

/** A Node render's figures, with the warnings the bundle logged turned into notes. */
function noted(what, { warnings, ...figures }) {
  if (warnings.length) notes.push(`${what} logged ${warnings.length} warning(s)/error(s), first: ${warnings[0]}`);
  return figures;
}

/** `nodeRender`'s figures, in this process (V8 with its JIT). */
export const nodeRenderNoted = (source, payloadJson, iterations = RENDERS) => noted('Node render', nodeRender(source, payloadJson, iterations));

/**
 * The same renders in a Node process without its JIT (`--jitless`): V8's interpreter, what an engine that only
 * interprets can be compared with (QuickJS interprets, as V8 does before it compiles what runs often).
 */
function nodeJitlessRender(payloadFile) {
  const script = path.join(here, 'nodeRender.mjs');
  const r = spawnSync(process.execPath, ['--jitless', script, serverBundlePath, payloadFile], { encoding: 'utf8', timeout: 300_000, maxBuffer: 16 << 20 });
  const line = (r.stdout ?? '').trim().split('\n').pop();
  if (r.status !== 0 || !line?.startsWith('{')) throw new Error(`node --jitless failed (${r.error?.message ?? `exit ${r.status}`}): ${(r.stderr ?? '').trim().split('\n').slice(-3).join(' ')}`);
  return noted('Node --jitless render', JSON.parse(line));
}

/**
 * The run with the lowest median of `ROUNDS`: a render's time on these shared machines moves by a third between
 * runs of the same binary, with whatever else runs; the quietest of a few runs is the steadier figure.
 */
const ROUNDS = 3;
function lowestMedian(measure) {
  let best = null;
  for (let i = 0; i < ROUNDS; i++) {
    const run = measure();
    if (!best || run.median_ms < best.median_ms) best = run;
  }
  return best;
}

/** `payloads`: [{name, label, payload}]; the dashboard's comes from the running seeded server. */
export function benchRender(results, payloads) {
  section(
    `1. Server render: the server's engine (deno_core on QuickJS) vs Node renderToString, with and without V8's JIT (same ui/dist/server.js, ` +
      `${WARMUP} warm-up + ${RENDERS} renders; the run with the lowest median of ${ROUNDS} each)`,
  );
  const source = fs.readFileSync(serverBundlePath, 'utf8');
  const rows = [];
  const startLines = [];
  for (const { name, label, payload } of payloads) {
    const payloadJson = JSON.stringify(payload);
    const payloadFile = path.join(run.tmpDir, `payload-${name}.json`);
    fs.writeFileSync(payloadFile, payloadJson);
    const entry = { url: payload.url, payload_chars: payloadJson.length, quickjs: null, node: null };
    try {
      entry.quickjs = lowestMedian(() => quickjsRender(payloadFile));
      const q = entry.quickjs;
      startLines.push(
        `${q.engine}, ${name} run: first engine started in ${ms(q.first_start_ms)} ms (bundle loaded), the next in ${ms(q.next_start_ms)} ms; ` +
          `a warm engine's heap ${q.heap_mib} MiB, the process grew ${q.resident_mib ?? 'n/a'} MiB for one more engine (a render thread)`,
      );
    } catch (e) {
      problems.push(`QuickJS render of ${name} (${payload.url}): ${e.message}`);
    }
    try {
      entry.node = lowestMedian(() => nodeRenderNoted(source, payloadJson));
    } catch (e) {
      problems.push(`Node render of ${name} (${payload.url}): ${e.message}`);
    }
    try {
      entry.node_jitless = lowestMedian(() => nodeJitlessRender(payloadFile));
    } catch (e) {
      problems.push(`Node --jitless render of ${name} (${payload.url}): ${e.message}`);
    }
    try {
      entry.quickjs_instructions = quickjsInstructions(payloadFile);
    } catch (e) {
      problems.push(`Instructions of the QuickJS render of ${name} (${payload.url}): ${e.message}`);
    }
    entry.ratio_median = entry.quickjs && entry.node ? round(entry.quickjs.median_ms / entry.node.median_ms, 2) : null;
    entry.ratio_p95 = entry.quickjs && entry.node ? round(entry.quickjs.p95_ms / entry.node.p95_ms, 2) : null;
    entry.ratio_jitless_median = entry.quickjs && entry.node_jitless ? round(entry.quickjs.median_ms / entry.node_jitless.median_ms, 2) : null;
    results[name] = entry;
    const q = entry.quickjs ?? {};
    const n = entry.node ?? {};
    const j = entry.node_jitless ?? {};
    rows.push([
      label,
      ms(q.median_ms),
      ms(q.p95_ms),
      ms(n.median_ms),
      ms(n.p95_ms),
      ratio(q.median_ms, n.median_ms),
      ratio(q.p95_ms, n.p95_ms),
      ms(j.median_ms),
      ratio(q.median_ms, j.median_ms),
      payloadJson.length,
      n.html_chars ?? 'n/a',
    ]);
  }
  console.log(
    table(
      ['payload', 'engine median ms', 'p95 ms', 'Node median ms', 'p95 ms', 'ratio median', 'ratio p95', 'Node --jitless median ms', 'ratio', 'payload chars', 'HTML chars'],
      rows,
    ),
  );
  for (const l of startLines) console.log(`  ${l}`);
  const full = payloads.filter((p) => results[p.name]?.node?.in_full_median_ms != null);
  if (full.length) {
    console.log(
      `  Node, the frame rendered in full each time (no fragments kept): ${full.map((p) => `${p.name} ${ms(results[p.name].node.in_full_median_ms)} ms`).join(', ')} (medians)`,
    );
  }
  const loads = payloads.map((p) => results[p.name]?.node?.bundle_load_ms).filter((x) => x != null);
  if (loads.length) console.log(`  Node vm bundle load (compile + run server.js, fresh context per payload): ${loads.map(ms).join(' ms, ')} ms`);
  const counted = payloads.filter((p) => results[p.name]?.quickjs_instructions != null);
  const millions = (x) => `${(x / 1e6).toFixed(2)} M`;
  if (counted.length) {
    console.log(
      `  Instructions per render in the engine (valgrind's callgrind over ${COUNTED_RENDERS} warm renders; steady where times move with the machine's load): ` +
        counted.map((p) => `${p.name} ${millions(results[p.name].quickjs_instructions)}`).join(', '),
    );
  } else if (!onPath('valgrind')) {
    console.log('  Instructions per render: valgrind is not installed (apt-get install valgrind), so none were counted');
  }
  const d = results.dashboard;
  const l = results.layout;
  if (d?.quickjs && l?.quickjs) {
    console.log(
      `  The demo data costs QuickJS ${ms(d.quickjs.median_ms - l.quickjs.median_ms)} ms per render over the bare layout` +
        (d.node && l.node ? `, Node ${ms(d.node.median_ms - l.node.median_ms)} ms (medians).` : '.'),
    );
  }
}

// `node bench/render.mjs`: this section alone, with the demo data's dashboard and inventory list pages beside the fixed payloads.
await runAloneIfMain(import.meta.url, 'render', async (results, dataDir) => {
  const server = await startServer(dataDir);
  const auth = await signIn(server.base);
  const payloads = [...STATIC_PAYLOADS];
  for (const [name, url, label] of [
    ['dashboard', '/dashboard', '/dashboard (demo data, admin)'],
    ['inventory', '/app/admin/inventory', '/app/admin/inventory (demo data, a list of 10 rows)'],
  ]) {
    const payload = pagePayload((await getPage(server.base, url, auth.cookie)).html);
    if (payload) payloads.push({ name, label, payload: { ...payload, ssr: true } });
    else problems.push(`${url} carried no payload`);
  }
  benchRender(results, payloads);
});
