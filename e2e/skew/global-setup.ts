import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis } from '../../deploy/embedded/redis.mjs';
import { REPO_ROOT, startStack } from '../../deploy/embedded/stack.mjs';
import { DESCRIPTIONS, rootsFor } from '../../deploy/skew/combos.mjs';
import { previousTree } from '../../deploy/skew/previous.mjs';
import { E2E_ADMIN_EMAIL } from '../support/accounts.js';
import { SKEW_COMBO } from './combo.js';
import { SKEW_PORTS } from './ports.js';

/**
 * Starts the site with the parts SKEW_COMBO names at the previous release, from its built tree
 * (deploy/skew/previous.mjs made it), the rest from this one, the services and the gateway over
 * Redis, and a fresh database migrated by this tree.
 */
export default async function globalSetup() {
  const previous = previousTree(REPO_ROOT);
  const dataDir = join(REPO_ROOT, '.data', `skew-run-${SKEW_COMBO}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.env.RATE_LIMIT_CONTACT ??= '100/10m';
  const redis = await startRedis(SKEW_PORTS.redis);
  console.log(`skew ${SKEW_COMBO}: ${DESCRIPTIONS[SKEW_COMBO]} (N-1 is ${previous.commit.slice(0, 7)}: ${previous.releases.join(', ')})`);
  // Not under .data: the gateway sends the static shell with Express's sendFile, which refuses a
  // path with a dot-folder in it (the trees it links to may be anywhere).
  const webRoot = mkdtempSync(join(tmpdir(), `livefully-skew-${SKEW_COMBO}-`));
  const roots = rootsFor(SKEW_COMBO, { current: REPO_ROOT, previous: previous.dir, webRoot });
  try {
    const stack = await startStack({
      dataDir,
      port: SKEW_PORTS.site,
      servicePortBase: SKEW_PORTS.servicePortBase,
      opsPortBase: SKEW_PORTS.opsPortBase,
      authEmulatorPort: SKEW_PORTS.authEmulator,
      mailSmtpPort: SKEW_PORTS.mailSmtp,
      mailWebPort: SKEW_PORTS.mailWeb,
      pgPort: SKEW_PORTS.pg,
      transport: 'redis',
      redisUrl: redis.url,
      adminEmails: E2E_ADMIN_EMAIL,
      restartDelayMs: 2_000,
      seedImages: false,
      roots,
    });
    process.env.E2E_RUN_DIR = stack.runDir;
    process.env.SKEW_REDIS_URL = redis.url;
    process.env.SKEW_ROOTS = JSON.stringify(roots);
    return async () => {
      await stack.stop();
      await redis.stop();
      rmSync(webRoot, { recursive: true, force: true });
    };
  } catch (error) {
    await redis.stop();
    rmSync(webRoot, { recursive: true, force: true });
    throw error;
  }
}
