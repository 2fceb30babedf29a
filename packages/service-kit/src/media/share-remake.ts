import { mediaSharePath, roundFocal, SHARE_IMAGE_SIZE, type FocalPoint, type MediaType, type MediaVariant } from '@livefully/contracts';
import type { MediaFile } from './image-pipeline.js';
import { imageSource } from './image-source.js';
import type { MediaLimits } from './media-refused.js';
import { shareImage } from './share-image.js';
import { filterSteps } from './svg-sanitizer.js';

/** A library item as the share image needs it: its stored original (an SVG already sanitised) and its size. */
export interface ShareSource {
  id: string;
  type: MediaType;
  width: number;
  height: number;
}

/**
 * The share image of a new focal point (docs/media.md), made from the stored original: a new
 * file, `share-<x>-<y>.jpg`, never new bytes under an old name, since every media file is served
 * as immutable. Bounded as an upload is: the same pixel limit on every decode.
 */
export async function remakeShare(
  original: Buffer,
  item: ShareSource,
  focal: FocalPoint,
  limits: MediaLimits,
): Promise<{ file: MediaFile; variant: MediaVariant }> {
  const point = roundFocal(focal);
  const drawing =
    item.type === 'svg' ? { width: item.width, height: item.height, filterSteps: filterSteps(original.toString('utf8')) } : undefined;
  const body = await shareImage(imageSource(original, { maxPixels: limits.maxPixels, drawing }), item.width, item.height, point);
  const path = mediaSharePath(item.id, point);
  return {
    file: { key: path.slice('/media/'.length), body, contentType: 'image/jpeg' },
    variant: { format: 'jpeg', ...SHARE_IMAGE_SIZE, bytes: body.length, path },
  };
}
