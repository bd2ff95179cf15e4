import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.mjs'],
    setupFiles: ['src/testing/setup.ts'],
    environment: 'node',
    // The server-bundle test reads dist/: `npm test` builds first.
    testTimeout: 20000,
  },
});
