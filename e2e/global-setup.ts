import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startStack } from '../deploy/embedded/stack.mjs';
import { E2E_PORT } from './playwright.config.js';
import { E2E_ADMIN_EMAIL } from './support/accounts.js';
import { serveCanaryBuilds } from './support/canary-builds.js';

/** Starts the whole site from the built apps, with a fresh database, for the e2e run. */
export default async function globalSetup() {
  const dataDir = join(REPO_ROOT, '.data', `e2e-${E2E_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const servicePortBase = Number(process.env.E2E_SERVICE_PORT_BASE ?? 18_100);
  // One visitor (this browser) sends more messages than the site lets a person send in ten
  // minutes (5); the limit itself is tested over HTTP in the gateway's integration tests.
  process.env.RATE_LIMIT_CONTACT ??= '100/10m';
  // A staff-only canary of two remotes (canary.spec.ts): no reader gets it, so the other specs read the stable builds.
  const canaries = await serveCanaryBuilds(servicePortBase);
  process.env.REMOTE_CANARIES ??= canaries.setting;
  const stack = await startStack({
    dataDir,
    port: E2E_PORT,
    servicePortBase,
    authEmulatorPort: servicePortBase + 90,
    // The local MailDev the site's mail goes to; specs read it through support/run-state.ts.
    mailSmtpPort: servicePortBase + 95,
    mailWebPort: servicePortBase + 96,
    adminEmails: E2E_ADMIN_EMAIL,
    pgPort: Number(process.env.E2E_PG_PORT ?? 18_432),
    restartDelayMs: 2_000,
    // The seed keeps its /images/ paths here (the specs read them); media.spec uploads its own.
    seedImages: false,
  });
  process.env.E2E_RUN_DIR = stack.runDir;
  process.env.E2E_AUTH_EMULATOR_HOST = stack.authEmulatorHost;
  if (stack.mailInboxUrl) process.env.E2E_MAIL_INBOX_URL = stack.mailInboxUrl;
  return async () => {
    await stack.stop();
    await canaries.stop();
  };
}
