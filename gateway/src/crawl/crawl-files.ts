import type { BlogPostSummary, SitePage } from '@livefully/contracts';
import { DEFAULT_SHARE_IMAGE, itemShareImage } from '@livefully/contracts/share-image';
import { Feed } from 'feed';

/** The files' media types, as the brief of every crawler expects them. */
export const ROBOTS_TYPE = 'text/plain; charset=utf-8';
export const SITEMAP_TYPE = 'application/xml; charset=utf-8';
export const FEED_TYPE = 'application/rss+xml; charset=utf-8';

/** Where a crawler has no business: the admin area and its API. */
export const DISALLOWED_PATHS = ['/admin', '/api/admin'];

/**
 * The pages besides the items' own that a crawler should index: home, the listings, and the
 * static pages. Not /search (results are not pages to index), /404 or /admin.
 */
export const SITEMAP_PAGES = [
  '/',
  '/blog',
  '/guides',
  '/topics',
  '/apps',
  '/newsletter',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/DMCA',
];

/** The newest articles a feed lists. */
export const FEED_SIZE = 20;

/** The words under the site's name in the feed: the site's own description (packages/web-kit's SITE_DESCRIPTION). */
export const FEED_DESCRIPTION = 'Ideas and guides for making memories, finding balance and living every day fully.';

const ITEM_PATH: Record<SitePage['kind'], string> = { post: '/blog', guide: '/guide', topic: '/topics', author: '/authors' };

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The page of an item, as the site routes it (docs/requirements.md#r-routes: `/guide/{slug}`, singular). */
export function itemPath(page: Pick<SitePage, 'kind' | 'slug'>): string {
  return `${ITEM_PATH[page.kind]}/${encodeURIComponent(page.slug)}`;
}

/**
 * When a page last changed: an item's own last change, or for a post the moment it went live
 * when that came later (a post scheduled ahead appears when it comes due, without an edit).
 */
export function lastChange(page: SitePage): string {
  return page.publishedAt && Date.parse(page.publishedAt) > Date.parse(page.updatedAt) ? page.publishedAt : page.updatedAt;
}

/** The newest of `dates` (ISO strings), or undefined for none. */
function newest(dates: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const date of dates) if (best === undefined || Date.parse(date) > Date.parse(best)) best = date;
  return best;
}

/** W3C Datetime in UTC, as sitemaps.org asks for `<lastmod>`. */
function w3cDate(iso: string): string {
  return new Date(iso).toISOString();
}

/**
 * Where a page's entry points (docs/seo.md): its canonical address when the editor set one on
 * this site, its own page otherwise; undefined when the canonical page is on another site, as a
 * sitemap lists only its own site's canonical pages.
 */
export function sitemapLoc(origin: string, page: SitePage): string | undefined {
  if (!page.canonicalUrl) return origin + itemPath(page);
  return URL.canParse(page.canonicalUrl) && new URL(page.canonicalUrl).origin === origin ? page.canonicalUrl : undefined;
}

/**
 * sitemaps.org 0.9: the site's pages, then every public post, guide and topic with `<lastmod>`
 * (the content service leaves noindex items out of `pages`).
 * A listing's lastmod is the newest change of what it lists (home: of anything); the static
 * pages have none, as their dates are not tracked.
 */
export function sitemapXml(origin: string, pages: readonly SitePage[]): string {
  const changes = (kind?: SitePage['kind']) => pages.filter((page) => !kind || page.kind === kind).map(lastChange);
  const listingChange: Record<string, string | undefined> = {
    '/': newest(changes()),
    '/blog': newest(changes('post')),
    '/guides': newest(changes('guide')),
    '/topics': newest(changes('topic')),
  };
  const entries = [
    ...SITEMAP_PAGES.map((path) => ({ loc: origin + path, lastmod: listingChange[path] })),
    ...pages.flatMap((page) => {
      const loc = sitemapLoc(origin, page);
      return loc ? [{ loc, lastmod: lastChange(page) }] : [];
    }),
  ];
  const urls = entries.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/**
 * A post's image as an absolute URL: site paths (`/images/…`) on the origin, `https://` images as
 * they are; undefined for a path no URL can be made of (the item then goes without an image).
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string | undefined {
  return URL.canParse(pathOrUrl, `${origin}/`) ? new URL(pathOrUrl, `${origin}/`).href : undefined;
}

function imageType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

export interface FeedSite {
  origin: string;
  /** The site's name (SITE_NAME): the feed's title. */
  name: string;
}

/**
 * RSS 2.0 of the newest articles (the `feed` package writes the XML): title, link, description
 * (the excerpt), pubDate, guid (the post's id: stable across slug and canonical changes), author, category and
 * the image as an enclosure. The channel's date is the newest article's, so the same articles
 * give the same bytes (and ETag) on every replica.
 */
/**
 * The feed's posts and their links (docs/seo.md): only posts the sitemap's pages list (a noindex
 * post is in neither), each linked at its canonical address when its editor set one.
 */
export function feedPosts(posts: readonly BlogPostSummary[], pages: readonly SitePage[]): FeedPost[] {
  const indexed = new Map(pages.filter((page) => page.kind === 'post').map((page) => [page.slug, page]));
  return posts.flatMap((post) => {
    const page = indexed.get(post.slug);
    return page ? [{ ...post, canonicalUrl: page.canonicalUrl }] : [];
  });
}

export type FeedPost = BlogPostSummary & { canonicalUrl?: string | undefined };

export function rssFeed(site: FeedSite, posts: readonly FeedPost[]): string {
  const home = `${site.origin}/`;
  const feed = new Feed({
    title: site.name,
    description: FEED_DESCRIPTION,
    id: home,
    link: home,
    language: 'en',
    copyright: `© ${site.name}`,
    updated: new Date(newest(posts.map((post) => post.publishedAt)) ?? 0),
    generator: false,
    image: `${site.origin}${DEFAULT_SHARE_IMAGE}`,
    feedLinks: { rss: `${site.origin}/feed.xml` },
  });
  for (const post of posts) {
    // The 1200x630 raster link previews use (feed readers take no SVG either); none for an image
    // that has none, rather than the site's.
    const share = itemShareImage(post, '');
    const image = share ? absoluteUrl(site.origin, share) : undefined;
    const type = image ? imageType(image) : undefined;
    feed.addItem({
      title: post.title,
      link: post.canonicalUrl || `${site.origin}${itemPath({ kind: 'post', slug: post.slug })}`,
      guid: post.id,
      description: post.excerpt,
      date: new Date(post.publishedAt),
      author: [{ name: post.author }],
      category: [{ name: post.category }],
      ...(image ? { enclosure: { url: image, ...(type ? { type } : {}) } } : {}),
    });
  }
  return feed.rss2();
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}
