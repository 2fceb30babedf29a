import { JSDOM, VirtualConsole } from 'jsdom';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostInput } from '@livefully/contracts';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { renderedSiteEnv, startAdminCluster, startTestRenderer } from './admin-cluster.js';
import { call } from './http-call.js';

/**
 * The search and sharing fields (docs/seo.md) from the admin API to the rendered page's head,
 * the sitemap and the feed, through the gateway's read cache. Needs the web build. Fixed ports
 * 24100–24119 (vitest.integration.config.ts): base postgres, +1 redis, +2 content, +3 gateway,
 * +4 identity, +5 nothing (search), +6 the Auth Emulator, +7 nothing (engage), +9 the renderer.
 */
const BASE = 24_100;
const ORIGIN = 'https://livefully.example';
const ADMIN = 'ada.sharing@example.com';
const MEDIA_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item', 'category'].includes(name) });

function head(html: string) {
  const { document } = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window;
  const meta = (key: string) =>
    document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  const posting = [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((tag) => JSON.parse(tag.textContent ?? '') as Record<string, unknown>)
    .find((data) => data['@type'] === 'BlogPosting');
  return {
    titles: [...document.querySelectorAll('title')].map((tag) => tag.textContent),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    meta,
    posting,
  };
}

describe('the search and sharing fields on the site', () => {
  const stops: (() => Promise<unknown>)[] = [];
  let url = '';
  let adminToken = '';
  let wellnessId = '';

  const asAdmin = async (method: string, path: string, body?: unknown) => {
    const answer = await call(url + path, { method, token: adminToken, body });
    return { ...answer, body: JSON.parse(answer.text) };
  };
  const page = async (path: string) => {
    const answer = await call(url + path);
    expect(answer.status, path).toBe(200);
    return head(answer.text);
  };
  const post = (overrides: Partial<PostInput>): PostInput => ({
    title: 'Soup for Every Day',
    slug: 'soup-for-every-day',
    excerpt: 'One pot on Sunday, lunches all week.',
    content: `## Soup\n\n${'A pot of soup feeds a week. '.repeat(20)}`,
    categoryId: wellnessId,
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    imagePath: '/images/slow-mornings.svg',
    imageAlt: 'A cup of coffee on a sunny windowsill',
    status: 'published',
    ...overrides,
  });
  const sitemapLocs = async () => {
    const answer = await call(`${url}/sitemap.xml`);
    return (parser.parse(answer.text).urlset.url as { loc: string }[]).map((entry) => entry.loc);
  };
  const feedItems = async () => {
    const answer = await call(`${url}/feed.xml`);
    return parser.parse(answer.text).rss.channel.item as { title: string; link: string }[];
  };

  beforeAll(async () => {
    const rendererPort = BASE + 9;
    const cluster = await startAdminCluster({
      name: 'sharing-pages',
      transport: 'redis',
      basePort: BASE,
      adminEmail: ADMIN,
      services: [{ name: 'content', port: BASE + 2, env: { SEARCH_SERVICE_PORT: String(BASE + 5) } }],
      gatewayEnv: {
        CONTENT_SERVICE_PORT: String(BASE + 2),
        SEARCH_SERVICE_PORT: String(BASE + 5),
        ENGAGE_SERVICE_PORT: String(BASE + 7),
        ...renderedSiteEnv(ORIGIN, rendererPort),
      },
    });
    stops.push(cluster.stop);
    url = cluster.url;
    stops.unshift((await startTestRenderer({ name: 'sharing-pages', gatewayUrl: url, origin: ORIGIN, port: rendererPort })).stop);
    adminToken = await mintIdToken(cluster.emulatorHost, { email: ADMIN, name: 'Ada Sharing' });
    const categories = await asAdmin('GET', '/api/admin/categories');
    wellnessId = categories.body.data.find((c: { slug: string }) => c.slug === 'wellness').id;
  });

  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => {});
  });

  it("a post's meta title, canonical URL, noindex and share image reach its page head and JSON-LD; an edit reaches a cached page", async () => {
    const created = await asAdmin('POST', '/api/admin/posts', post({}));
    expect(created.status, created.text).toBe(201);
    // Rendered and cached before the fields are set: the edit must drop it.
    expect((await page('/blog/soup-for-every-day')).titles).toEqual(['Soup for Every Day | Live Fully']);
    expect(await sitemapLocs()).toContain(`${ORIGIN}/blog/soup-for-every-day`);

    const shared = post({
      metaTitle: 'Sunday soup: a week of lunches',
      canonicalUrl: 'https://elsewhere.example/soup',
      noindex: true,
      shareImagePath: `/media/${MEDIA_ID}/original-1600x1200.jpg`,
    });
    const updated = await asAdmin('PUT', `/api/admin/posts/${created.body.data.id}`, { ...shared, version: created.body.data.version });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data).toMatchObject({ metaTitle: 'Sunday soup: a week of lunches', noindex: true });

    const article = await page('/blog/soup-for-every-day');
    expect(article.titles).toEqual(['Sunday soup: a week of lunches | Live Fully']);
    expect(article.meta('og:title')).toBe('Sunday soup: a week of lunches | Live Fully');
    expect(article.canonical).toBe('https://elsewhere.example/soup');
    expect(article.meta('og:url')).toBe('https://elsewhere.example/soup');
    expect(article.meta('robots')).toBe('noindex');
    expect(article.meta('og:image')).toBe(`${ORIGIN}/media/${MEDIA_ID}/share.jpg`);
    expect(article.posting).toMatchObject({
      headline: 'Soup for Every Day',
      url: 'https://elsewhere.example/soup',
      image: { url: `${ORIGIN}/media/${MEDIA_ID}/share.jpg`, width: 1200, height: 630 },
    });

    // A noindex post is in neither the sitemap nor the feed.
    expect((await sitemapLocs()).some((loc) => loc.includes('soup-for-every-day'))).toBe(false);
    expect((await feedItems()).some((item) => item.title === 'Soup for Every Day')).toBe(false);
  });

  it('an indexed post with a canonical URL is fed at that address, under its own title', async () => {
    const created = await asAdmin(
      'POST',
      '/api/admin/posts',
      post({ title: 'Bread at Home', slug: 'bread-at-home', metaTitle: 'Bake bread', canonicalUrl: 'https://elsewhere.example/bread' }),
    );
    expect(created.status, created.text).toBe(201);
    const item = (await feedItems()).find((each) => each.link === 'https://elsewhere.example/bread');
    expect(item?.title).toBe('Bread at Home');
    // Its canonical page is another site's: the sitemap lists this site's canonical pages only.
    expect((await sitemapLocs()).some((loc) => loc.includes('bread-at-home'))).toBe(false);
    expect((await page('/blog/bread-at-home')).meta('robots')).toBeNull();
  });

  it("a topic's meta title and a guide's canonical URL reach their pages", async () => {
    const topics = await asAdmin('GET', '/api/admin/topics');
    const topic = topics.body.data[0] as Record<string, unknown> & { id: string; slug: string };
    const { id, articleCount: _count, createdAt: _created, updatedAt: _updated, ...topicInput } = topic;
    const topicSaved = await asAdmin('PUT', `/api/admin/topics/${id}`, { ...topicInput, metaTitle: 'All about calm', noindex: true });
    expect(topicSaved.status, topicSaved.text).toBe(200);
    const topicPage = await page(`/topics/${topic.slug}`);
    expect(topicPage.titles).toEqual(['All about calm | Live Fully']);
    expect(topicPage.meta('robots')).toBe('noindex');
    expect(await sitemapLocs()).not.toContain(`${ORIGIN}/topics/${topic.slug}`);

    const guides = await asAdmin('GET', '/api/admin/guides');
    const guide = guides.body.data[0] as Record<string, unknown> & { id: string; slug: string };
    const { id: guideId, articleCount: _articles, createdAt: _c, updatedAt: _u, category: _category, ...guideInput } = guide;
    const guideSaved = await asAdmin('PUT', `/api/admin/guides/${guideId}`, { ...guideInput, canonicalUrl: `${ORIGIN}/guide/the-first` });
    expect(guideSaved.status, guideSaved.text).toBe(200);
    expect((await page(`/guide/${guide.slug}`)).canonical).toBe(`${ORIGIN}/guide/the-first`);
    // A canonical address on this site is where the sitemap points.
    const locs = await sitemapLocs();
    expect(locs).toContain(`${ORIGIN}/guide/the-first`);
    expect(locs).not.toContain(`${ORIGIN}/guide/${guide.slug}`);
  });
});
