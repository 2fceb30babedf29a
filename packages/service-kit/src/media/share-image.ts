import { SHARE_IMAGE_SIZE } from '@livefully/contracts';
import type { ImageSource } from './image-source.js';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The side of the preview on which the crop's focus is found. */
const PREVIEW_SIDE = 480;

/**
 * The largest box of the share image's shape (1200:630) inside an image of this size. The share
 * image is this box, cut first and then scaled: scaling the whole image to cover 1200×630 and
 * cutting after would make a 1×250 strip 1200×300,000 pixels on the way (docs/media.md).
 */
export function shareBox(width: number, height: number): Omit<Box, 'left' | 'top'> {
  const { width: W, height: H } = SHARE_IMAGE_SIZE;
  if (width * H > height * W) return { width: Math.max(1, Math.min(width, Math.round((height * W) / H))), height };
  return { width, height: Math.max(1, Math.min(height, Math.round((width * H) / W))) };
}

/** The 1200×630 share JPEG: the box on the most interesting part of the image, then scaled to size. */
export async function shareImage(source: ImageSource, width: number, height: number): Promise<Buffer> {
  const box = await focusedBox(source, width, height);
  const { image, scale } = await source.open(SHARE_IMAGE_SIZE.width / box.width);
  const drawn = { width: Math.round(width * scale), height: Math.round(height * scale) };
  const left = Math.min(Math.round(box.left * scale), drawn.width - 1);
  const top = Math.min(Math.round(box.top * scale), drawn.height - 1);
  return image
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(Math.round(box.width * scale), drawn.width - left)),
      height: Math.max(1, Math.min(Math.round(box.height * scale), drawn.height - top)),
    })
    .resize({ ...SHARE_IMAGE_SIZE, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * Where the box goes: libvips' attention strategy (skin tones, saturation, edges), run on a
 * preview at most 480 pixels on its longer side, so finding the focus costs a thumbnail.
 */
async function focusedBox(source: ImageSource, width: number, height: number): Promise<Box> {
  const box = shareBox(width, height);
  if (box.width === width && box.height === height) return { left: 0, top: 0, ...box };
  const preview = Math.min(1, PREVIEW_SIDE / Math.max(width, height));
  const { image } = await source.open(preview);
  const { info } = await image
    .resize({
      width: Math.max(1, Math.round(box.width * preview)),
      height: Math.max(1, Math.round(box.height * preview)),
      fit: 'cover',
      position: 'attention',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const clamp = (value: number, most: number) => Math.max(0, Math.min(Math.round(value / preview), most));
  return {
    left: clamp(info.cropOffsetLeft ?? 0, width - box.width),
    top: clamp(info.cropOffsetTop ?? 0, height - box.height),
    ...box,
  };
}
