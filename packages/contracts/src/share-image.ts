import { mediaImageOf, type FocalPoint } from './media-paths.js';

/** The site's own share image, served from the shell's public folder (shell/public/share); docs/requirements.md#r-page-head: 1200x630. */
export const DEFAULT_SHARE_IMAGE = '/share/live-fully-1200x630.png';

const SITE_IMAGE = /^\/images\/([^/?#]+)\.(?:svg|png|jpe?g|webp)$/i;
const SHARE_IMAGE = /^\/images\/share\/[^/?#]+\.png$/;
const MEDIA_SHARE_IMAGE = /^\/media\/[0-9a-f-]{36}\/share(-\d{1,4}-\d{1,4})?\.jpg$/;
const ABSOLUTE_RASTER = /^https?:\/\/[^?#]+\.(?:png|jpe?g|webp|gif)(?:[?#].*)?$/i;

/**
 * The image a link preview shows for a page image (previews take no SVG): a site image
 * `/images/<name>.<ext>` has a 1200x630 PNG rendered by the build at `/images/share/<name>.png`;
 * a library image `/media/<id>/original-…` has its 1200x630 JPEG made on upload at
 * `/media/<id>/share.jpg`, or the one cut around its focal point when given (`share-<x>-<y>.jpg`); an absolute raster URL is used as it is; anything else gives the site's image. Shared by the
 * pages' head tags (web-kit) and the feed's enclosures (the gateway).
 */
export function shareImageFor(image: string | undefined, fallback: string = DEFAULT_SHARE_IMAGE, focal?: FocalPoint | null): string {
  const path = image?.trim() ?? '';
  const media = mediaImageOf(path, focal);
  if (media) return media.share;
  if (SHARE_IMAGE.test(path) || MEDIA_SHARE_IMAGE.test(path) || ABSOLUTE_RASTER.test(path)) return path;
  const name = SITE_IMAGE.exec(path)?.[1];
  return name ? `/images/share/${name}.png` : fallback;
}

/** What an item (post, guide, topic) says of its images: its own, and the share image chosen for it. */
export interface ItemImages {
  imagePath?: string | undefined;
  imageFocal?: FocalPoint | null | undefined;
  shareImagePath?: string | undefined;
  shareImageFocal?: FocalPoint | null | undefined;
}

/**
 * An item's share image (docs/seo.md): the one chosen in its sharing panel, else its own image,
 * each cut around its own focal point; else the fallback. One rule for the head, the JSON-LD and
 * the feed.
 */
export function itemShareImage(item: ItemImages, fallback: string = DEFAULT_SHARE_IMAGE): string {
  return item.shareImagePath
    ? shareImageFor(item.shareImagePath, fallback, item.shareImageFocal)
    : shareImageFor(item.imagePath, fallback, item.imageFocal);
}

/** Whether the share image is one of the site's own 1200x630 renderings (its size is known). */
export function isSiteShareImage(image: string, fallback: string = DEFAULT_SHARE_IMAGE): boolean {
  return image === fallback || SHARE_IMAGE.test(image) || MEDIA_SHARE_IMAGE.test(image);
}
