import { defineConfig } from '@playwright/test';
import e2e from './playwright.config.js';

/**
 * `npm run screenshots`: every public page at a phone's and a desktop's width, light and dark,
 * written to docs/screenshots/ with their index, docs/screenshots.md (docs/development.md,
 * "Screenshots"). The site starts as for the e2e run (same global setup, same ports settings).
 */
export default defineConfig({
  ...e2e,
  testDir: './screenshots',
  testMatch: '*.shots.ts',
  timeout: 120_000,
  reporter: 'list',
});
