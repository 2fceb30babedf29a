import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { remakeShare } from './share-remake.js';
import { DEFAULT_MEDIA_LIMITS } from './media-refused.js';
import { twoToneJpeg } from './test-images.js';

const id = '0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60';
const brightness = async (jpeg: Buffer) => (await sharp(jpeg).stats()).channels[0]!.mean;

describe('the share image cut again around a focal point', () => {
  it('cuts around the point, under a name of its own, at 1200x630', async () => {
    // 2400×630, dark left half: the box is 1200 wide, so where it is cut shows in its brightness.
    const original = await twoToneJpeg(2400, 630);
    const item = { id, type: 'jpeg' as const, width: 2400, height: 630 };
    const left = await remakeShare(original, item, { x: 0, y: 0.5 }, DEFAULT_MEDIA_LIMITS);
    const centre = await remakeShare(original, item, { x: 0.5, y: 0.5 }, DEFAULT_MEDIA_LIMITS);
    const right = await remakeShare(original, item, { x: 0.9, y: 0.1 }, DEFAULT_MEDIA_LIMITS);
    expect(left.variant).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
      bytes: left.file.body.length,
      path: `/media/${id}/share-0-500.jpg`,
    });
    expect(left.file).toMatchObject({ key: `${id}/share-0-500.jpg`, contentType: 'image/jpeg' });
    expect(centre.variant.path).toBe(`/media/${id}/share.jpg`);
    expect(right.variant.path).toBe(`/media/${id}/share-900-100.jpg`);
    expect(await brightness(left.file.body)).toBeLessThan(20);
    expect(await brightness(centre.file.body)).toBeGreaterThan(110);
    expect(await brightness(centre.file.body)).toBeLessThan(150);
    expect(await brightness(right.file.body)).toBeGreaterThan(240);
    expect(await sharp(right.file.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('draws a stored SVG at the size the box needs and cuts it around the point', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="630"><rect width="1200" height="630" fill="#0a0a0a"/><rect x="1200" width="1200" height="630" fill="#fafafa"/></svg>',
    );
    const item = { id, type: 'svg' as const, width: 2400, height: 630 };
    const right = await remakeShare(svg, item, { x: 1, y: 0.5 }, DEFAULT_MEDIA_LIMITS);
    expect(right.variant.path).toBe(`/media/${id}/share-1000-500.jpg`);
    expect(await brightness(right.file.body)).toBeGreaterThan(240);
    expect(await sharp(right.file.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
