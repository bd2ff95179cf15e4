// 4. Browser: first contentful paint of /dashboard in headless Chromium, server-rendered beside client-only
// (`plinth serve --no-ssr`: the same payload and data, an empty #root), and what the page loads.
import fs from 'node:fs';
import os from 'node:os';
import { BROWSER_SAMPLES, BROWSER_WARMUP, CHROMIUM, int, kb, ms, notes, problems, ratio, section, summarize, table } from './lib.mjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function loadChromium() {
  try {
    return (await import('playwright-core')).chromium;
  } catch {
    return (await import('@playwright/test')).chromium;
  }
}

/** Records, before any page script runs, the moment the app marks <html data-hydrated="true">. */
function hydrationProbe() {
  new MutationObserver(() => {
    if (window.__plinthHydratedAt == null && document.documentElement?.dataset.hydrated === 'true') window.__plinthHydratedAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

/** What a request was, for the tables: the page, its stylesheet, entry, preloaded chunks, chunks loaded later, API calls. */
function kindOf(url, type, manifest) {
  const p = new URL(url).pathname;
  if (type === 'document') return 'HTML';
  if (type === 'stylesheet' || p.endsWith('.css')) return 'CSS';
  if (p === manifest.entry) return 'JS entry';
  const packs = Object.values(manifest.screenLocales ?? {}).flatMap((byLocale) => Object.values(byLocale));
  if ([manifest.preload, ...Object.values(manifest.screens ?? {}), ...Object.values(manifest.locales ?? {}), ...packs].some((files) => files?.includes(p))) return 'JS preload';
  if (p.endsWith('.js')) return 'JS lazy';
  if (p.startsWith('/api/')) return 'API';
  return type;
}

/** One cold page load in a fresh context (empty cache, the session cookie). */
async function sample(browser, target, manifest) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'plinth_session', value: target.cookie, url: target.base }]);
    await context.addInitScript(hydrationProbe);
    const page = await context.newPage();
    const order = new Map();
    const finished = [];
    let failed = 0;
    page.on('request', (req) => order.set(req, order.size));
    const errors = [];
    page.on('requestfinished', (req) => finished.push(req));
    page.on('requestfailed', () => failed++);
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const urlPath = target.path ?? '/dashboard';
    const res = await page.goto(`${target.base}${urlPath}`, { waitUntil: 'load', timeout: 30_000 });
    if (!res || res.status() !== 200 || new URL(page.url()).pathname !== new URL(urlPath, target.base).pathname) {
      throw new Error(`${urlPath} answered ${res?.status() ?? 'nothing'} at ${page.url()} (signed in?)`);
    }
    await page.waitForFunction(() => window.__plinthHydratedAt != null, null, { timeout: 15_000 });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 5_000 }).catch(() => {});
    // The chart's chunk is fetched after mount: wait for the network to go quiet so it is counted.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const m = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const lazy = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js'))
        .map((r) => ({ url: new URL(r.name).pathname, end: r.responseEnd }));
      return {
        ttfb: nav.responseStart,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        dcl: nav.domContentLoadedEventStart,
        load: nav.loadEventStart,
        interactive: window.__plinthHydratedAt,
        js: lazy,
        chart: Boolean(document.querySelector('[data-testid="status-chart"] canvas')),
      };
    });
    const resources = [];
    finished.sort((x, y) => (order.get(x) ?? 0) - (order.get(y) ?? 0));
    for (const req of finished) {
      const sizes = await req.sizes().catch(() => null);
      const response = await req.response();
      resources.push({
        url: new URL(req.url()).pathname,
        kind: kindOf(req.url(), req.resourceType(), manifest),
        status: response?.status() ?? null,
        encoding: (await response?.headerValue('content-encoding').catch(() => null)) ?? 'identity',
        body_bytes: sizes?.responseBodySize ?? null,
        header_bytes: sizes?.responseHeadersSize ?? null,
      });
    }
    const lazyPaths = new Set(resources.filter((r) => r.kind === 'JS lazy').map((r) => r.url));
    const lazyEnd = m.js.filter((j) => lazyPaths.has(j.url)).map((j) => j.end);
    return {
      ttfb_ms: m.ttfb,
      fcp_ms: m.fcp,
      dcl_ms: m.dcl,
      load_ms: m.load,
      interactive_ms: m.interactive,
      lazy_js_done_ms: lazyEnd.length ? Math.max(...lazyEnd) : null,
      chart_drawn: m.chart,
      requests: resources.length,
      failed,
      bytes: resources.reduce((a, r) => a + (r.body_bytes ?? 0) + (r.header_bytes ?? 0), 0),
      resources,
      errors,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * `targets`: [{key, label, base, cookie, path?}], the SSR server first; `path` defaults to /dashboard. Returns the SSR
 * page's resource list (or null). `heading` false: print no section title (the caller did); `samples`: cold loads each.
 */
export async function benchBrowser(results, targets, manifest, { heading = true, samples = BROWSER_SAMPLES } = {}) {
  const urlPath = targets[0]?.path ?? '/dashboard';
  if (heading) section(`3. Browser: ${urlPath} in headless Chromium, server-rendered vs client-only (${BROWSER_WARMUP} warm-up + ${samples} cold loads each, interleaved)`);
  if (!fs.existsSync(CHROMIUM)) {
    problems.push(`browser: no Chromium at ${CHROMIUM} (apt-get install chromium, or set PLINTH_CHROMIUM)`);
    console.log('  skipped: no Chromium');
    return null;
  }
  let browser;
  try {
    const chromium = await loadChromium();
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  } catch (e) {
    problems.push(`browser: cannot start Chromium at ${CHROMIUM}: ${e.message.split('\n')[0]}`);
    console.log('  skipped: Chromium did not start');
    return null;
  }
  results.chromium = browser.version();
  const runs = Object.fromEntries(targets.map((t) => [t.key, []]));
  const failures = Object.fromEntries(targets.map((t) => [t.key, 0]));
  try {
    for (let i = 0; i < BROWSER_WARMUP + samples; i++) {
      // ABAB… then BABA…: neither mode always goes first after the other's load.
      const order = i % 2 ? [...targets].reverse() : targets;
      for (const t of order) {
        try {
          const s = await sample(browser, t, manifest);
          if (i >= BROWSER_WARMUP) runs[t.key].push(s);
        } catch (e) {
          if (failures[t.key]++ === 0) problems.push(`browser ${t.label}: ${e.message.split('\n')[0]}`);
        }
      }
    }
  } finally {
    await browser.close().catch(() => {});
  }

  const rows = [];
  for (const t of targets) {
    const s = runs[t.key];
    const pick = (k) => summarize(s.map((x) => x[k]).filter((x) => x != null));
    const first = s[0];
    const entry = {
      label: t.label,
      samples: s.length,
      failed_loads: failures[t.key],
      ttfb: pick('ttfb_ms'),
      fcp: pick('fcp_ms'),
      dcl: pick('dcl_ms'),
      interactive: pick('interactive_ms'),
      load: pick('load_ms'),
      lazy_js_done: pick('lazy_js_done_ms'),
      requests: first?.requests ?? null,
      transferred_bytes: first?.bytes ?? null,
      chart_drawn: s.filter((x) => x.chart_drawn).length,
      resources: first?.resources ?? [],
    };
    results[t.key] = entry;
    if (s.some((x) => x.fcp_ms == null)) notes.push(`browser ${t.key}: ${s.filter((x) => x.fcp_ms == null).length} load(s) had no first-contentful-paint entry`);
    if (new Set(s.map((x) => x.requests)).size > 1) notes.push(`browser ${t.key}: the request count varied between loads (${[...new Set(s.map((x) => x.requests))].join(', ')})`);
    if (s.some((x) => x.failed)) notes.push(`browser ${t.key}: some requests failed`);
    const errs = [...new Set(s.flatMap((x) => x.errors))];
    if (errs.length) notes.push(`browser ${t.key}: console errors, first: ${errs[0].slice(0, 200)}`);
    if (urlPath === '/dashboard' && s.length && entry.chart_drawn < s.length) notes.push(`browser ${t.key}: the chart canvas was there in ${entry.chart_drawn} of ${s.length} loads`);
    const cell = (x) => `${ms(x.median_ms)} / ${ms(x.p95_ms)}`;
    rows.push([t.label, cell(entry.ttfb), cell(entry.fcp), cell(entry.dcl), cell(entry.interactive), cell(entry.lazy_js_done), cell(entry.load), int(entry.requests), kb(entry.transferred_bytes)]);
  }
  console.log('  Times from navigation start, median / p95 ms; requests and bytes (bodies as sent + headers) of one cold load');
  console.log(
    table(['mode', 'response start', 'FCP', 'DOMContentLoaded', 'hydrated (interactive)', 'lazy JS in', 'load event', 'requests', 'transferred'], rows),
  );
  const [a, b] = targets.map((t) => results[t.key]);
  if (a?.fcp.median_ms != null && b?.fcp.median_ms != null) {
    const d = b.fcp.median_ms - a.fcp.median_ms;
    console.log(
      `  FCP: ${a.label} ${ms(a.fcp.median_ms)} ms beside ${b.label} ${ms(b.fcp.median_ms)} ms (${ratio(b.fcp.median_ms, a.fcp.median_ms)}; ${d >= 0 ? 'server render paints' : 'client-only paints'} ${ms(Math.abs(d))} ms earlier).`,
    );
  }
  if (a?.interactive.median_ms != null && b?.interactive.median_ms != null) {
    console.log(`  Interactive (data-hydrated): ${ms(a.interactive.median_ms)} ms beside ${ms(b.interactive.median_ms)} ms (${ratio(b.interactive.median_ms, a.interactive.median_ms)}).`);
  }
  if (a?.resources.length) {
    console.log(`  ${a.label} loads: ${a.resources.map((r) => `${r.kind} ${r.url}`).join(', ')}`);
  }
  if (b?.resources.length && a?.resources.length) {
    const pa = a.resources.map((r) => r.url).sort().join();
    const pb = b.resources.map((r) => r.url).sort().join();
    if (pa !== pb) notes.push(`browser: the two modes loaded different files (${a.requests} vs ${b.requests} requests)`);
  }
  console.log(`  Chromium ${results.chromium}; the browser, the server and this script share ${os.cpus().length} CPUs.`);
  return a?.resources.length ? a.resources : null;
}
