import type { Metadata } from 'sharp';
import type { MediaType } from '@livefully/contracts';
import { MediaRefused, type MediaLimits } from './media-refused.js';

/** The longest shape taken: one side at most 20 times the other (a panorama, a long infographic). */
export const MAX_ASPECT_RATIO = 20;

/** An upload's size as it is shown (orientation applied), and how many frames it has. */
export interface ImageShape {
  width: number;
  height: number;
  frames: number;
}

/**
 * The checks made on the header alone, before any pixel is decoded (docs/media.md): the pixels
 * of a frame, of every frame of an animation, and the shape. Each refusal names the numbers.
 */
export function shapeOf(meta: Metadata, limits: MediaLimits): ImageShape {
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.pageHeight ?? meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new MediaRefused('type', 'The image has no size');
  const frames = Math.max(1, meta.pages ?? 1);
  const pixels = width * height;
  if (pixels > limits.maxPixels) {
    throw new MediaRefused(
      'too-large',
      `The image has ${megapixels(pixels)} megapixels; at most ${megapixels(limits.maxPixels)} are taken`,
    );
  }
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new MediaRefused(
      'too-large',
      `The image is ${width}×${height} pixels; its longer side may be at most ${MAX_ASPECT_RATIO} times its shorter side`,
    );
  }
  if (frames * pixels > limits.maxPixels) {
    throw new MediaRefused(
      'too-large',
      `The animation has ${frames} frames of ${width}×${height} pixels (${megapixels(frames * pixels)} megapixels in all); at most ${megapixels(limits.maxPixels)} are taken`,
    );
  }
  return { width, height, frames };
}

/** Whether the file carries what the library never serves: EXIF, XMP, IPTC, text, an orientation to apply. */
export function carriesMetadata(meta: Metadata): boolean {
  return Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length || (meta.orientation ?? 1) !== 1);
}

/** Whether the type's bytes are what sharp decodes as an animation (GIF, WebP). */
export const ANIMATED_TYPES: ReadonlySet<MediaType> = new Set(['gif', 'webp']);

export const megapixels = (pixels: number) => String(Math.round(pixels / 100_000) / 10);
