import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, isSiteShareImage, itemShareImage, shareImageFor } from './share-image.js';

describe('shareImageFor', () => {
  it('maps a site image of any raster or SVG kind to its 1200x630 PNG rendering', () => {
    for (const ext of ['svg', 'png', 'jpg', 'jpeg', 'webp', 'JPG']) {
      expect(shareImageFor(`/images/sunday-soup-pot.${ext}`)).toBe('/images/share/sunday-soup-pot.png');
    }
    expect(shareImageFor('/images/share/sunday-soup-pot.png')).toBe('/images/share/sunday-soup-pot.png');
  });

  it('keeps an absolute raster URL as it is', () => {
    expect(shareImageFor('https://images.example.com/a/trail.JPG?w=1200')).toBe('https://images.example.com/a/trail.JPG?w=1200');
    expect(shareImageFor('https://images.example.com/trail.webp')).toBe('https://images.example.com/trail.webp');
  });

  it("gives the site's image for an external SVG, an empty or missing image, or any other path", () => {
    for (const image of [
      'https://images.example.com/trail.svg',
      '',
      '  ',
      undefined,
      '/images/a/b.svg',
      '/uploads/x.png',
      'javascript:x.png',
      '/images/x.gif',
    ]) {
      expect(shareImageFor(image), String(image)).toBe(DEFAULT_SHARE_IMAGE);
    }
    expect(shareImageFor(undefined, '/custom.png')).toBe('/custom.png');
  });
});

describe('isSiteShareImage', () => {
  it("is true for the site's own 1200x630 images only", () => {
    expect(isSiteShareImage('/images/share/a.png')).toBe(true);
    expect(isSiteShareImage(DEFAULT_SHARE_IMAGE)).toBe(true);
    expect(isSiteShareImage('https://images.example.com/a.png')).toBe(false);
  });
});

describe('shareImageFor a library image', () => {
  const id = '0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60';

  it('is the 1200x630 JPEG the upload made, of a known size', () => {
    expect(shareImageFor(`/media/${id}/original-2400x1600.jpg`)).toBe(`/media/${id}/share.jpg`);
    expect(shareImageFor(`/media/${id}/original-800x400.svg`)).toBe(`/media/${id}/share.jpg`);
    expect(isSiteShareImage(`/media/${id}/share.jpg`)).toBe(true);
  });
});

describe("itemShareImage: an item's share image", () => {
  const own = '0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60';
  const chosen = '1c8d6b1f-9054-4e6f-8b68-2d3c4e5f6a71';
  const item = { imagePath: `/media/${own}/original-2400x1600.jpg`, imageFocal: { x: 0.2, y: 0.3 } };

  it('is its own image cut around its focal point when none is chosen', () => {
    expect(itemShareImage(item)).toBe(`/media/${own}/share-200-300.jpg`);
    expect(itemShareImage({ ...item, shareImagePath: '' })).toBe(`/media/${own}/share-200-300.jpg`);
  });

  it("is the chosen share image cut around the chosen image's own focal point, never the page image's", () => {
    const shareImagePath = `/media/${chosen}/original-1600x900.png`;
    expect(itemShareImage({ ...item, shareImagePath })).toBe(`/media/${chosen}/share.jpg`);
    expect(itemShareImage({ ...item, shareImagePath, shareImageFocal: { x: 0.75, y: 0.5 } })).toBe(`/media/${chosen}/share-750-500.jpg`);
  });

  it('is the fallback for an item with no image', () => {
    expect(itemShareImage({})).toBe(DEFAULT_SHARE_IMAGE);
    expect(itemShareImage({}, '')).toBe('');
  });
});
