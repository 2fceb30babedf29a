import { useLocation } from 'react-router';
import { pageTitle, SITE_NAME } from './site';

type PageMetaProps = {
  title: string;
  description?: string;
  /** A 1200x630 share image (SPEC §1); a site-relative path or an absolute URL. */
  image?: string;
  type?: 'website' | 'article';
};

function absolute(pathOrUrl: string): string {
  return new URL(pathOrUrl, window.location.origin).href;
}

/** React 19 hoists these tags into <head>; render one PageMeta per page. */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = pageTitle(title);
  const url = absolute(pathname);
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={absolute(image)} /> : null}
      {image ? <meta property="og:image:width" content="1200" /> : null}
      {image ? <meta property="og:image:height" content="630" /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {image ? <meta name="twitter:image" content={absolute(image)} /> : null}
    </>
  );
}
