// 5. The list component with 10,000 rows (shared/list): the users list screen rendered by QuickJS with 10,000
// generated accounts in its payload (only the first page is rendered) beside the same screen with 10; the
// client-side steps in Node (search index, filter, sort, paginate) over 10,000 rows beside 10; and the size of
// the rows in the payload, raw and gzip -9. Measured, never asserted.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { kb, ms, notes, problems, ratio, round, run, section, serverBundlePath, summarize, table, uiDir } from './lib.mjs';
import { nodeRender, quickjsRender } from './render.mjs';

const intEnv = (name, fallback) => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
/** Renders per payload: a 10,000-row payload is ~2 MB of JSON parsed on every render, so fewer than section 1. */
const LIST_RENDERS = intEnv('PLINTH_BENCH_LIST_RENDERS', 40);
const ACCOUNTS_KEY = JSON.stringify(['admin', 'account']);
const ADMIN_PROFILE = { id: 1, email: 'ada@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const SEARCH_URL = '/app/users?q=zoe+hollis&sort=email&dir=desc';

/** The list's pure steps and the test data generator, bundled from the TypeScript sources for Node. */
async function loadListModule() {
  const outfile = path.join(run.tmpDir, 'list-bench.mjs');
  await esbuild.build({
    stdin: {
      contents: "export * from './src/shared/list/core.ts';\nexport { sampleAccounts } from './src/testing/sampleAccounts.ts';\n",
      resolveDir: uiDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    logLevel: 'silent',
  });
  return import(pathToFileURL(outfile).href);
}

function payloadFor(url, accounts) {
  return { url, locale: 'en', brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user: ADMIN_PROFILE, data: { [ACCOUNTS_KEY]: accounts } };
}

/** The search texts and sort values of features/users/UsersList.tsx (kept in step with its columns). */
const SEARCH_TEXTS = [
  (a) => `${a.firstName} ${a.lastName}`,
  (a) => a.email,
  (a) => a.companyName ?? '',
  (a) => a.divisionName ?? '',
  (a) => a.roles.join(' '),
  (a) => (a.disabled ? 'Disabled' : 'Active'),
];
const byEmail = (a) => a.email;
const byName = (a) => `${a.lastName} ${a.firstName}`;

function timeIt(fn, iterations) {
  for (let i = 0; i < Math.min(5, iterations); i++) fn();
  const samples = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  return summarize(samples);
}

/** The steps DataTable runs (each memoised there), timed apart and as one pipeline from scratch. */
function clientSteps(list, rows, iterations) {
  const index = list.buildSearchIndex(rows, SEARCH_TEXTS);
  const sorted = list.sortOrder(rows, byEmail, 'desc');
  const hits = list.filterOrder(sorted, index, 'zoe hollis');
  const steps = {
    sort_email: timeIt(() => list.sortOrder(rows, byEmail, 'desc'), iterations),
    sort_name: timeIt(() => list.sortOrder(rows, byName, 'asc'), iterations),
    first_search: timeIt(() => list.filterOrder(sorted, list.buildSearchIndex(rows, SEARCH_TEXTS), 'zoe hollis'), iterations),
    keystroke: timeIt(() => list.filterOrder(sorted, index, 'zoe holli'), iterations),
    page: timeIt(() => {
      const p = list.paginate(hits.length, 2, 10);
      return hits.slice(p.start, p.end).map((i) => rows[i]);
    }, iterations),
    pipeline: timeIt(() => {
      const order = list.sortOrder(rows, byEmail, 'desc');
      const found = list.filterOrder(order, list.buildSearchIndex(rows, SEARCH_TEXTS), 'zoe hollis');
      const p = list.paginate(found.length, 1, 10);
      return found.slice(p.start, p.end).map((i) => rows[i]);
    }, iterations),
  };
  return { steps, hits: hits.length };
}

export async function benchList(results) {
  section(`5. List with 10,000 rows (shared/list DataTable on /app/users): QuickJS server render, client steps in Node, payload size`);
  const list = await loadListModule();
  const small = list.sampleAccounts(10);
  const big = list.sampleAccounts(10_000);

  // Server render: the whole users screen, in QuickJS (the binary's embedded bundle) and in Node (ui/dist).
  const source = fs.readFileSync(serverBundlePath, 'utf8');
  const cases = [
    { name: 'users_10', label: '/app/users, 10 accounts', payload: payloadFor('/app/users', small) },
    { name: 'users_10k', label: '/app/users, 10,000 accounts (first page)', payload: payloadFor('/app/users', big) },
    { name: 'users_10k_search_sort', label: `${SEARCH_URL}, 10,000`, payload: payloadFor(SEARCH_URL, big) },
    // The same 10,000 rows on a page that does not show them: what parsing the payload alone costs.
    { name: 'profile_10k', label: '/pages/profile carrying the 10,000 (no list)', payload: payloadFor('/pages/profile', big) },
  ];
  results.render = {};
  const rows = [];
  for (const c of cases) {
    const json = JSON.stringify(c.payload);
    const file = path.join(run.tmpDir, `payload-list-${c.name}.json`);
    fs.writeFileSync(file, json);
    const entry = { url: c.payload.url, payload_chars: json.length, quickjs: null, node: null };
    try {
      entry.quickjs = quickjsRender(file, LIST_RENDERS);
    } catch (e) {
      problems.push(`QuickJS render of the users list (${c.name}): ${e.message}`);
    }
    try {
      entry.node = nodeRender(source, json, LIST_RENDERS);
    } catch (e) {
      problems.push(`Node render of the users list (${c.name}): ${e.message}`);
    }
    results.render[c.name] = entry;
    const q = entry.quickjs ?? {};
    const n = entry.node ?? {};
    rows.push([c.label, ms(q.median_ms), ms(q.p95_ms), ms(n.median_ms), ms(n.p95_ms), ratio(q.median_ms, n.median_ms), json.length, n.html_chars ?? 'n/a']);
  }
  console.log(`  Server render (${LIST_RENDERS} renders each; every render parses the payload, as the server does per page view):`);
  console.log(table(['payload', 'QuickJS median ms', 'p95 ms', 'Node median ms', 'p95 ms', 'ratio', 'payload chars', 'HTML chars'], rows));
  const r10 = results.render.users_10;
  const r10k = results.render.users_10k;
  if (r10?.quickjs && r10k?.quickjs) {
    console.log(
      `  10,000 rows cost QuickJS ${ms(r10k.quickjs.median_ms - r10.quickjs.median_ms)} ms more than 10 (median); both render 10 rows ` +
        `(${r10k.node?.html_chars ?? '?'} chars of HTML against ${r10.node?.html_chars ?? '?'}: the pager is the difference).`,
    );
  }
  const parse = results.render.profile_10k?.quickjs;
  if (parse && r10k?.quickjs) {
    console.log(`  Carrying the 10,000 rows without showing them costs QuickJS ${ms(parse.median_ms)} ms (/pages/profile): most of it is the payload's JSON.parse, not the list.`);
  }
  if (r10?.node && r10k?.node && Math.abs(r10k.node.html_chars - r10.node.html_chars) > 2000) {
    notes.push(`the 10,000-row users list rendered ${r10k.node.html_chars} chars of HTML against ${r10.node.html_chars} for 10: more than the first page?`);
  }

  // Client side: the same steps as DataTable, in Node.
  results.client = {};
  const clientRows = [];
  for (const [label, data, iterations] of [['10 rows', small, 2000], ['10,000 rows', big, 30]]) {
    const { steps, hits } = clientSteps(list, data, iterations);
    results.client[label.replace(/\W+/g, '_')] = { ...steps, hits };
    clientRows.push([label, ...['sort_email', 'sort_name', 'first_search', 'keystroke', 'page', 'pipeline'].map((k) => ms(steps[k].median_ms)), hits]);
  }
  console.log('\n  Client steps in Node (median ms; DataTable memoises each: a keystroke re-runs only the filter, a page change only the slice):');
  console.log(
    table(['rows', 'sort by email', 'sort by name', 'first search (index + filter)', 'next keystroke', 'page slice', 'all from scratch', 'hits of "zoe hollis"'], clientRows),
  );

  // Payload size: the rows as the page carries them.
  const sizes = [];
  results.payload = {};
  for (const [label, data] of [['10 accounts', small], ['10,000 accounts', big]]) {
    const raw = Buffer.from(JSON.stringify(data));
    const gzip9 = zlib.gzipSync(raw, { level: 9 }).length;
    results.payload[label.replace(/\W+/g, '_')] = { raw: raw.length, gzip9 };
    sizes.push([label, kb(raw.length), kb(gzip9), `${round(raw.length / data.length, 0)} B/row`]);
  }
  console.log('\n  The rows in the page payload (JSON of GET /api/admin/account):');
  console.log(table(['rows', 'raw', 'gzip -9', 'raw per row'], sizes));
}
