/**
 * dist/server.js in QuickJS-ng compiled to WebAssembly: the engine family the Rust server runs (deno_core on
 * QuickJS-ng), loaded as a module. One harness for every QuickJS test: load the bundle, call into it, render a
 * payload and fail on anything the render logged.
 */
import variant from '@jitl/quickjs-ng-wasmfile-release-sync';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { newQuickJSWASMModuleFromVariant, type QuickJSContext } from 'quickjs-emscripten-core';
import { expect } from 'vitest';

const bundlePath = path.resolve(__dirname, '../../dist/server.js');

export interface QuickJsBundle {
  /** Evaluates `code` in the bundle's context and returns its value (a thrown error fails the test). */
  call(code: string): string;
  /** `plinthRender` of a page payload; anything logged while rendering fails the test. */
  render(url: string, user: unknown, data?: Record<string, unknown>, locale?: string): string;
  dispose(): void;
}

/** `beforeLoad` runs in the bare engine, before the bundle (to see what the engine itself lacks). */
export async function loadQuickJsBundle(beforeLoad?: (call: (code: string) => string) => void): Promise<QuickJsBundle> {
  if (!existsSync(bundlePath)) throw new Error('dist/server.js is missing: run `npm run build` (npm test does)');
  const quickjs = await newQuickJSWASMModuleFromVariant(variant);
  const vm: QuickJSContext = quickjs.newContext();

  function call(code: string): string {
    const result = vm.evalCode(code);
    if (result.error) {
      const error = vm.dump(result.error) as unknown;
      result.error.dispose();
      throw new Error(`QuickJS: ${JSON.stringify(error)}`);
    }
    const value = vm.dump(result.value) as string;
    result.value.dispose();
    return value;
  }

  beforeLoad?.(call);
  const loaded = vm.evalCode(readFileSync(bundlePath, 'utf8'), 'server.js', { type: 'module' });
  if (loaded.error) throw new Error(`bundle failed to load: ${JSON.stringify(vm.dump(loaded.error))}`);
  loaded.value.dispose();

  return {
    call,
    render(url, user, data = {}, locale = 'en') {
      const payload = JSON.stringify({ url, locale, brand: 'Plinth', now: '2026-11-22T10:00:00Z', status: 200, ssr: true, user, data });
      vm.setProp(vm.global, '__payload', vm.newString(payload));
      const html = call('plinthRender(__payload)');
      expect(JSON.parse(call('plinthDrainLogs()'))).toEqual([]);
      return html;
    },
    dispose: () => vm.dispose(),
  };
}
