// 3/5. Size: raw and gzip -9 of the files every page links (the entry and its static chunks; each screen's and
// language's chunks come on top, see firstload.mjs), and of everything the browser fetched for /dashboard,
// beside the bytes the server actually sends (Content-Encoding: gzip).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { clientDir, int, kb, ms, notes, problems, ratio, section, summarize, table } from './lib.mjs';

/** GET on a fresh connection; counts body bytes as sent, all bytes read off the socket, and the time to the last byte. */
export function wireGet(base, urlPath, acceptEncoding = 'gzip', headers = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(`${base}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding, ...headers }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const ms = performance.now() - t0;
        resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', body, socketBytes: res.socket?.bytesRead ?? null, ms });
      });
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

/** The files every page links (ui/dist/manifest.json); `base` null: sizes on disk only. */
export async function benchManifestSize(results, manifest, base) {
  section('4. Size: what every page links (ui/dist/manifest.json: the entry, its static chunks, css), then what /dashboard loads');
  const files = [
    ...[manifest.entry, ...(manifest.preload ?? [])].map((u) => ({ url: u, kind: 'js' })),
    ...(manifest.css ?? []).map((u) => ({ url: u, kind: 'css' })),
  ].filter((f, i, all) => all.findIndex((g) => g.url === f.url) === i);
  const rows = [];
  const totals = { js: { raw: 0, gzip9: 0, wire: 0 }, css: { raw: 0, gzip9: 0, wire: 0 } };
  let wireComplete = Boolean(base);
  results.files = [];
  for (const f of files) {
    const name = f.url.replace(/^\/assets\//, '');
    const file = path.join(clientDir, name);
    let raw;
    try {
      raw = fs.readFileSync(file);
    } catch (e) {
      problems.push(`${f.url}: cannot read ${file} (${e.code ?? e.message})`);
      continue;
    }
    const gzip9 = zlib.gzipSync(raw, { level: 9 }).length;
    const entry = { url: f.url, kind: f.kind, raw: raw.length, gzip9, wire: null, wire_encoding: null };
    if (base) {
      try {
        const w = await wireGet(base, f.url);
        if (w.status !== 200) throw new Error(`answered ${w.status}${w.status === 404 ? ' (the binary does not embed this ui/dist build: rebuild with `just build`)' : ''}`);
        entry.wire = w.body.length;
        entry.wire_encoding = w.encoding;
        entry.wire_with_headers = w.socketBytes;
        const decoded = w.encoding === 'gzip' ? zlib.gunzipSync(w.body) : w.body;
        if (!decoded.equals(raw)) notes.push(`${f.url}: the server sends different bytes than ui/dist/client/${name} (binary built from another UI build?)`);
        if (f.url === manifest.entry) results.entry_wire = { url: f.url, encoding: w.encoding, body_bytes: w.body.length, bytes_with_headers: w.socketBytes, gzip9_bytes: gzip9 };
      } catch (e) {
        wireComplete = false;
        problems.push(`GET ${f.url} with Accept-Encoding: gzip: ${e.message}`);
      }
    }
    results.files.push(entry);
    const t = totals[f.kind];
    t.raw += raw.length;
    t.gzip9 += gzip9;
    t.wire += entry.wire ?? 0;
    const wireCell = entry.wire == null ? 'n/a' : `${kb(entry.wire)}${entry.wire_encoding !== 'gzip' ? ` (${entry.wire_encoding})` : ''}`;
    rows.push([`${f.kind.toUpperCase()} ${f.url}${f.url === manifest.entry ? ' (entry)' : ''}`, kb(raw.length), kb(gzip9), wireCell]);
  }
  const all = { raw: totals.js.raw + totals.css.raw, gzip9: totals.js.gzip9 + totals.css.gzip9, wire: totals.js.wire + totals.css.wire };
  const w = (x) => (wireComplete ? kb(x) : 'n/a');
  rows.push(['total JS', kb(totals.js.raw), kb(totals.js.gzip9), w(totals.js.wire)]);
  rows.push(['total CSS', kb(totals.css.raw), kb(totals.css.gzip9), w(totals.css.wire)]);
  rows.push(['total JS + CSS', kb(all.raw), kb(all.gzip9), w(all.wire)]);
  results.totals = { ...totals, all };
  if (!wireComplete) for (const k of ['js', 'css', 'all']) results.totals[k].wire = null;
  console.log(table(['file', 'raw', 'gzip -9', 'server sends (gzip)'], rows));
  const e = results.entry_wire;
  if (e) {
    console.log(
      `  Entry JS on the wire with Accept-Encoding: gzip: ${int(e.body_bytes)} bytes body (Content-Encoding: ${e.encoding}), ` +
        `${int(e.bytes_with_headers)} bytes read off the socket with headers; gzip -9 would be ${int(e.gzip9_bytes)} bytes (${ratio(e.body_bytes, e.gzip9_bytes)}).`,
    );
    if (e.encoding !== 'gzip') notes.push(`the server did not gzip ${e.url} (Content-Encoding: ${e.encoding})`);
    // What sending it costs: whole response time with gzip beside identity (median of 7 fresh connections each, interleaved).
    try {
      const gz = [];
      const id = [];
      for (let i = 0; i < 8; i++) {
        const g = await wireGet(base, e.url, 'gzip');
        const r = await wireGet(base, e.url, 'identity');
        if (g.status !== 200 || r.status !== 200) throw new Error(`answered ${g.status}/${r.status}`);
        if (i > 0) {
          gz.push(g.ms);
          id.push(r.ms);
        }
      }
      e.gzip_response = summarize(gz);
      e.identity_response = summarize(id);
      console.log(
        `  Entry JS whole response (new connection, to last byte): gzip median ${ms(e.gzip_response.median_ms)} ms / p95 ${ms(e.gzip_response.p95_ms)} ms` +
          ` beside identity median ${ms(e.identity_response.median_ms)} ms / p95 ${ms(e.identity_response.p95_ms)} ms (${ratio(e.gzip_response.median_ms, e.identity_response.median_ms)}).`,
      );
    } catch (err) {
      problems.push(`timing ${e.url} gzip vs identity: ${err.message}`);
    }
  }
}

/** The bytes of one file the dashboard loaded: as the app has it (raw), gzip -9, and as the server sends it. */
async function measure(base, r, cookie) {
  const name = r.url.replace(/^\/assets\//, '');
  const headers = r.kind === 'HTML' || r.kind === 'API' ? { cookie: `plinth_session=${cookie}` } : {};
  let raw = null;
  if (r.url.startsWith('/assets/')) {
    try {
      raw = fs.readFileSync(path.join(clientDir, name));
    } catch {
      /* not in ui/dist: take what the server sends */
    }
  }
  const w = await wireGet(base, r.url, 'gzip', headers);
  if (w.status !== 200) throw new Error(`answered ${w.status}`);
  const decoded = w.encoding === 'gzip' ? zlib.gunzipSync(w.body) : w.body;
  if (raw && !decoded.equals(raw)) notes.push(`${r.url}: the server sends different bytes than ui/dist/client/${name}`);
  raw ??= decoded; // pages and API answers: what this request got (each page render differs by its clock only)
  return { raw: raw.length, gzip9: zlib.gzipSync(raw, { level: 9 }).length, wire: w.body.length, wire_encoding: w.encoding, wire_with_headers: w.socketBytes };
}

/** `resources`: what Chromium fetched for /dashboard (section 3), in order; null without a browser run. */
export async function benchDashboardSize(results, base, cookie, resources, dashboardHtml, manifest) {
  let list = resources;
  if (!list) {
    // No browser run: the page and what its HTML links; chunks loaded after mount are then missing.
    const linked = [...dashboardHtml.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    list = [{ url: '/dashboard', kind: 'HTML' }, ...[...new Set(linked)].map((u) => ({ url: u, kind: u.endsWith('.css') ? 'CSS' : u === manifest.entry ? 'JS entry' : 'JS preload' }))];
    notes.push('size of what /dashboard loads: no browser run, so only the HTML and the files it links (not the chart chunk loaded after mount)');
  }
  console.log(`\n  What Chromium fetched for the signed-in /dashboard (server-rendered), in order; the HTML is gzipped per request`);
  const rows = [];
  const total = { raw: 0, gzip9: 0, wire: 0, browser: 0 };
  let complete = true;
  results.dashboard_files = [];
  for (const r of list) {
    let m;
    try {
      m = await measure(base, r, cookie);
    } catch (e) {
      complete = false;
      problems.push(`size of ${r.url} as /dashboard loads it: ${e.message}`);
      rows.push([`${r.kind} ${r.url}`, 'n/a', 'n/a', 'n/a', 'n/a']);
      continue;
    }
    const browser = r.body_bytes ?? null;
    results.dashboard_files.push({ url: r.url, kind: r.kind, ...m, browser_body_bytes: browser, browser_encoding: r.encoding ?? null });
    total.raw += m.raw;
    total.gzip9 += m.gzip9;
    total.wire += m.wire;
    total.browser += browser ?? 0;
    if (m.wire_encoding !== 'gzip') notes.push(`the server did not gzip ${r.url} for /dashboard (Content-Encoding: ${m.wire_encoding})`);
    const wireCell = `${kb(m.wire)}${m.wire_encoding !== 'gzip' ? ` (${m.wire_encoding})` : ''}`;
    rows.push([`${r.kind} ${r.url}`, kb(m.raw), kb(m.gzip9), wireCell, browser == null ? 'n/a' : kb(browser)]);
  }
  results.dashboard_total = complete ? total : null;
  rows.push(['total', kb(total.raw), kb(total.gzip9), complete ? kb(total.wire) : 'n/a', resources ? kb(total.browser) : 'n/a']);
  console.log(table(['file', 'raw', 'gzip -9', 'server sends (gzip)', 'Chromium got (body)'], rows));
  if (complete) {
    console.log(
      `  ${list.length} files: ${int(total.wire)} bytes as the server sends them, beside ${int(total.gzip9)} with gzip -9 and ${int(total.raw)} raw (${ratio(total.raw, total.wire)} the sent size).`,
    );
  }
}
