import { DEFAULT_FOCAL, SHARE_IMAGE_SIZE, shareBox, type FocalPoint } from '@livefully/contracts';
import type { ImageSource } from './image-source.js';

/**
 * The 1200×630 share JPEG: the largest box of its shape around the focal point (shareBox,
 * docs/media.md), cut from the image opened at the scale the box needs, then scaled to size.
 */
export async function shareImage(source: ImageSource, width: number, height: number, focal: FocalPoint = DEFAULT_FOCAL): Promise<Buffer> {
  const box = shareBox(width, height, focal);
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
