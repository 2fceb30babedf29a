/// <reference lib="dom" />
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { test } from '@playwright/test';
import { openSettled } from '../support/navigate.js';
import { PUBLIC_PAGES, type PublicPage } from '../support/public-pages.js';

const DOCS = join(import.meta.dirname, '../../docs');
const FOLDER = join(DOCS, 'screenshots');
const INDEX = join(DOCS, 'screenshots.md');
const WIDTHS = [390, 1280] as const;
const APPEARANCES = ['light', 'dark'] as const;
/** Screenshots are for people to look at: WebP at this quality keeps text crisp and the set small. */
const WEBP = { quality: 55, effort: 6 } as const;
/** What the whole set may weigh, committed with the change that it shows. */
const MAX_TOTAL_BYTES = 12 * 1_048_576;

type Shot = { file: string; width: number; appearance: string; bytes: number };
const taken = new Map<string, { page: PublicPage; path: string; shots: Shot[] }>();

test.beforeAll(() => {
  rmSync(FOLDER, { recursive: true, force: true });
  mkdirSync(FOLDER, { recursive: true });
});

for (const publicPage of PUBLIC_PAGES) {
  test(publicPage.name, async ({ browser, request }) => {
    const path = typeof publicPage.path === 'string' ? publicPage.path : await publicPage.path(request);
    const entry = { page: publicPage, path, shots: [] as Shot[] };
    taken.set(publicPage.name, entry);
    if (publicPage.optional && (await request.get(path)).status() === 404) return;
    for (const appearance of APPEARANCES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: appearance, reducedMotion: 'reduce' });
        // The consent bar answered, so that it covers nothing.
        await context.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
        const page = await context.newPage();
        await openSettled(page, path);
        const png = await page.screenshot({ fullPage: true });
        const file = join(FOLDER, `${publicPage.name}-${width}-${appearance}.webp`);
        await sharp(png).removeAlpha().webp(WEBP).toFile(file);
        entry.shots.push({ file, width, appearance, bytes: statSync(file).size });
        await context.close();
      }
    }
  });
}

test.afterAll(() => {
  const lines = [
    '# Screenshots of the public pages',
    '',
    'Every public page at 390 and 1280 px wide, in the light and the dark appearance, full length,',
    'as `npm run screenshots` took them from the seed content ([development.md](development.md#screenshots)).',
    '',
  ];
  let total = 0;
  for (const { page, path, shots } of taken.values()) {
    lines.push(`## ${page.title}`, '', `\`${path}\``, '');
    if (shots.length === 0) lines.push('Not taken: the page answered 404.', '');
    for (const shot of shots) {
      total += shot.bytes;
      lines.push(`![${page.title}, ${shot.width} px, ${shot.appearance}](${relative(DOCS, shot.file)})`, '');
    }
  }
  lines.push(
    `${[...taken.values()].reduce((sum, { shots }) => sum + shots.length, 0)} screenshots, ${(total / 1_048_576).toFixed(1)} MB.`,
    '',
  );
  writeFileSync(INDEX, lines.join('\n'));
  if (total > MAX_TOTAL_BYTES) throw new Error(`the screenshots weigh ${total} bytes, more than ${MAX_TOTAL_BYTES}: lower WEBP's quality`);
});
