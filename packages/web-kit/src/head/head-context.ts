import { useLocation } from '@livefully/web-kit/router';
import { useSiteSettings } from '../settings/site-settings';

/** What a page's head tags and structured data are built from. */
export type HeadContext = {
  /** The site's public origin, without a trailing slash. */
  origin: string;
  /** The page's canonical URL: its path on the public origin, without query or hash. */
  url: string;
  siteName: string;
  /** The site's share image, for a page that has none of its own. */
  shareImage: string;
};

export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/** A rendered page has no window to ask for its origin, hence `publicOrigin` (set by the renderer). */
export function useHeadContext(): HeadContext {
  const { pathname } = useLocation();
  const { siteName, shareImage, publicOrigin } = useSiteSettings();
  const origin = new URL(publicOrigin ?? window.location.origin).origin;
  return { origin, url: absoluteUrl(pathname, origin), siteName, shareImage };
}
