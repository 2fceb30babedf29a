import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostInput } from '@livefully/contracts';
import { shareImageFor } from '@livefully/contracts/share-image';
import { startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { startAdminCluster } from './admin-cluster.js';
import { call } from './http-call.js';

/**
 * Fixed ports 22700–22799 (see vitest.integration.config.ts). Per transport: base postgres, +1
 * redis, +2 content, +3 gateway, +4 identity, +5 nothing (search), +6 the Auth Emulator, +7
 * nothing (engage), +8 the gateway's events port (TCP). 22750: a gateway alone, +1 its events
 * port, +2 its services' port, where nothing listens.
 */
const transports = [
  { transport: 'tcp', basePort: 22_700 },
  { transport: 'redis', basePort: 22_720 },
] as const;

const ORIGIN = 'https://livefully.example';
const ADMIN = 'ada.crawl@example.com';
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60, stale-if-error=86400';
const STATIC_PAGES = [
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
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item', 'category'].includes(name) });

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}
interface FeedItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  guid: { '#text': string; '@_isPermaLink': string };
  author: string;
  category: string[];
  enclosure: { '@_url': string; '@_type': string };
}

describe.each(transports)('the crawl files over $transport', ({ transport, basePort }) => {
  const stops: (() => Promise<unknown>)[] = [];
  let url = '';
  let adminToken = '';
  let wellnessId = '';
  let db: pg.Client;

  const asAdmin = async (method: string, path: string, body?: unknown) => {
    const answer = await call(url + path, { method, token: adminToken, body });
    return { ...answer, body: JSON.parse(answer.text) };
  };
  const post = (overrides: Partial<PostInput>): PostInput => ({
    title: 'Crawl Me',
    slug: `crawl-me-${transport}`,
    excerpt: 'A post a crawler should find.',
    content: `## Found\n\n${'Words for the crawler. '.repeat(20)}`,
    categoryId: wellnessId,
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    imagePath: '/images/slow-mornings.svg',
    imageAlt: 'A cup of coffee on a sunny windowsill',
    status: 'published',
    ...overrides,
  });
  const sitemap = async () => {
    const answer = await call(`${url}/sitemap.xml`);
    expect(answer.status, answer.text).toBe(200);
    return { answer, urls: parser.parse(answer.text).urlset.url as SitemapUrl[] };
  };
  const feed = async () => {
    const answer = await call(`${url}/feed.xml`);
    expect(answer.status, answer.text).toBe(200);
    return { answer, channel: parser.parse(answer.text).rss.channel as { title: string; link: string; item: FeedItem[] } };
  };
  const slugs = async (sql: string) => ((await db.query<{ slug: string }>(sql)).rows as { slug: string }[]).map((row) => row.slug);

  beforeAll(async () => {
    const events: Record<string, string> = transport === 'tcp' ? { GATEWAY_EVENTS_PORT: String(basePort + 8) } : {};
    const gatewayEnv = {
      CONTENT_SERVICE_PORT: String(basePort + 2),
      SEARCH_SERVICE_PORT: String(basePort + 5),
      ENGAGE_SERVICE_PORT: String(basePort + 7),
      PUBLIC_ORIGIN: ORIGIN,
      ...events,
    };
    const cluster = await startAdminCluster({
      name: `crawl-files-${transport}`,
      transport,
      basePort,
      adminEmail: ADMIN,
      services: [{ name: 'content', port: basePort + 2, env: { SEARCH_SERVICE_PORT: String(basePort + 5), ...events } }],
      gatewayEnv,
    });
    stops.push(cluster.stop);
    url = cluster.url;
    adminToken = await mintIdToken(cluster.emulatorHost, { email: ADMIN, name: 'Ada Crawl' });
    const categories = await asAdmin('GET', '/api/admin/categories');
    wellnessId = categories.body.data.find((c: { slug: string }) => c.slug === 'wellness').id;
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    stops.unshift(() => db.end());
  });

  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => {});
  });

  it('robots.txt allows all but the admin area and names the sitemap on PUBLIC_ORIGIN, as plain text with a validator', async () => {
    const answer = await call(`${url}/robots.txt`);
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control')]).toEqual([
      200,
      'text/plain; charset=utf-8',
      PUBLIC_CACHE_CONTROL,
    ]);
    const lines = answer.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/admin');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(2);
    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await call(`${url}/robots.txt`, { headers: { 'if-none-match': etag } });
    expect([again.status, again.text, again.headers.get('etag')]).toEqual([304, '', etag]);
  });

  it('sitemap.xml lists the site pages and every published article, guide and topic with lastmod, on PUBLIC_ORIGIN, never a draft or a post due later', async () => {
    const draft = await asAdmin('POST', '/api/admin/posts', post({ slug: `draft-${transport}`, status: 'draft' }));
    expect(draft.status, draft.text).toBe(201);
    const later = await asAdmin('POST', '/api/admin/posts', post({ slug: `later-${transport}`, publishedAt: '2099-01-01T00:00:00.000Z' }));
    expect(later.status, later.text).toBe(201);

    const { answer, urls } = await sitemap();
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(answer.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const posts = await slugs(`SELECT slug FROM content.posts WHERE status = 'published' AND published_at <= now()`);
    const guides = await slugs('SELECT slug FROM content.guides');
    const topics = await slugs('SELECT slug FROM content.topics');
    // An author is listed once they have a published article (docs/authors.md).
    const authors = await slugs(
      `SELECT DISTINCT a.slug FROM content.authors a JOIN content.posts p ON p.author_id = a.id
        WHERE p.status = 'published' AND p.published_at <= now()`,
    );
    expect(posts.length).toBeGreaterThan(20);
    expect(authors.length).toBeGreaterThan(0);
    expect(guides.length).toBeGreaterThan(0);
    expect(topics.length).toBeGreaterThan(0);
    const expected = [
      ...STATIC_PAGES,
      ...posts.map((slug) => `/blog/${slug}`),
      ...guides.map((slug) => `/guide/${slug}`),
      ...topics.map((slug) => `/topics/${slug}`),
      ...authors.map((slug) => `/authors/${slug}`),
    ].map((path) => ORIGIN + path);
    expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort());
    expect(urls.map((u) => u.loc)).not.toContain(`${ORIGIN}/blog/draft-${transport}`);
    expect(urls.map((u) => u.loc)).not.toContain(`${ORIGIN}/blog/later-${transport}`);
    for (const item of urls.filter((u) => /\/(blog|guide|topics|authors)\/[^/]+$/.test(u.loc))) {
      expect(item.lastmod, item.loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }

    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const notModified = await call(`${url}/sitemap.xml`, { headers: { 'if-none-match': etag } });
    expect([notModified.status, notModified.text, notModified.headers.get('cache-control')]).toEqual([304, '', PUBLIC_CACHE_CONTROL]);
  });

  it('feed.xml is RSS 2.0 of the newest articles with absolute links, author, category and image', async () => {
    const { answer, channel } = await feed();
    expect(answer.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(parser.parse(answer.text).rss['@_version']).toBe('2.0');
    expect([channel.title, channel.link]).toEqual(['Live Fully', `${ORIGIN}/`]);
    const newest = await slugs(
      `SELECT slug FROM content.posts WHERE status = 'published' AND published_at <= now() ORDER BY published_at DESC, slug ASC LIMIT 20`,
    );
    expect(channel.item.map((item) => item.link)).toEqual(newest.map((slug) => `${ORIGIN}/blog/${slug}`));
    const { rows } = await db.query(
      `SELECT p.id, p.title, p.excerpt, a.name AS author, p.image_path, p.published_at, c.name AS category
       FROM content.posts p JOIN content.categories c ON c.id = p.category_id JOIN content.authors a ON a.id = p.author_id
       WHERE p.slug = $1`,
      [newest[0]],
    );
    const [first] = channel.item;
    expect(first).toMatchObject({
      title: rows[0].title,
      description: rows[0].excerpt,
      author: rows[0].author,
      category: [rows[0].category],
      pubDate: new Date(rows[0].published_at).toUTCString(),
      guid: { '#text': rows[0].id, '@_isPermaLink': 'false' },
    });
    expect(first!.enclosure['@_url']).toBe(new URL(shareImageFor(rows[0].image_path), `${ORIGIN}/`).href);
    expect(first!.enclosure['@_type']).toBe('image/png');
    const etag = answer.headers.get('etag')!;
    const notModified = await call(`${url}/feed.xml`, { headers: { 'if-none-match': etag } });
    expect([notModified.status, notModified.text]).toEqual([304, '']);
  });

  it('shows an article an admin publishes in the next sitemap and feed, and drops it again when it goes back to draft', async () => {
    const before = await sitemap();
    const feedBefore = await feed();
    const slug = `just-published-${transport}`;
    const created = await asAdmin('POST', '/api/admin/posts', post({ title: 'Just Published', slug }));
    expect(created.status, created.text).toBe(201);

    const after = await sitemap();
    const entry = after.urls.find((u) => u.loc === `${ORIGIN}/blog/${slug}`);
    expect(entry?.lastmod).toBeDefined();
    expect(Date.parse(entry!.lastmod!)).toBe(Date.parse(created.body.data.updatedAt));
    expect(after.answer.headers.get('etag')).not.toBe(before.answer.headers.get('etag'));
    // The validator the crawler holds no longer matches: it gets the new file.
    const revalidated = await call(`${url}/sitemap.xml`, { headers: { 'if-none-match': before.answer.headers.get('etag')! } });
    expect(revalidated.status).toBe(200);
    const feedAfter = await feed();
    expect(feedAfter.channel.item[0]).toMatchObject({ title: 'Just Published', link: `${ORIGIN}/blog/${slug}` });
    expect(feedAfter.answer.headers.get('etag')).not.toBe(feedBefore.answer.headers.get('etag'));

    const drafted = await asAdmin('PUT', `/api/admin/posts/${created.body.data.id}`, {
      ...post({ title: 'Just Published', slug, status: 'draft' }),
      version: created.body.data.version,
    });
    expect(drafted.status, drafted.text).toBe(200);
    expect((await sitemap()).urls.map((u) => u.loc)).not.toContain(`${ORIGIN}/blog/${slug}`);
    expect((await feed()).channel.item.map((item) => item.link)).not.toContain(`${ORIGIN}/blog/${slug}`);
  });

  it('puts a week-old draft published now first in the feed, dated at its publishing', async () => {
    const slug = `week-old-${transport}`;
    const draft = await asAdmin('POST', '/api/admin/posts', post({ slug, status: 'draft', publishedAt: null }));
    await db.query(
      `UPDATE content.posts SET created_at = now() - interval '7 days', updated_at = now() - interval '7 days' WHERE id = $1`,
      [draft.body.data.id],
    );
    const published = await asAdmin('POST', `/api/admin/posts/${draft.body.data.id}/publish`, { ...post({ slug }), version: 1 });
    expect(published.status).toBe(200);

    const [first] = (await feed()).channel.item;
    expect(first!.link).toBe(`${ORIGIN}/blog/${slug}`);
    expect(first!.pubDate).toBe(new Date(published.body.data.publishedAt).toUTCString());

    await asAdmin('POST', `/api/admin/posts/${draft.body.data.id}/unpublish`, { ...post({ slug }), version: 2 });
  });

  it("moves a topic's lastmod in the next sitemap when an admin edits the topic", async () => {
    const topics = await asAdmin('GET', '/api/admin/topics');
    const topic = topics.body.data.find((t: { slug: string }) => t.slug === 'foodie');
    const loc = `${ORIGIN}/topics/foodie`;
    const before = (await sitemap()).urls.find((u) => u.loc === loc)!;
    expect(Date.parse(before.lastmod!)).toBe(Date.parse(topic.updatedAt));
    const { name, slug, description, color, icon } = topic;
    const edited = await asAdmin('PUT', `/api/admin/topics/${topic.id}`, {
      name,
      slug,
      color,
      icon,
      description: `${description} Edited.`,
      version: topic.version,
    });
    expect(edited.status, edited.text).toBe(200);
    const after = (await sitemap()).urls.find((u) => u.loc === loc)!;
    expect(Date.parse(after.lastmod!)).toBe(Date.parse(edited.body.data.updatedAt));
    expect(Date.parse(after.lastmod!)).toBeGreaterThan(Date.parse(before.lastmod!));
  });
});

