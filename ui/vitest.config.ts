import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain .mjs module of the build, without types
import { rollupLocalePacks } from './build/localePacks.mjs';

export default defineConfig({
  // The string packs (locale-pack:*) the browser loads, made from src/locales as the build makes them.
  plugins: [rollupLocalePacks(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.mjs'],
    setupFiles: ['src/testing/setup.ts'],
    environment: 'node',
    // The server-bundle test reads dist/: `npm test` builds first.
    testTimeout: 20000,
  },
});
