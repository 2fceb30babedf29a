import type { Author, BlogPost } from '@livefully/contracts';
import type { BreadcrumbItem } from '../ui/breadcrumb';
import { absoluteUrl, type HeadContext } from './head-context';
import { isSiteShareImage, itemShareImage, type ItemImages } from '@livefully/contracts/share-image';
import { sharedUrl } from './page-sharing';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, SITE_LOGO, SITE_LOGO_SIZE } from './site';

/** A schema.org node as JSON-LD: plain JSON data. */
export type JsonLdNode = { '@context'?: string; '@type': string; [key: string]: unknown };

const CONTEXT = 'https://schema.org';

function imageObject(url: string, width: number, height: number) {
  return { '@type': 'ImageObject', url, width, height };
}

/** The image as link previews take it (shareImageFor), with its size when the site made it. */
export function shareImageJsonLd(item: ItemImages, site: Pick<HeadContext, 'origin' | 'shareImage'>) {
  const share = itemShareImage(item, site.shareImage);
  const url = absoluteUrl(share, site.origin);
  return isSiteShareImage(share, site.shareImage) ? imageObject(url, SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT) : url;
}

/**
 * An article. A post says when it was published and shows that date as 'Last updated'; it has
 * no other change date, so dateModified repeats it.
 */
export function blogPostingJsonLd(post: BlogPost, site: HeadContext): JsonLdNode {
  const tags = post.tags ?? [];
  // The headline stays the article's title; the address and image follow the sharing fields (docs/seo.md).
  const url = sharedUrl(site.url, post);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    image: shareImageJsonLd(post, site),
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    author: { '@type': 'Person', name: post.author, url: absoluteUrl(authorPath(post.authorProfile.slug), site.origin) },
    publisher: {
      '@type': 'Organization',
      name: site.siteName,
      logo: imageObject(absoluteUrl(SITE_LOGO, site.origin), SITE_LOGO_SIZE, SITE_LOGO_SIZE),
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    ...(tags.length ? { keywords: tags } : {}),
  };
}

/** An author's page on the site (docs/authors.md). */
export function authorPath(slug: string): string {
  return `/authors/${encodeURIComponent(slug)}`;
}

/** An author page's person: who they are, their photo, their own link as sameAs. */
export function personJsonLd(author: Author, site: Pick<HeadContext, 'origin' | 'url'>): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: author.name,
    url: site.url,
    ...(author.photoPath ? { image: absoluteUrl(author.photoPath, site.origin) } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.link ? { sameAs: [author.link] } : {}),
  };
}

/** The visible breadcrumb as structured data; its last item (the page itself) is the canonical URL. */
export function breadcrumbListJsonLd(items: BreadcrumbItem[], site: Pick<HeadContext, 'origin' | 'url'>): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({ label, to }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: label,
      item: to && index < items.length - 1 ? absoluteUrl(to, site.origin) : site.url,
    })),
  };
}

/** The site, with the search results page as its search action. */
export function webSiteJsonLd(site: Pick<HeadContext, 'origin' | 'siteName'>, description?: string): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    url: `${site.origin}/`,
    name: site.siteName,
    ...(description ? { description } : {}),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: a `<` in the text cannot close the element. */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
