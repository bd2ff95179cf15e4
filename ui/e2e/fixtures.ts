import { test as base, expect, type Page, type WorkerInfo } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN, DEMO, DEMO_PASSWORD, LOG_DIR, plinthBin, SHORT_TTL_SECS, startServer } from './servers';

export { expect, ADMIN, DEMO, DEMO_PASSWORD };

const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error/i;
const SCREENSHOT_DIR = path.resolve(process.cwd(), 'test-results/screenshots');

interface WorkerFixtures {
  /** Base URL of this worker's main server (the demo data), started when a test of the worker first asks for it. */
  server: string;
  /** Base URL of this worker's server whose sessions last a few seconds. */
  expiryServer: string;
}

type WorkerFixtureValue = (args: object, use: (url: string) => Promise<void>, workerInfo: WorkerInfo) => Promise<void>;

interface Fixtures {
  /** Console errors a test expects (a 400 from a wrong password is logged by the browser itself). */
  allowConsole: (pattern: RegExp) => void;
  /** Full-page screenshot kept under test-results/screenshots/<name>.png. */
  shot: (name: string) => Promise<void>;
}

/** A worker fixture: a server of this worker's own, started when a test first asks for it, stopped with the worker. */
function workerServer(name: string, env: Record<string, string>, seed: boolean): [WorkerFixtureValue, { scope: 'worker'; timeout: number }] {
  return [
    async ({}, use, workerInfo) => {
      const running = await startServer(plinthBin(), `${name}-${workerInfo.workerIndex}`, LOG_DIR, env, seed);
      await use(running.url);
      await running.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ];
}

// Each worker has servers of its own, so spec files running side by side never see each other's changes.
export const test = base.extend<Fixtures & { consoleGuard: RegExp[] }, WorkerFixtures>({
  server: workerServer('main', {}, true),
  expiryServer: workerServer('expiry', { PLINTH_SESSION_TTL_SECS: String(SHORT_TTL_SECS) }, false),
  // Every page of every test: no console error, no uncaught exception, no hydration complaint.
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        const text = `${message.text()} (${message.location().url})`;
        const bad = message.type() === 'error' || HYDRATION_TROUBLE.test(message.text());
        if (bad && !allowed.some((p) => p.test(text))) problems.push(`console.${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(allowed);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
  allowConsole: async ({ consoleGuard }, use) => {
    await use((pattern) => {
      consoleGuard.push(pattern);
    });
  },
  shot: async ({ page }, use) => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await use(async (name) => {
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    });
  },
});

/** Waits until React has hydrated the page (App sets <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  await hydrated(page);
  // Visiting sign-in no longer signs out: a browser still signed in (as someone else) signs out first.
  if (await page.getByTestId('signin-signed-in').isVisible()) {
    await page.getByTestId('signin-sign-out').click();
    await page.getByLabel('Email').waitFor();
    await hydrated(page);
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
