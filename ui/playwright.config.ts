import { defineConfig } from '@playwright/test';

// Browser tests against the release binary (it embeds ui/dist: build the UI, then the binary, then run these).
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  reporter: 'list',
  retries: 0,
  // Two spec files at a time, each worker with servers of its own (e2e/fixtures.ts): much of a browser test is
  // waiting on the page, the server or a timer, which a second worker fills.
  workers: Number(process.env.PLINTH_E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Screenshots go to test-results/screenshots/ (kept); this folder is Playwright's own and emptied per run.
  outputDir: 'test-results/playwright',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    // Charts draw at once, so screenshots show them whole.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.PLINTH_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
