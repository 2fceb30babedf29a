// @ts-check
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** The gateway serves this folder at /images/ and nginx copies it; `share/` sits inside it. */
export const SEED_IMAGES_DIR = join(import.meta.dirname, '..', '..', 'services', 'content', 'seed', 'images');

/**
 * An SVG is rasterised at 72 dpi unless told otherwise: a small drawing would be enlarged
 * from a small bitmap. Ask for the density that draws it at least share size.
 * @param {string} file
 */
async function open(file) {
  const { format, width = SHARE_WIDTH, height = SHARE_HEIGHT } = await sharp(file).metadata();
  if (format !== 'svg') return sharp(file);
  const scale = Math.max(SHARE_WIDTH / width, SHARE_HEIGHT / height, 1);
  return sharp(file, { density: Math.min(72 * scale, 2400) });
}

/**
 * Renders every image in sourceDir to `<outDir>/<name>.png` at exactly 1200x630 (cover), the
 * raster link previews accept. An output newer than its source is kept; a file that is not an
 * image is reported and the rest go on.
 * @param {{ sourceDir?: string, outDir?: string, log?: (line: string) => void }} [options]
 */
export async function renderShareImages({ sourceDir = SEED_IMAGES_DIR, outDir = join(sourceDir, 'share'), log = console.log } = {}) {
  /** @type {{ written: string[], skipped: string[], failed: { file: string, reason: string }[] }} */
  const result = { written: [], skipped: [], failed: [] };
  mkdirSync(outDir, { recursive: true });
  for (const entry of readdirSync(sourceDir).sort()) {
    const source = join(sourceDir, entry);
    if (entry.startsWith('.') || !statSync(source).isFile()) continue;
    const output = join(outDir, `${basename(entry, extname(entry))}.png`);
    if (existsSync(output) && statSync(output).mtimeMs >= statSync(source).mtimeMs) {
      result.skipped.push(entry);
      continue;
    }
    try {
      const image = await open(source);
      await image.resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' }).png().toFile(output);
      result.written.push(entry);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      result.failed.push({ file: entry, reason });
      log(`share image    ${entry} skipped: ${reason}`);
    }
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { written, skipped, failed } = await renderShareImages();
  console.log(`${written.length} written, ${skipped.length} up to date${failed.length ? `, ${failed.length} not images` : ''}`);
}
