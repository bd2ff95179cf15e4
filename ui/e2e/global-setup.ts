import { accessSync, constants } from 'node:fs';
import { plinthBin } from './servers';

/** Fails the run at once when there is no binary to test; each worker starts the servers it needs (fixtures.ts). */
export default function globalSetup() {
  const bin = plinthBin();
  try {
    accessSync(bin, constants.X_OK);
  } catch {
    throw new Error(`no plinth binary at ${bin}: build it (cargo build --release) or set PLINTH_BIN`);
  }
}
