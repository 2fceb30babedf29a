import { describe, expect, it } from 'vitest';
import { isMediaKey, MEDIA_MAX_VARIANT_PIXELS, mediaImageOf, variantWidths } from './media-paths.js';

const id = '0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60';

describe('the media library paths', () => {
  it('makes every rung of the ladder narrower than the image, and the image itself up to 1920', () => {
    expect(variantWidths(100, 100)).toEqual([100]);
    expect(variantWidths(320, 200)).toEqual([320]);
    expect(variantWidths(700, 400)).toEqual([320, 640, 700]);
    expect(variantWidths(1920, 1080)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(4000, 4000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it('stops a tall image at the widest rung whose variant has at most a 1920 square of pixels', () => {
    // 1920×2560 would be 4.9 megapixels; 1280×1707 is 2.2.
    expect(variantWidths(3024, 4032)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1000, 8000)).toEqual([320, 640]);
    expect(variantWidths(2236, 17_888)).toEqual([320, 640]);
    expect(variantWidths(400, 8000)).toEqual([320, 400]);
    expect(variantWidths(30, 600)).toEqual([30]);
    for (const [width, height] of [
      [3024, 4032],
      [1000, 8000],
      [2236, 17_888],
      [400, 8000],
    ] as const) {
      const top = variantWidths(width, height).at(-1)!;
      expect(top * Math.round((top * height) / width)).toBeLessThanOrEqual(MEDIA_MAX_VARIANT_PIXELS);
    }
  });

  it('reads the size and the srcset of a library image from its path alone', () => {
    expect(mediaImageOf(`/media/${id}/original-1000x500.png`)).toEqual({
      id,
      width: 1000,
      height: 500,
      original: `/media/${id}/original-1000x500.png`,
      srcSet: {
        avif: `/media/${id}/320.avif 320w, /media/${id}/640.avif 640w, /media/${id}/960.avif 960w, /media/${id}/1000.avif 1000w`,
        webp: `/media/${id}/320.webp 320w, /media/${id}/640.webp 640w, /media/${id}/960.webp 960w, /media/${id}/1000.webp 1000w`,
      },
      share: `/media/${id}/share.jpg`,
    });
  });

  it('names the share image after the focal point it was cut around, in thousandths, the centre keeping share.jpg', () => {
    const path = `/media/${id}/original-1000x500.png`;
    expect(mediaImageOf(path, { x: 0.3, y: 0.7254 })?.share).toBe(`/media/${id}/share-300-725.jpg`);
    expect(mediaImageOf(path, { x: 0, y: 1 })?.share).toBe(`/media/${id}/share-0-1000.jpg`);
    expect(mediaImageOf(path, { x: 0.5, y: 0.5 })?.share).toBe(`/media/${id}/share.jpg`);
    expect(mediaImageOf(path, null)?.share).toBe(`/media/${id}/share.jpg`);
  });

  it('is null for any other image path', () => {
    for (const path of [
      '/images/sunday-soup-pot.svg',
      'https://images.example.com/a.jpg',
      `/media/${id}/640.webp`,
      `/media/${id}/original-0x10.png`,
      `/media/${id}/original-10x10.php`,
      '',
      undefined,
    ]) {
      expect(mediaImageOf(path), String(path)).toBeNull();
    }
  });

  it('takes only keys of its own scheme', () => {
    expect(isMediaKey(`${id}/original-10x10.svg`)).toBe(true);
    expect(isMediaKey(`${id}/640.avif`)).toBe(true);
    expect(isMediaKey(`${id}/share.jpg`)).toBe(true);
    expect(isMediaKey(`${id}/share-300-1000.jpg`)).toBe(true);
    for (const key of [`${id}/../x`, `../${id}/640.avif`, `${id}/640.png`, `${id}/x.php`, `${id}`, `${id}/sub/640.avif`])
      expect(isMediaKey(key), key).toBe(false);
  });
});
