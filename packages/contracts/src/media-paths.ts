/**
 * The media library's public URLs (docs/media.md). Every file of an upload lives under
 * `/media/<id>/`, and the original's name carries its size, so a page can write `srcset`,
 * `width` and `height` from the image path alone, without asking the library:
 *
 * - `/media/<id>/original-<w>x<h>.<ext>`: the upload as sent (an SVG sanitised);
 * - `/media/<id>/<width>.avif` and `/media/<id>/<width>.webp`: the responsive variants;
 * - `/media/<id>/share.jpg`: the 1200x630 share image cut around the centre, and
 *   `/media/<id>/share-<x>-<y>.jpg` the one cut around the focal point (x, y) in thousandths.
 *
 * The files of an id never change, so they are served with a long immutable cache lifetime: a new
 * focal point is a new share file name, never new bytes under an old one.
 */
export const MEDIA_PATH_PREFIX = '/media/';

/** The widths of the responsive variants; an image is never enlarged. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const MEDIA_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The types the library takes, by what their bytes are (never by name or declared type). */
export const MEDIA_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  avif: { mime: 'image/avif', ext: 'avif' },
  gif: { mime: 'image/gif', ext: 'gif' },
  svg: { mime: 'image/svg+xml', ext: 'svg' },
} as const;
export type MediaType = keyof typeof MEDIA_TYPES;
const MEDIA_EXTENSIONS = Object.values(MEDIA_TYPES).map((type) => type.ext);

/**
 * The most pixels a variant has: a 1920 square. The encoders hold a whole picture (AVIF about
 * 30 bytes a pixel), so this, not the upload's size, bounds what a variant costs (docs/media.md).
 */
export const MEDIA_MAX_VARIANT_PIXELS = 1920 * 1920;

/**
 * The widths an image of this size is made at: every rung of the ladder narrower than it, and
 * its own width capped at the widest rung, so the widest variant is never enlarged. A tall image
 * whose top width would pass MEDIA_MAX_VARIANT_PIXELS stops at the widest rung that does not
 * (the narrowest rung at least), so every width is one an older, uncapped item also has.
 */
export function variantWidths(width: number, height: number): number[] {
  const widest: number = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
  const fits = (each: number) => each * Math.round((each * height) / width) <= MEDIA_MAX_VARIANT_PIXELS;
  const top = Math.min(width, widest);
  if (fits(top)) return [...MEDIA_WIDTHS.filter((rung) => rung < top), top];
  const rungs = MEDIA_WIDTHS.filter((rung) => rung < top && fits(rung));
  return rungs.length ? rungs : [Math.min(top, MEDIA_WIDTHS[0])];
}

export function mediaOriginalPath(id: string, width: number, height: number, type: MediaType): string {
  return `${MEDIA_PATH_PREFIX}${id}/original-${width}x${height}.${MEDIA_TYPES[type].ext}`;
}

export function mediaVariantPath(id: string, width: number, format: MediaVariantFormat): string {
  return `${MEDIA_PATH_PREFIX}${id}/${width}.${format}`;
}

/** Where in a picture its subject is, each from 0 (left, top) to 1 (right, bottom). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Every image's focal point until one is set: the centre. */
export const DEFAULT_FOCAL: FocalPoint = { x: 0.5, y: 0.5 };

/** A focal point's steps: thousandths, so a point and the share file named after it are one and the same. */
export function roundFocal({ x, y }: FocalPoint): FocalPoint {
  const step = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
  return { x: step(x), y: step(y) };
}

export function isDefaultFocal(focal: FocalPoint | null | undefined): boolean {
  if (!focal) return true;
  const { x, y } = roundFocal(focal);
  return x === DEFAULT_FOCAL.x && y === DEFAULT_FOCAL.y;
}

/** The share image cut around this focal point: `share.jpg` for the centre, `share-<x>-<y>.jpg` (thousandths) otherwise. */
export function mediaSharePath(id: string, focal?: FocalPoint | null): string {
  if (isDefaultFocal(focal)) return `${MEDIA_PATH_PREFIX}${id}/share.jpg`;
  const { x, y } = roundFocal(focal!);
  return `${MEDIA_PATH_PREFIX}${id}/share-${Math.round(x * 1000)}-${Math.round(y * 1000)}.jpg`;
}

const ORIGINAL = new RegExp(
  `^${MEDIA_PATH_PREFIX}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/original-(\\d{1,5})x(\\d{1,5})\\.(${MEDIA_EXTENSIONS.join('|')})$`,
);

/** A library image as a page draws it: its size, and its variants for `srcset`. */
export interface MediaImage {
  id: string;
  width: number;
  height: number;
  original: string;
  /** `srcset` of each variant format, narrowest first. */
  srcSet: Record<MediaVariantFormat, string>;
  share: string;
}

/**
 * The library image an image path names, or null for any other path (a site image, an https URL).
 * Its share image is the one cut around `focal` (the item's focal point, which the path does not carry).
 */
export function mediaImageOf(path: string | undefined | null, focal?: FocalPoint | null): MediaImage | null {
  const match = ORIGINAL.exec(path?.trim() ?? '');
  if (!match) return null;
  const [original, id, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (!width || !height) return null;
  const widths = variantWidths(width, height);
  const srcSet = (format: MediaVariantFormat) => widths.map((each) => `${mediaVariantPath(id, each, format)} ${each}w`).join(', ');
  return { id, width, height, original, srcSet: { avif: srcSet('avif'), webp: srcSet('webp') }, share: mediaSharePath(id, focal) };
}

/** Whether a store key is one the library writes: `<id>/<file>` with a file name of the scheme above. */
export function isMediaKey(key: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(original-\d{1,5}x\d{1,5}\.[a-z]{3,4}|\d{1,5}\.(avif|webp)|share(-\d{1,4}-\d{1,4})?\.jpg)$/.test(
    key,
  );
}
