import type { BlogPostSummary, SitePage } from '@livefully/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, escapeXml, feedPosts, itemPath, lastChange, robotsTxt, rssFeed, sitemapXml, SITEMAP_PAGES } from './crawl-files.js';

const ORIGIN = 'https://livefully.example';
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item', 'category'].includes(name) });

const pages: SitePage[] = [
  { kind: 'post', slug: 'quiet-mornings', updatedAt: '2026-01-05T10:00:00.000Z', publishedAt: '2025-03-01T08:00:00.000Z' },
  // Scheduled ahead and come due: it went live after its last edit.
  { kind: 'post', slug: 'due-today', updatedAt: '2026-01-01T00:00:00.000Z', publishedAt: '2026-02-01T00:00:00.000Z' },
  { kind: 'guide', slug: 'slow-travel', updatedAt: '2025-12-01T00:00:00.000Z' },
  { kind: 'topic', slug: 'family', updatedAt: '2025-11-01T00:00:00+01:00' },
];

function summary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id: '00000000-0000-4000-8000-00000000000a',
    slug: 'quiet-mornings',
    title: 'Quiet Mornings & <Slow> Coffee',
    excerpt: 'Why the first hour "matters".',
    category: 'Wellness & Health',
    categorySlug: 'wellness-health',
    imagePath: '/images/slow-mornings.svg',
    imageAlt: 'A cup of coffee',
    author: 'Maya Chen',
    authorProfile: { slug: 'maya-chen', name: 'Maya Chen', photoPath: null },
    publishedAt: '2025-03-01T08:00:00.000Z',
    tags: ['morning'],
    readTime: 4,
    ...overrides,
  };
}

describe('robotsTxt', () => {
  it('allows everything but the admin area and its API, and names the sitemap on the origin', () => {
    const lines = robotsTxt(ORIGIN).split('\n');
    expect(lines).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/admin',
      '',
      'Sitemap: https://livefully.example/sitemap.xml',
      '',
    ]);
  });
});

describe('sitemapXml', () => {
  const parsed = () => {
    const xml = sitemapXml(ORIGIN, pages);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = parser.parse(xml);
    return {
      urlset,
      byLoc: new Map<string, string | undefined>(urlset.url.map((u: { loc: string; lastmod?: string }) => [u.loc, u.lastmod])),
    };
  };

  it('is a sitemaps.org 0.9 urlset of the site pages and every item, on the origin', () => {
    const { urlset, byLoc } = parsed();
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...byLoc.keys()]).toEqual([
      ...SITEMAP_PAGES.map((path) => ORIGIN + path),
      `${ORIGIN}/blog/quiet-mornings`,
      `${ORIGIN}/blog/due-today`,
      `${ORIGIN}/guide/slow-travel`,
      `${ORIGIN}/topics/family`,
    ]);
    expect([...byLoc.keys()].some((loc) => /\/(search|404|admin)/.test(loc))).toBe(false);
  });

  it("dates each item by its last change (a post's going live when later), each listing by its newest item, static pages not at all", () => {
    const { byLoc } = parsed();
    expect(byLoc.get(`${ORIGIN}/blog/quiet-mornings`)).toBe('2026-01-05T10:00:00.000Z');
    expect(byLoc.get(`${ORIGIN}/blog/due-today`)).toBe('2026-02-01T00:00:00.000Z');
    expect(byLoc.get(`${ORIGIN}/topics/family`)).toBe('2025-10-31T23:00:00.000Z');
    expect(byLoc.get(`${ORIGIN}/`)).toBe('2026-02-01T00:00:00.000Z');
    expect(byLoc.get(`${ORIGIN}/blog`)).toBe('2026-02-01T00:00:00.000Z');
    expect(byLoc.get(`${ORIGIN}/guides`)).toBe('2025-12-01T00:00:00.000Z');
    expect(byLoc.get(`${ORIGIN}/topics`)).toBe('2025-10-31T23:00:00.000Z');
    expect(byLoc.get(`${ORIGIN}/contact`)).toBeUndefined();
  });

  it('lists the site pages alone when there is no content yet', () => {
    const { urlset } = parser.parse(sitemapXml(ORIGIN, []));
    expect(urlset.url.map((u: { loc: string }) => u.loc)).toEqual(SITEMAP_PAGES.map((path) => ORIGIN + path));
    expect(urlset.url.every((u: { lastmod?: string }) => u.lastmod === undefined)).toBe(true);
  });

  it('maps kinds to the routes of the site', () => {
    expect([
      itemPath({ kind: 'post', slug: 'a' }),
      itemPath({ kind: 'guide', slug: 'b' }),
      itemPath({ kind: 'topic', slug: 'c' }),
      itemPath({ kind: 'author', slug: 'd' }),
    ]).toEqual(['/blog/a', '/guide/b', '/topics/c', '/authors/d']);
    expect(lastChange(pages[2]!)).toBe('2025-12-01T00:00:00.000Z');
  });
});

