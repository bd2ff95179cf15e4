import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The server-bundle test reads dist/: `npm test` builds first.
    testTimeout: 20000,
  },
});
