/**
 * Renders share-image.svg to public/share/live-fully-1200x630.png, the site's default social
 * share image (docs/requirements.md#r-page-head: 1200x630). Run again after editing the SVG and commit both:
 *   node shell/scripts/render-share-image.mjs
 * Uses Debian's Chromium through playwright-core (installed with the e2e workspace).
 */
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const WIDTH = 1200;
const HEIGHT = 630;
const here = import.meta.dirname;
const svg = readFileSync(path.join(here, 'share-image.svg'), 'utf8');
const output = path.join(here, '..', 'public', 'share', 'live-fully-1200x630.png');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  mkdirSync(path.dirname(output), { recursive: true });
  await page.screenshot({ path: output, type: 'png', clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
  console.log(`wrote ${path.relative(process.cwd(), output)} (${WIDTH}x${HEIGHT})`);
} finally {
  await browser.close();
}
