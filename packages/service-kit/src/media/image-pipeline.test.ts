import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaImageOf } from '@livefully/contracts';
import { MediaRefused, processImage } from './image-pipeline.js';
import { jpegImage, noisyJpeg, PHP_AS_JPEG, pngBomb, pngImage, SVG_WITH_SCRIPT } from './test-images.js';

const limits = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 };

async function refusal(input: Buffer, name: string, overrides = limits): Promise<MediaRefused> {
  const error = await processImage(input, { id: randomUUID(), originalName: name }, overrides).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MediaRefused);
  return error as MediaRefused;
}

describe('the image pipeline', () => {
  it('makes AVIF and WebP at each width of the ladder up to the image, the original and a 1200x630 share image', async () => {
    const id = randomUUID();
    const { files, item } = await processImage(await jpegImage(1600, 900), { id, originalName: 'sunset.JPG', alt: 'A sunset' }, limits);
    expect(item).toMatchObject({ id, type: 'jpeg', width: 1600, height: 900, originalName: 'sunset.JPG', alt: 'A sunset' });
    expect(item.path).toBe(`/media/${id}/original-1600x900.jpg`);
    const widths = (format: string) => item.variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths('avif')).toEqual([320, 640, 960, 1280, 1600]);
    expect(widths('webp')).toEqual([320, 640, 960, 1280, 1600]);
    expect(item.variants.find((v) => v.format === 'jpeg')).toMatchObject({ width: 1200, height: 630, path: `/media/${id}/share.jpg` });
    for (const file of files) {
      const meta = await sharp(file.body).metadata();
      const variant = item.variants.find((v) => v.path === `/media/${file.key}`);
      if (variant) expect(meta.width).toBe(variant.width);
    }
    const avif = files.find((file) => file.key === `${id}/640.avif`)!;
    expect(avif.contentType).toBe('image/avif');
    expect(await sharp(avif.body).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 640, height: 360 });
    // A page can write srcset from the path alone, and it names exactly the files made.
    const image = mediaImageOf(item.path)!;
    expect(image.srcSet.webp.split(', ').map((entry) => `/media/${files.find((f) => entry.startsWith(`/media/${f.key} `))?.key}`)).toEqual(
      item.variants.filter((v) => v.format === 'webp').map((v) => v.path),
    );
  });

  it('never enlarges a small image', async () => {
    const { item } = await processImage(await pngImage(400, 300), { id: randomUUID(), originalName: 'small.png' }, limits);
    expect(item.type).toBe('png');
    expect(item.variants.filter((v) => v.format === 'webp').map((v) => v.width)).toEqual([320, 400]);
  });

  it('keeps a name without control characters or slashes, and storable where its cut halves an emoji', async () => {
    const named = async (name: string) =>
      (await processImage(await pngImage(40, 30), { id: randomUUID(), originalName: name }, limits)).item;
    expect((await named('../a\u0000b/c\u0007.png')).originalName).toBe('..abc.png');
    expect((await named(`${'a'.repeat(254)}🌄.png`)).originalName).toBe(`${'a'.repeat(254)}\ufffd`);
    expect((await named('\u0000')).originalName).toBe('image.png');
  });

  it('refuses a PHP script named .jpg: the bytes decide, not the name', async () => {
    expect((await refusal(PHP_AS_JPEG, 'photo.jpg')).reason).toBe('type');
  });

  it('refuses text that is no image and a truncated JPEG', async () => {
    expect((await refusal(Buffer.from('hello, this is not an image'), 'notes.png')).reason).toBe('type');
    const jpeg = await jpegImage(800, 600);
    expect((await refusal(jpeg.subarray(0, 200), 'cut.jpg')).reason).toBe('type');
  });

  it('keeps an SVG without its scripts, handlers, javascript: links, foreign HTML or remote images', async () => {
    const { files, item } = await processImage(SVG_WITH_SCRIPT, { id: randomUUID(), originalName: 'logo.svg' }, limits);
    expect(item).toMatchObject({ type: 'svg', width: 800, height: 400 });
    const original = files[0]!;
    expect(original.contentType).toBe('image/svg+xml');
    const text = original.body.toString('utf8');
    expect(text).toContain('<circle');
    for (const hostile of ['<script', 'onload', 'onclick', 'javascript:', 'foreignObject', 'iframe', 'attacker.example', 'alert']) {
      expect(text).not.toContain(hostile);
    }
    expect(item.variants.filter((v) => v.format === 'avif').map((v) => v.width)).toEqual([320, 640, 800]);
  });

  it('refuses a decompression bomb by its size in pixels, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const error = await refusal(bomb, 'bomb.png');
    expect(error.reason).toBe('too-large');
    expect(error.message).toContain('400 megapixels');
  });

  it('refuses a file larger than the limit', async () => {
    const big = await noisyJpeg(1200, 800);
    expect(big.length).toBeGreaterThan(100_000);
    const error = await refusal(big, 'big.jpg', { ...limits, maxBytes: 100_000 });
    expect(error.reason).toBe('too-large');
    expect(error.message).toBe('The file is larger than 0.1 MB');
  });
});
