import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShareImages } from '../embedded/share-images.mjs';

/** The build step that turns the seed's images into the 1200x630 PNGs link previews take. */
const DIR = resolve(import.meta.dirname, '..', '..', '.data', 'test-runner', 'share-images');
const OUT = join(DIR, 'share');
const quiet = () => {};

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  // A small square drawing and a tall photo-like raster: both must come out 1200x630.
  writeFileSync(
    join(DIR, 'drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#0a7"/></svg>',
  );
  await sharp({ create: { width: 400, height: 900, channels: 3, background: '#e33' } })
    .jpeg()
    .toFile(join(DIR, 'photo.jpg'));
  writeFileSync(join(DIR, 'notes.txt'), 'not an image');
});

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('renderShareImages', () => {
  it('renders an SVG and a raster to 1200x630 PNGs and reports a file that is not an image', async () => {
    const lines: string[] = [];
    const result = await renderShareImages({ sourceDir: DIR, log: (line) => lines.push(line) });

    expect(result.written).toEqual(['drawing.svg', 'photo.jpg']);
    expect(result.failed.map(({ file }) => file)).toEqual(['notes.txt']);
    expect(lines).toEqual([expect.stringContaining('notes.txt skipped')]);
    for (const name of ['drawing', 'photo']) {
      const { format, width, height } = await sharp(join(OUT, `${name}.png`)).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
    }
  });

  it('keeps outputs newer than their source and renders again after the source changes', async () => {
    await renderShareImages({ sourceDir: DIR, log: quiet });
    const again = await renderShareImages({ sourceDir: DIR, log: quiet });
    expect(again.written).toEqual([]);
    expect(again.skipped).toEqual(['drawing.svg', 'photo.jpg']);

    const later = new Date(Date.now() + 60_000);
    utimesSync(join(DIR, 'drawing.svg'), later, later);
    const changed = await renderShareImages({ sourceDir: DIR, log: quiet });
    expect(changed.written).toEqual(['drawing.svg']);
  });
});
