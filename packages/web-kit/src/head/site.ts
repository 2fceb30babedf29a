export const SITE_NAME = 'Live Fully';

export const SITE_DESCRIPTION = 'Ideas and guides for making memories, finding balance and living every day fully.';

export { DEFAULT_SHARE_IMAGE } from '@livefully/contracts/share-image';
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The publisher logo structured data names (a raster: search engines take no SVG logo); shell/public/share. */
export const SITE_LOGO = '/share/live-fully-logo-512.png';
export const SITE_LOGO_SIZE = 512;

/** docs/requirements.md#r-page-head: every page title reads '{title} | {site name}'. */
export function pageTitle(title: string, siteName: string = SITE_NAME): string {
  return `${title} | ${siteName}`;
}