describe('the crawl files while the content service is down', () => {
  const base = 22_750;
  let url = '';
  let stop: () => Promise<unknown> = async () => {};

  beforeAll(async () => {
    // A gateway that has never read anything, its content service's port (base+2) closed.
    const gateway = await startProcess({
      name: 'gateway-alone',
      script: join(REPO_ROOT, 'gateway/dist/main.js'),
      env: {
        TRANSPORT: 'tcp',
        LOG_LEVEL: 'info',
        PORT: String(base),
        GATEWAY_EVENTS_PORT: String(base + 1),
        CONTENT_SERVICE_PORT: String(base + 2),
        SEARCH_SERVICE_PORT: String(base + 2),
        ENGAGE_SERVICE_PORT: String(base + 2),
        IDENTITY_SERVICE_PORT: String(base + 2),
        SERVE_WEB: 'false',
        PUBLIC_ORIGIN: ORIGIN,
      },
      ready: /gateway listening on/,
      logDir: join(REPO_ROOT, '.data', 'test', 'crawl-files-alone', 'logs'),
      cwd: REPO_ROOT,
    });
    stop = () => stopProcess(gateway);
    url = `http://127.0.0.1:${base}`;
  });

  afterAll(async () => {
    await stop();
  });

  it('answers 503 (no-store, Retry-After) for the sitemap and the feed when nothing is kept; robots.txt needs no service', async () => {
    for (const path of ['/sitemap.xml', '/feed.xml']) {
      const answer = await call(url + path);
      expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([path, 503, 'no-store']);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(JSON.parse(answer.text)).toMatchObject({ success: false, code: 'COMMON.SERVICE_UNAVAILABLE' });
    }
    const robots = await call(`${url}/robots.txt`);
    expect([robots.status, robots.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
    expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the shell', () => {
  it('links the feed from the head of every page', () => {
    const html = readFileSync(join(REPO_ROOT, 'shell', 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" title="Live Fully" href="/feed.xml" />');
  });
});
