import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../deploy/embedded/chromium.mjs';
import { SKEW_COMBO } from './skew/combo.js';
import { SKEW_PORTS } from './skew/ports.js';

/**
 * The skew suite's browser part: the smoke specs against a site whose parts come from two
 * releases, one combination (SKEW_COMBO) a run; deploy/skew/run.mjs runs each in turn.
 */
export default defineConfig({
  testDir: './skew',
  // The message with an unknown field is sent to the services at N-1, so only where they are.
  testIgnore: SKEW_COMBO === 'services-previous' ? [] : ['**/unknown-fields.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: fileURLToPath(new URL(`../.data/test-reports/skew-${SKEW_COMBO}.json`, import.meta.url)) }]],
  globalSetup: './skew/global-setup.ts',
  use: {
    baseURL: `http://localhost:${SKEW_PORTS.site}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
