import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startStack } from '../deploy/embedded/stack.mjs';
import { E2E_PORT } from './playwright.config.js';

/** Starts the whole site from the built apps, with a fresh database, for the e2e run. */
export default async function globalSetup() {
  const dataDir = join(REPO_ROOT, '.data', 'e2e');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    dataDir,
    port: E2E_PORT,
    servicePortBase: 56_000,
    pgPort: 56_432,
    restartDelayMs: 2_000,
  });
  process.env.E2E_RUN_DIR = stack.runDir;
  return async () => {
    await stack.stop();
  };
}
