import { absoluteUrl, useHeadContext } from './head-context';
import { isSiteShareImage, itemShareImage } from '@livefully/contracts/share-image';
import { sharedTitle, sharedUrl, type PageSharing } from './page-sharing';
import type { FocalPoint } from '@livefully/contracts/media-paths';
import { pageTitle, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, SITE_DESCRIPTION } from './site';

/** What Open Graph says of an article (ISO 8601 times); each tag only when known. */
export type ArticleMeta = {
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
};

type PageMetaProps = {
  title: string;
  description?: string;
  /** The page's image (site path or absolute URL); its 1200x630 rendering is the share image (shareImageFor). */
  image?: string;
  imageAlt?: string;
  /** The library image's focal point: its share image is the one cut around it (docs/media.md). */
  imageFocal?: FocalPoint | undefined;
  type?: 'website' | 'article' | 'profile';
  article?: ArticleMeta;
  /** The item's search and sharing fields (docs/seo.md): meta title, canonical address, noindex, share image. */
  sharing?: PageSharing;
};

/** React 19 hoists these tags into <head>; render one PageMeta per page. */
export function PageMeta({ title, description, image, imageAlt, imageFocal, type = 'website', article, sharing }: PageMetaProps) {
  const head = useHeadContext();
  const { origin, siteName, shareImage } = head;
  const url = sharedUrl(head.url, sharing);
  const fullTitle = pageTitle(sharedTitle(title, sharing), siteName);
  const summary = description || SITE_DESCRIPTION;
  const share = itemShareImage({ imagePath: image, imageFocal, ...sharing }, shareImage);
  const imageUrl = absoluteUrl(share, origin);
  const sized = isSiteShareImage(share, shareImage);
  // The page image's alt text does not describe a share image chosen instead of it.
  const alt = share === shareImage ? siteName : sharing?.shareImagePath ? undefined : imageAlt;
  const articleTags = type === 'article' && article ? article : {};
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={url} />
      {sharing?.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:description" content={summary} />
      <meta property="og:image" content={imageUrl} />
      {sized ? <meta property="og:image:width" content={String(SHARE_IMAGE_WIDTH)} /> : null}
      {sized ? <meta property="og:image:height" content={String(SHARE_IMAGE_HEIGHT)} /> : null}
      {alt ? <meta property="og:image:alt" content={alt} /> : null}
      {articleTags.publishedTime ? <meta property="article:published_time" content={articleTags.publishedTime} /> : null}
      {articleTags.modifiedTime ? <meta property="article:modified_time" content={articleTags.modifiedTime} /> : null}
      {articleTags.section ? <meta property="article:section" content={articleTags.section} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={imageUrl} />
      {alt ? <meta name="twitter:image:alt" content={alt} /> : null}
    </>
  );
}
