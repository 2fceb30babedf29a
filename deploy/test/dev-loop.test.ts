import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../embedded/stack.mjs';
import { startDevCommand, type DevCommand } from './dev-command.js';

/**
 * The development loop: `npm run dev` serves the composed site from the rspack dev servers with
 * the API behind the shell's dev server, and a saved change shows in the open page without
 * anyone reloading it: the shell's in place (Fast Refresh), a remote's by reloading the page.
 */
const HERO = join(REPO_ROOT, 'mf-content/src/features/home/components/home-hero.tsx');
const FOOTER = join(REPO_ROOT, 'shell/src/app/layout/footer.tsx');
let dev: DevCommand;
let browser: Browser;

beforeAll(async () => {
  dev = await startDevCommand({ name: 'dev-loop', basePort: 26_540, timeoutMs: 240_000 });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
}, 60_000);

describe('npm run dev', () => {
  it('serves the home page with its articles from the API, through the shell dev server', async () => {
    const page = await browser.newPage();
    const config = await page.request.get(new URL('/remotes.json', dev.url).href);
    const remotes = (await config.json()) as { remotes: { name: string; entry: string }[] };
    expect(remotes.remotes.map((remote) => new URL(remote.entry).port)).toEqual(['26571', '26572', '26573', '26574']);

    await page.goto(dev.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => page.locator('a[href^="/blog/"]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.close();
  }, 120_000);

  it("shows a saved change to a remote's source in the open page", async () => {
    const page = await browser.newPage();
    await page.goto(dev.url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.count(), { timeout: 60_000 }).toBe(1);

    const marker = `dev-loop-${Date.now()}`;
    const original = readFileSync(HERO, 'utf8');
    // The hero's h1 is a Radix Heading, which passes data attributes on to the element.
    const opening = '<Heading as="h1" ';
    expect(original).toContain(opening);
    try {
      writeFileSync(HERO, original.replace(opening, `${opening}data-dev-edit="${marker}" `));
      await expect.poll(() => page.locator(`h1[data-dev-edit="${marker}"]`).count(), { timeout: 90_000 }).toBe(1);
    } finally {
      writeFileSync(HERO, original);
    }
    await page.close();
  }, 150_000);

  it("updates the shell's own code in place, without reloading the page", async () => {
    const page = await browser.newPage();
    await page.goto(dev.url);
    const footer = page.locator('footer p').first();
    await expect.poll(() => footer.count(), { timeout: 60_000 }).toBe(1);
    await page.evaluate(() => Object.assign(window, { devLoopDocument: 'the first one' }));

    const marker = `dev-loop-${Date.now()}`;
    const original = readFileSync(FOOTER, 'utf8');
    const opening = '<Text as="p" ';
    expect(original).toContain(opening);
    try {
      writeFileSync(FOOTER, original.replace(opening, `${opening}data-dev-edit="${marker}" `));
      await expect.poll(() => page.locator(`footer p[data-dev-edit="${marker}"]`).count(), { timeout: 90_000 }).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { devLoopDocument?: string }).devLoopDocument)).toBe('the first one');
    } finally {
      writeFileSync(FOOTER, original);
    }
    await page.close();
  }, 150_000);
});
