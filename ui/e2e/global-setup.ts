import type { FullConfig } from '@playwright/test';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { startServer } from './servers';

/** Session lifetime of the second server, for the expiry test. */
export const SHORT_TTL_SECS = 3;

export default async function globalSetup(config: FullConfig) {
  const uiDir = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const bin = path.resolve(uiDir, process.env.PLINTH_BIN ?? '../target/release/plinth');
  try {
    accessSync(bin, constants.X_OK);
  } catch {
    throw new Error(`no plinth binary at ${bin}: build it (cargo build --release) or set PLINTH_BIN`);
  }
  const logDir = path.join(uiDir, 'test-results');
  const main = await startServer(bin, 'main', logDir, {}, true);
  let expiry;
  try {
    expiry = await startServer(bin, 'expiry', logDir, { PLINTH_SESSION_TTL_SECS: String(SHORT_TTL_SECS) });
  } catch (error) {
    await main.stop();
    throw error;
  }
  // Workers start after global setup and inherit its environment.
  process.env.PLINTH_E2E_URL = main.url;
  process.env.PLINTH_E2E_EXPIRY_URL = expiry.url;
  return async () => {
    await Promise.all([main.stop(), expiry.stop()]);
  };
}
