import { useLocation } from 'react-router';
import { useSiteSettings } from '../settings/site-settings';
import { pageTitle, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, SITE_DESCRIPTION } from './site';

type PageMetaProps = {
  title: string;
  description?: string;
  /** A 1200x630 raster share image (SPEC §1), site-relative or absolute; without one (or with an SVG) the site's is used. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
};

function absolute(pathOrUrl: string, publicOrigin: string | undefined): string {
  return new URL(pathOrUrl, publicOrigin ?? window.location.origin).href;
}

/** Social networks ignore SVG share images, so a page's SVG illustration gives way to the site's PNG. */
function shareable(image: string | undefined): image is string {
  return Boolean(image) && !/\.svg(?:[?#]|$)/i.test(image ?? '');
}

/** React 19 hoists these tags into <head>; render one PageMeta per page. */
export function PageMeta({ title, description, image, imageAlt, type = 'website' }: PageMetaProps) {
  const { pathname } = useLocation();
  const { siteName, shareImage, publicOrigin } = useSiteSettings();
  const fullTitle = pageTitle(title, siteName);
  const summary = description || SITE_DESCRIPTION;
  const url = absolute(pathname, publicOrigin);
  const ownImage = shareable(image);
  const imageUrl = absolute(ownImage ? image : shareImage, publicOrigin);
  const alt = ownImage ? imageAlt : siteName;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:description" content={summary} />
      <meta property="og:image" content={imageUrl} />
      {ownImage ? null : <meta property="og:image:width" content={String(SHARE_IMAGE_WIDTH)} />}
      {ownImage ? null : <meta property="og:image:height" content={String(SHARE_IMAGE_HEIGHT)} />}
      {alt ? <meta property="og:image:alt" content={alt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={imageUrl} />
      {alt ? <meta name="twitter:image:alt" content={alt} /> : null}
    </>
  );
}
