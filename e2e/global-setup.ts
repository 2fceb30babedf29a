import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startStack } from '../deploy/embedded/stack.mjs';
import { E2E_PORT } from './playwright.config.js';

/** Starts the whole site from the built apps, with a fresh database, for the e2e run. */
export default async function globalSetup() {
  const dataDir = join(REPO_ROOT, '.data', `e2e-${E2E_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    dataDir,
    port: E2E_PORT,
    servicePortBase: Number(process.env.E2E_SERVICE_PORT_BASE ?? 56_000),
    pgPort: Number(process.env.E2E_PG_PORT ?? 56_432),
    restartDelayMs: 2_000,
  });
  process.env.E2E_RUN_DIR = stack.runDir;
  return async () => {
    await stack.stop();
  };
}
