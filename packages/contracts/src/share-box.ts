import { DEFAULT_FOCAL, SHARE_IMAGE_SIZE, type FocalPoint } from './media-paths.js';

/** A rectangle of an image, in its pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest box of the share image's shape (1200:630) inside an image of this size. The share
 * image is this box, cut first and then scaled: scaling the whole image to cover 1200×630 and
 * cutting after would make a 1×250 strip 1200×300,000 pixels on the way (docs/media.md).
 */
export function shareBoxSize(width: number, height: number): Omit<Box, 'left' | 'top'> {
  const { width: W, height: H } = SHARE_IMAGE_SIZE;
  if (width * H > height * W) return { width: Math.max(1, Math.min(width, Math.round((height * W) / H))), height };
  return { width, height: Math.max(1, Math.min(height, Math.round((width * H) / W))) };
}

/**
 * The share image's box in an image of this size: the largest 1200:630 box, placed so the focal
 * point is as near its centre as the image's edges allow (docs/media.md). The admin's crop
 * preview and the share JPEG both come from here, so what the writer sees is what is cut.
 */
export function shareBox(width: number, height: number, focal: FocalPoint = DEFAULT_FOCAL): Box {
  const size = shareBoxSize(width, height);
  const place = (point: number, whole: number, part: number) => Math.max(0, Math.min(Math.round(point * whole - part / 2), whole - part));
  return { left: place(focal.x, width, size.width), top: place(focal.y, height, size.height), ...size };
}
