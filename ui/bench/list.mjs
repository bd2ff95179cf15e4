// 5. Lists answered by the server (shared/list, server/src/list): the users list screen rendered by QuickJS with
// the one page the server primes, for a table of 10 accounts and of 10,000 (the payload is one page either
// way), beside what carrying the whole table in the payload costs (the way lists worked before: a page that
// parses 10,000 rows it does not show). Measured, never asserted.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { kb, ms, problems, ratio, round, run, section, serverBundlePath, table, uiDir } from './lib.mjs';
import { nodeRenderNoted, quickjsRender } from './render.mjs';

const intEnv = (name, fallback) => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const LIST_RENDERS = intEnv('PLINTH_BENCH_LIST_RENDERS', 40);
const ADMIN_PROFILE = { id: 1, email: 'ada@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const SEARCH_URL = '/app/users?q=zoe+hollis&sort=email&dir=desc';

/** The test data generator and the list's query string, bundled from the TypeScript sources for Node. */
async function loadListModule() {
  const outfile = path.join(run.tmpDir, 'list-bench.mjs');
  await esbuild.build({
    stdin: {
      contents:
        "export { foldText, compareValues } from './src/shared/list/core.ts';\n" +
        "export { listQueryString } from './src/shared/list/serverList.ts';\n" +
        "export { parseListState } from './src/shared/list/urlState.ts';\n" +
        "export { sampleAccounts } from './src/testing/sampleAccounts.ts';\n",
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

const USERS_OPTIONS = { sortable: ['name', 'email', 'company', 'division', 'roles', 'disabled'], defaultSort: { column: 'name', dir: 'asc' } };

/** The page the server primes for `url`: its key, and the first page of the accounts matching its search. */
function primedPage(list, url, accounts) {
  const state = list.parseListState(new URL(url, 'http://x').search, USERS_OPTIONS);
  const words = list.foldText(state.q).split(/\s+/).filter(Boolean);
  const found = accounts.filter((a) => {
    const texts = [`${a.firstName} ${a.lastName}`, a.email, a.companyName ?? '', a.divisionName ?? ''].map(list.foldText);
    return words.every((w) => texts.some((t) => t.includes(w)));
  });
  const key = JSON.stringify(['admin', 'account', 'list', list.listQueryString(state)]);
  return { [key]: { rows: found.slice(0, state.size), total: found.length, page: 1, size: state.size } };
}

function payloadFor(url, data) {
  return { url, locale: 'en', brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user: ADMIN_PROFILE, data };
}

export async function benchList(results) {
  section(`5. Lists answered by the server (/app/users): QuickJS render of the primed page for 10 and 10,000 accounts, beside a payload carrying the whole table`);
  const list = await loadListModule();
  const small = list.sampleAccounts(10);
  const big = list.sampleAccounts(10_000);

  const source = fs.readFileSync(serverBundlePath, 'utf8');
  const cases = [
    { name: 'users_10', label: '/app/users, 10 accounts (one page primed)', payload: payloadFor('/app/users', primedPage(list, '/app/users', small)) },
    { name: 'users_10k', label: '/app/users, 10,000 accounts (one page primed)', payload: payloadFor('/app/users', primedPage(list, '/app/users', big)) },
    { name: 'users_10k_search_sort', label: `${SEARCH_URL}, 10,000 (one page primed)`, payload: payloadFor(SEARCH_URL, primedPage(list, SEARCH_URL, big)) },
    // Reference: a page carrying the whole 10,000-row table, as list pages did before they were paged on the server.
    { name: 'whole_10k', label: 'reference: a page carrying all 10,000 rows (/pages/profile)', payload: payloadFor('/pages/profile', { '["admin","account"]': big }) },
  ];
  results.render = {};
  const rows = [];
  for (const c of cases) {
    const json = JSON.stringify(c.payload);
    const file = path.join(run.tmpDir, `payload-list-${c.name}.json`);
    fs.writeFileSync(file, json);
    const entry = { url: c.payload.url, payload_chars: json.length, payload_gzip: zlib.gzipSync(json, { level: 9 }).length, quickjs: null, node: null };
    try {
      entry.quickjs = quickjsRender(file, LIST_RENDERS);
    } catch (e) {
      problems.push(`QuickJS render of the users list (${c.name}): ${e.message}`);
    }
    try {
      entry.node = nodeRenderNoted(source, json, LIST_RENDERS);
    } catch (e) {
      problems.push(`Node render of the users list (${c.name}): ${e.message}`);
    }
    results.render[c.name] = entry;
    const q = entry.quickjs ?? {};
    const n = entry.node ?? {};
    rows.push([c.label, ms(q.median_ms), ms(q.p95_ms), ms(n.median_ms), ratio(q.median_ms, n.median_ms), kb(json.length), kb(entry.payload_gzip), n.html_chars ?? 'n/a']);
  }
  console.log(`  Server render (${LIST_RENDERS} renders each; every render parses the payload, as the server does per page view):`);
  console.log(table(['payload', 'QuickJS median ms', 'p95 ms', 'Node median ms', 'QuickJS/Node', 'payload', 'gzip -9', 'HTML chars'], rows));
  const r10 = results.render.users_10?.quickjs;
  const r10k = results.render.users_10k?.quickjs;
  const whole = results.render.whole_10k?.quickjs;
  if (r10 && r10k && whole) {
    console.log(
      `  A page of the 10,000-account list costs QuickJS ${ms(r10k.median_ms)} ms against ${ms(r10.median_ms)} ms for 10 accounts ` +
        `(${ratio(r10k.median_ms, r10.median_ms)}); carrying the whole table alone cost ${ms(whole.median_ms)} ms (${round(whole.median_ms / r10k.median_ms, 1)}x a page).`,
    );
  }
}
