import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../deploy/embedded/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18_080);

/**
 * The composed site, started once by global-setup.ts on its own ports and data folder,
 * driven in Debian's Chromium (no browser download).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? fileURLToPath(new URL('../.data/test-reports/e2e.json', import.meta.url)) },
    ],
  ],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
});