describe('rssFeed', () => {
  const channelOf = (posts: BlogPostSummary[]) => {
    const xml = rssFeed({ origin: ORIGIN, name: 'Live Fully' }, posts);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parser.parse(xml);
    expect(rss['@_version']).toBe('2.0');
    return rss.channel;
  };

  it('is RSS 2.0 with each article: title, link, description, pubDate, guid, author, category, image enclosure', () => {
    const channel = channelOf([
      summary(),
      summary({
        id: '00000000-0000-4000-8000-00000000000b',
        slug: 'older',
        publishedAt: '2025-01-01T00:00:00Z',
        imagePath: 'https://images.example.com/a.JPG?w=1&h=2',
      }),
    ]);
    expect([channel.title, channel.link]).toEqual(['Live Fully', `${ORIGIN}/`]);
    expect(channel.lastBuildDate).toBe('Sat, 01 Mar 2025 08:00:00 GMT');
    const [item, older] = channel.item;
    expect(item.title).toBe('Quiet Mornings & <Slow> Coffee');
    expect(item.link).toBe(`${ORIGIN}/blog/quiet-mornings`);
    expect(item.description).toBe('Why the first hour "matters".');
    expect(item.pubDate).toBe('Sat, 01 Mar 2025 08:00:00 GMT');
    expect(item.guid['#text']).toBe('00000000-0000-4000-8000-00000000000a');
    expect(item.guid['@_isPermaLink']).toBe('false');
    expect(item.author).toBe('Maya Chen');
    expect(item.category).toEqual(['Wellness & Health']);
    // The site's SVG as its 1200x630 PNG rendering: feed readers, like link previews, take no SVG.
    expect(item.enclosure['@_url']).toBe(`${ORIGIN}/images/share/slow-mornings.png`);
    expect(item.enclosure['@_type']).toBe('image/png');
    expect(older.enclosure['@_url']).toBe('https://images.example.com/a.JPG?w=1&h=2');
    expect(older.enclosure['@_type']).toBe('image/jpeg');
  });

  it('gives an article whose image has no raster rendering no enclosure', () => {
    const [item] = channelOf([summary({ imagePath: 'https://images.example.com/drawing.svg' })]).item as unknown as [
      Record<string, unknown>,
    ];
    expect(item.enclosure).toBeUndefined();
  });

  it('writes the same bytes for the same articles (one ETag on every replica)', () => {
    const site = { origin: ORIGIN, name: 'Live Fully' };
    expect(rssFeed(site, [summary()])).toBe(rssFeed(site, [summary()]));
    expect(channelOf([]).item).toBeUndefined();
  });
});

describe('the search and sharing fields in the crawl files (docs/seo.md)', () => {
  const locs = (xml: string) => (parser.parse(xml).urlset.url as { loc: string }[]).map((url) => url.loc);

  it("lists an item at its canonical address on this site, and leaves out one whose canonical page is another site's", () => {
    const xml = sitemapXml(ORIGIN, [
      { ...pages[0]!, canonicalUrl: `${ORIGIN}/blog/the-original` },
      { ...pages[2]!, canonicalUrl: 'https://elsewhere.example/slow-travel' },
      pages[3]!,
    ]);
    expect(locs(xml)).toContain(`${ORIGIN}/blog/the-original`);
    expect(locs(xml)).not.toContain(`${ORIGIN}/blog/quiet-mornings`);
    expect(locs(xml).some((loc) => loc.includes('slow-travel'))).toBe(false);
    expect(locs(xml)).toContain(`${ORIGIN}/topics/family`);
  });

  it('feeds only the posts the indexed pages list (no noindex post), linked at a canonical address set', () => {
    const posts = feedPosts(
      [
        summary(),
        summary({ id: '00000000-0000-4000-8000-00000000000b', slug: 'hidden' }),
        summary({ id: '00000000-0000-4000-8000-00000000000c', slug: 'due-today' }),
      ],
      [{ ...pages[0]!, canonicalUrl: 'https://elsewhere.example/first' }, pages[1]!, pages[2]!],
    );
    expect(posts.map((post) => post.slug)).toEqual(['quiet-mornings', 'due-today']);
    const { rss } = parser.parse(rssFeed({ origin: ORIGIN, name: 'Live Fully' }, posts));
    const [first, second] = rss.channel.item as { link: string; title: string; guid: { '#text': string } }[];
    expect(first!.link).toBe('https://elsewhere.example/first');
    // The title stays the article's; the guid stays its id.
    expect(first!.title).toBe('Quiet Mornings & <Slow> Coffee');
    expect(first!.guid['#text']).toBe('00000000-0000-4000-8000-00000000000a');
    expect(second!.link).toBe(`${ORIGIN}/blog/due-today`);
  });
});

describe('helpers', () => {
  it('escapes the five XML characters and makes site paths absolute', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(absoluteUrl(ORIGIN, '/images/x.svg')).toBe(`${ORIGIN}/images/x.svg`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example.com/x.png?w=1&h=2')).toBe('https://cdn.example.com/x.png?w=1&h=2');
    expect(absoluteUrl(ORIGIN, 'http://')).toBeUndefined();
  });
});
