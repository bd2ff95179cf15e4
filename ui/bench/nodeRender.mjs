// The server bundle's renders in Node (node:vm), the reference section 1 prints beside the server's engine. Run as
// a script (`node [--jitless] bench/nodeRender.mjs <server.js> <payload.json>`), it prints the same figures as one
// line of JSON: section 1 runs it under `--jitless`, V8's own interpreter, a flag that holds for a whole process.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { RENDERS, WARMUP, round, summarize } from './lib.mjs';

/**
 * The same bundle's plinthRender in a fresh node:vm context: median and p95 ms over `iterations` renders, the
 * same with the frame rendered in full, and the warnings the bundle logged (the caller decides what they mean).
 */
export function nodeRender(source, payloadJson, iterations = RENDERS) {
  // A fresh context per payload, like render-bench's fresh engine; the bundle's polyfills fill in console & co.
  const context = vm.createContext({});
  const t0 = performance.now();
  new vm.Script(source, { filename: 'server.js' }).runInContext(context);
  const loadMs = performance.now() - t0;
  const render = context.plinthRender;
  if (typeof render !== 'function') throw new Error('ui/dist/server.js did not define globalThis.plinthRender');
  let html = '';
  for (let i = 0; i < WARMUP; i++) html = render(payloadJson);
  if (typeof html !== 'string' || html.length === 0) throw new Error('plinthRender returned no HTML in Node');
  const timed = (fn) => {
    const times = [];
    for (let i = 0; i < iterations; i++) {
      const t = performance.now();
      fn(payloadJson);
      times.push(performance.now() - t);
    }
    return times;
  };
  const times = timed(render);
  // The same page with its frame (header, menu) rendered each time rather than kept: what the fragments save.
  const inFull = typeof context.plinthRenderInFull === 'function' ? summarize(timed(context.plinthRenderInFull)) : null;
  const logs = typeof context.plinthDrainLogs === 'function' ? JSON.parse(context.plinthDrainLogs()) : [];
  const warnings = logs.filter(([level]) => level === 'error' || level === 'warn').map(([, message]) => message.split('\n')[0].slice(0, 200));
  return { ...summarize(times), in_full_median_ms: inFull?.median_ms ?? null, bundle_load_ms: round(loadMs), html_chars: html.length, warnings };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [bundle, payloadFile] = process.argv.slice(2);
  if (!bundle || !payloadFile) {
    console.error('usage: node [--jitless] bench/nodeRender.mjs <server.js> <payload.json>');
    process.exit(2);
  }
  console.log(JSON.stringify(nodeRender(fs.readFileSync(bundle, 'utf8'), fs.readFileSync(payloadFile, 'utf8'))));
}
