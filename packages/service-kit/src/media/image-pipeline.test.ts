import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaImageOf, shareBoxSize as shareBox } from '@livefully/contracts';
import { processImage } from './image-pipeline.js';
import { MediaRefused } from './media-refused.js';
import {
  animatedGif,
  bitPng,
  heicImage,
  jpegImage,
  lyingAvif,
  noisyJpeg,
  PHP_AS_JPEG,
  pngBomb,
  pngImage,
  sidewaysPhoto,
  SVG_WITH_SCRIPT,
  svgFilterBomb,
  svgUseBomb,
  truncatedAvif,
} from './test-images.js';

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

  it('refuses a 1×N strip or an N×1 line at once, by its shape, with a message naming it (413)', async () => {
    for (const [width, height] of [
      [1, 250],
      [1, 1500],
      [1, 40_000_000],
      [250, 1],
      [1500, 1],
      [40_000_000, 1],
      [100, 2001],
    ] as const) {
      const error = await refusal(bitPng(width, height), 'strip.png');
      expect(error.reason).toBe('too-large');
      expect(error.message).toBe(`The image is ${width}×${height} pixels; its longer side may be at most 20 times its shorter side`);
    }
  });

  it('makes the longest shapes it takes at sizes bounded by the files: a 1:20 strip, a 20:1 panorama, a tall page', async () => {
    const sizes = async (input: Buffer) => {
      const { item } = await processImage(input, { id: randomUUID(), originalName: 'long.png' }, limits);
      return item.variants.map((v) => `${v.format}:${v.width}x${v.height}`);
    };
    expect(await sizes(bitPng(30, 600))).toEqual(['avif:30x600', 'webp:30x600', 'jpeg:1200x630']);
    expect(await sizes(bitPng(6000, 300))).toEqual([
      'avif:320x16',
      'webp:320x16',
      'avif:640x32',
      'webp:640x32',
      'avif:960x48',
      'webp:960x48',
      'avif:1280x64',
      'webp:1280x64',
      'avif:1920x96',
      'webp:1920x96',
      'jpeg:1200x630',
    ]);
    // A 1000×8000 page: the 960 and 1000 variants would pass a 1920 square of pixels.
    expect(await sizes(await jpegImage(1000, 8000))).toEqual([
      'avif:320x2560',
      'webp:320x2560',
      'avif:640x5120',
      'webp:640x5120',
      'jpeg:1200x630',
    ]);
  });

  it('cuts the share image from the image at its own scale: the box is never larger than the image', () => {
    expect(shareBox(1, 20)).toEqual({ width: 1, height: 1 });
    expect(shareBox(30, 600)).toEqual({ width: 30, height: 16 });
    expect(shareBox(6000, 300)).toEqual({ width: 571, height: 300 });
    expect(shareBox(1600, 900)).toEqual({ width: 1600, height: 840 });
    expect(shareBox(1200, 630)).toEqual({ width: 1200, height: 630 });
  });

  it('keeps a sideways photo upright and without EXIF, GPS or XMP, in its own format', async () => {
    const input = await sidewaysPhoto(600, 400);
    const sent = await sharp(input).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: 600, height: 400 });
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS directory's tag, little-endian
    expect(sent.xmp).toBeDefined();

    const id = randomUUID();
    const { files, item } = await processImage(input, { id, originalName: 'phone.jpg' }, limits);
    expect(item).toMatchObject({ type: 'jpeg', width: 400, height: 600, path: `/media/${id}/original-400x600.jpg` });
    const original = files.find((file) => file.key === `${id}/original-400x600.jpg`)!;
    expect(original.contentType).toBe('image/jpeg');
    expect(item.bytes).toBe(original.body.length);
    const kept = await sharp(original.body).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect(kept.orientation).toBeUndefined();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    // The red quarter was stored top left; a quarter turn clockwise puts it top right.
    const pixel = async (left: number, top: number) => [
      ...(await sharp(original.body).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()),
    ];
    expect((await pixel(350, 50))[0]).toBeGreaterThan(200);
    expect((await pixel(50, 50))[0]).toBeLessThan(100);
    for (const file of files) {
      const meta = await sharp(file.body).metadata();
      expect([meta.exif, meta.xmp, meta.orientation], file.key).toEqual([undefined, undefined, undefined]);
    }
  });

  it('writes a PNG anew without its text and EXIF, pixel for pixel', async () => {
    const input = await sharp(await pngImage(300, 200))
      .png()
      .withExif({ IFD0: { Artist: 'Ada Lovelace' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { files } = await processImage(input, { id: randomUUID(), originalName: 'a.png' }, limits);
    const kept = files[0]!.body;
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    expect(Buffer.compare(await sharp(kept).raw().toBuffer(), await sharp(input).raw().toBuffer())).toBe(0);
  });

  it('refuses an animation whose frames together pass the pixel limit, and keeps one under it animated', async () => {
    const many = await refusal(await animatedGif(30, 400, 400), 'long.gif', { ...limits, maxPixels: 4_000_000 });
    expect(many.reason).toBe('too-large');
    expect(many.message).toBe('The animation has 30 frames of 400×400 pixels (4.8 megapixels in all); at most 4 are taken');
    const { files, item } = await processImage(await animatedGif(20, 200, 200), { id: randomUUID(), originalName: 'loop.gif' }, limits);
    expect(item).toMatchObject({ type: 'gif', width: 200, height: 200 });
    expect(await sharp(files[0]!.body).metadata()).toMatchObject({ format: 'gif', pages: 20 });
  });

  it('refuses a truncated AVIF (415), an AVIF whose header lies about its size (413) and a HEIC (415)', async () => {
    expect((await refusal(await truncatedAvif(), 'cut.avif')).reason).toBe('type');
    const lying = await refusal(await lyingAvif(), 'lying.avif');
    expect([lying.reason, lying.message]).toEqual(['too-large', 'The image has 900 megapixels; at most 40 are taken']);
    expect((await refusal(await heicImage(), 'IMG_0001.HEIC')).reason).toBe('type');
  });

  it('draws an SVG filter bomb without its costly steps, small, and a <use> bomb without its uses', async () => {
    const bomb = await processImage(svgFilterBomb(4000, 12), { id: randomUUID(), originalName: 'bomb.svg' }, limits);
    const text = bomb.files[0]!.body.toString('utf8');
    expect(text).not.toMatch(/feTurbulence/i);
    expect(text).toMatch(/feGaussianBlur/i);
    expect(bomb.item.variants.at(-1)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const uses = await processImage(svgUseBomb(), { id: randomUUID(), originalName: 'laughs.svg' }, limits);
    expect(uses.files[0]!.body.toString('utf8')).not.toContain('<use');
  }, 60_000);
});
