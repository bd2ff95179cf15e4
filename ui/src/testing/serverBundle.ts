/** dist/server.js in a bare node:vm context (no window, no Intl...), the way the Rust server runs it. Tests only. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const bundlePath = path.resolve(__dirname, '../../dist/server.js');

const HOST_GLOBALS = [
  'window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'console', 'fetch',
  'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'structuredClone',
  'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'MessageChannel', 'performance', 'Intl', 'WebAssembly',
  'process', 'global', 'Buffer', 'require', 'module',
];

export interface ServerBundle {
  render: (payloadJson: string) => string;
  /** Without the frame fragments kept from earlier renders (shared/ssr/fragments). */
  renderInFull: (payloadJson: string) => string;
  drainLogs: () => Array<[string, string]>;
}

export function loadServerBundle(): ServerBundle {
  if (!existsSync(bundlePath)) throw new Error('dist/server.js is missing: run `npm run build` (npm test does)');
  const context = vm.createContext({});
  vm.runInContext(`for (const name of ${JSON.stringify(HOST_GLOBALS)}) delete globalThis[name];`, context);
  vm.runInContext(`"use strict";\n${readFileSync(bundlePath, 'utf8')}`, context, { filename: 'server.js' });
  const host = context as unknown as { plinthRender: (json: string) => string; plinthRenderInFull: (json: string) => string; plinthDrainLogs: () => string };
  return {
    render: (json) => host.plinthRender(json),
    renderInFull: (json) => host.plinthRenderInFull(json),
    drainLogs: () => JSON.parse(host.plinthDrainLogs()) as Array<[string, string]>,
  };
}
