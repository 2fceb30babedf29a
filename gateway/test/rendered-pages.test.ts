import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { JSDOM, VirtualConsole } from 'jsdom';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../deploy/embedded/chromium.mjs';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { renderedSiteEnv, startAdminCluster, startTestRenderer } from './admin-cluster.js';
import { call } from './http-call.js';

/**
 * Server-rendered pages end to end: PostgreSQL, the Auth Emulator, identity and content, the
 * gateway serving the built shell and remotes, and the shell's renderer (docs/server-rendering.md).
 * Needs the web build (`npm run build:web`). Fixed ports 22800–22899 (vitest.integration.config.ts):
 * base postgres, +1 redis, +2 content, +3 gateway, +4 identity, +6 the Auth Emulator, +8 the
 * gateway's events port (TCP), +9 the renderer, +10 a web tier without mf-search's server build.
 */
const transports = [
  { transport: 'tcp', basePort: 22_800 },
  { transport: 'redis', basePort: 22_840 },
] as const;

const ORIGIN = 'https://livefully.example';
const ADMIN = 'ada.pages@example.com';

/** A rendered page as a crawler reads it: the parsed document and its structured data. */
function parse(html: string) {
  // The page's own CSS is not JSDOM's to read (it cannot parse some of it, and says so).
  const { document } = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window;
  const meta = (key: string) =>
    [...document.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((tag) => tag.getAttribute('content'));
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((tag) => {
    const data = JSON.parse(tag.textContent ?? '') as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
  const ofType = (type: string) => jsonLd.filter((data) => data['@type'] === type);
  const json = (id: string) => JSON.parse(document.getElementById(id)?.textContent ?? 'null') as unknown;
  return {
    document,
    titles: [...document.querySelectorAll('title')].map((tag) => tag.textContent),
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    h1: document.querySelector('main h1')?.textContent?.trim(),
    main: document.querySelector('main')?.textContent ?? '',
    chrome: Boolean(document.querySelector('header') && document.querySelector('footer.site-footer')),
    ofType,
    queryState: json('query-state') as { queries: { queryKey: unknown[] }[] } | null,
    remoteEntries: json('remote-entries') as Record<string, string> | null,
    islands: json('islands') as { runtime: string; modules: string[]; sources: Record<string, string> } | null,
  };
}

describe.each(transports)('server-rendered pages over $transport', ({ transport, basePort }) => {
  const stops: (() => Promise<unknown>)[] = [];
  let url = '';
  let adminToken = '';
  let withoutSearchServer: Server;
  let stopContent: () => Promise<void>;

  const asAdmin = async (method: string, path: string, body?: unknown) => call(url + path, { method, token: adminToken, body });
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await call(url + path, { headers });
    return { ...answer, page: parse(answer.text) };
  };

  beforeAll(async () => {
    const events: Record<string, string> = transport === 'tcp' ? { GATEWAY_EVENTS_PORT: String(basePort + 8) } : {};
    const rendererPort = basePort + 9;
    const cluster = await startAdminCluster({
      name: `rendered-pages-${transport}`,
      transport,
      basePort,
      adminEmail: ADMIN,
      services: [{ name: 'content', port: basePort + 2, env: { SEARCH_SERVICE_PORT: String(basePort + 5), ...events } }],
      gatewayEnv: {
        CONTENT_SERVICE_PORT: String(basePort + 2),
        SEARCH_SERVICE_PORT: String(basePort + 5),
        ENGAGE_SERVICE_PORT: String(basePort + 7),
        ...renderedSiteEnv(ORIGIN, rendererPort),
        ...events,
      },
    });
    stops.push(cluster.stop);
    url = cluster.url;
    stopContent = () => cluster.stopPart('content');
    // The web tier as the renderer sees it, except that mf-search was deployed without its server build.
    const relay = async (req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.startsWith('/remotes/mf-search/server/')) return void res.writeHead(404).end();
      const answer = await fetch(url + req.url);
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    };
    // A failed relay answers 502 rather than leaving the renderer's request open (and the
    // rejection unhandled).
    withoutSearchServer = createServer((req, res) => {
      relay(req, res).catch(() => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    }).listen(basePort + 10, '127.0.0.1');
    stops.unshift(() => new Promise((resolve) => withoutSearchServer.close(resolve)));
    const renderer = await startTestRenderer({
      name: `rendered-pages-${transport}`,
      gatewayUrl: url,
      assetsUrl: `http://127.0.0.1:${basePort + 10}`,
      origin: ORIGIN,
      port: rendererPort,
    });
    stops.unshift(renderer.stop);
    adminToken = await mintIdToken(cluster.emulatorHost, { email: ADMIN, name: 'Ada Pages' });
  });

  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => {});
  });

  it('an article arrives rendered: one title, head tags on the public origin, its text, the site chrome, BlogPosting and BreadcrumbList', async () => {
    const { status, headers, page: article } = await page('/blog/family-game-night');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(article.titles).toEqual(['Bringing Back Family Game Night (Even With Teenagers) | Live Fully']);
    expect(article.h1).toBe('Bringing Back Family Game Night (Even With Teenagers)');
    expect(article.main).toContain('teenagers');
    expect(article.chrome).toBe(true);
    expect(article.canonical).toBe(`${ORIGIN}/blog/family-game-night`);
    expect(article.meta('description')[0]).toMatch(/family game night/i);
    expect(article.meta('og:type')).toEqual(['article']);
    expect(article.meta('og:url')).toEqual([`${ORIGIN}/blog/family-game-night`]);
    expect(article.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(article.meta('og:image')[0]).toMatch(new RegExp(`^${ORIGIN}/.+\\.(png|jpe?g|webp)$`));
    expect(article.meta('article:published_time')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const [posting] = article.ofType('BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Bringing Back Family Game Night (Even With Teenagers)',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/blog/family-game-night` },
      author: { '@type': 'Person', name: expect.any(String) },
      publisher: { '@type': 'Organization', name: 'Live Fully' },
    });
    expect(String(posting!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(String(posting!.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(posting!.image)).toContain(ORIGIN);
    const [trail] = article.ofType('BreadcrumbList');
    const items = (trail!.itemListElement as { position: number; item?: string; name: string }[]).map(({ position, name }) => [
      position,
      name,
    ]);
    expect(items.at(-1)).toEqual([items.length, 'Bringing Back Family Game Night (Even With Teenagers)']);
  });

  it("the browser gets one small script in the page, which names the island runtime and the exact module of each of the page's islands, which exist", async () => {
    const { page: article } = await page('/blog/family-game-night');
    expect(article.document.querySelector('script[src]')).toBeNull();
    expect(article.document.querySelector('link[rel="modulepreload"]')).toBeNull();
    const first = [...article.document.querySelectorAll('script[type="module"]')].map((script) => script.textContent ?? '');
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('__livefully_early_actions__');
    const { runtime, modules, sources } = article.islands!;
    const share = sources['mf_content/Share']!;
    expect(share).toMatch(/^\/remotes\/mf-content\/islands\/Share\.[0-9a-f]{8}\.js$/);
    expect(runtime).toMatch(/^\/islands\/runtime\.[0-9a-f]{8}\.js$/);
    expect(modules).toEqual(expect.arrayContaining([runtime, share]));
    for (const src of modules) expect((await call(url + src)).status, src).toBe(200);
    // No island of the article reads the page's queries: they are not sent.
    expect(article.queryState).toBeNull();
    expect(article.remoteEntries).toBeNull();
  });

  it('carries the stylesheets its first paint waits for and the appearance script, which its CSP allows by hash alone', async () => {
    const { page: article, headers } = await page('/blog/family-game-night');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const directive = (name: string) =>
      (headers.get('content-security-policy') ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([directiveName]) => directiveName === name)
        ?.slice(1) ?? [];
    const styles = [...article.document.querySelectorAll('style')].map((style) => style.textContent!);
    // The shell's stylesheet (cut around the widgets' rules), its chunk's and the article page's.
    expect(styles.length).toBeGreaterThanOrEqual(3);
    expect(styles.join('')).toContain('.rt-Heading');
    expect(directive('style-src')).toEqual(expect.arrayContaining(styles.map(hash)));
    expect(directive('style-src')).not.toContain("'unsafe-inline'");
    // What stays a file blocks nothing: the widgets' rules (media "not all" until used), the faces
    // (no address until after the first paint, docs/typography.md) and the print rules.
    const blocking = (link: Element) => link.getAttribute('media') ?? (link.hasAttribute('href') ? 'all' : 'no address yet');
    expect([...article.document.querySelectorAll('link[rel="stylesheet"]')].map(blocking)).toEqual(['not all', 'no address yet', 'print']);
    const scripts = [...article.document.querySelectorAll('script:not([src]):not([type]), script[type="module"]')].map(
      (script) => script.textContent!,
    );
    // The appearance script and the first script of an island page.
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('livefully:appearance');
    expect(directive('script-src')).toEqual(expect.arrayContaining(scripts.map(hash)));
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    // The page kept by the gateway keeps its hashes: the next reader gets the same CSP.
    const again = await page('/blog/family-game-night');
    expect(again.headers.get('content-security-policy')).toBe(headers.get('content-security-policy'));
  });

  it('the browser gets the answers the page was rendered with where an island reads them (the blog list)', async () => {
    const { page: blog } = await page('/blog');
    const keys = blog.queryState!.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.length).toBeGreaterThan(0);
    expect(blog.islands!.sources['mf_content/BlogList']).toMatch(/^\/remotes\/mf-content\/islands\/BlogList\.[0-9a-f]{8}\.js$/);
  });

  it.each([
    ['/guide/wellness-habits-that-last', 'BreadcrumbList'],
    ['/topics/mindfulness', 'BreadcrumbList'],
    ['/', 'WebSite'],
  ])('%s arrives rendered with its title, text and %s', async (path, type) => {
    const { status, page: rendered } = await page(path);
    expect(status).toBe(200);
    expect(rendered.titles).toHaveLength(1);
    expect(rendered.titles[0]).toMatch(/ \| Live Fully$/);
    expect(rendered.h1).toBeTruthy();
    expect(rendered.canonical).toBe(`${ORIGIN}${path}`);
    expect(rendered.ofType(type)).toHaveLength(1);
    if (type === 'WebSite') {
      expect(rendered.ofType('WebSite')[0]).toMatchObject({
        url: `${ORIGIN}/`,
        potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
      });
      expect(JSON.stringify(rendered.ofType('WebSite')[0])).toContain(`${ORIGIN}/search?q={search_term_string}`);
    }
  });

  it('/newsletter arrives rendered: its title, what readers get, the sign-up island and the privacy line', async () => {
    const { status, page: newsletter } = await page('/newsletter');
    expect(status).toBe(200);
    expect(newsletter.titles).toEqual(['Newsletter | Live Fully']);
    expect(newsletter.h1).toBe('The Live Fully Newsletter');
    expect(newsletter.canonical).toBe(`${ORIGIN}/newsletter`);
    expect(newsletter.main).toContain('What you get');
    expect(newsletter.document.querySelector('main form input[type="email"]')).not.toBeNull();
    expect(newsletter.document.querySelector('main a[href="/privacy-policy"]')).not.toBeNull();
    expect(newsletter.islands!.modules).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/remotes\/mf-engage\/islands\/NewsletterSignup\.[0-9a-f]{8}\.js$/)]),
    );
    expect(newsletter.document.querySelector('footer.site-footer a[href="/newsletter"]')).not.toBeNull();
  });

  it('the blog list arrives with its first articles', async () => {
    const { status, page: list } = await page('/blog');
    expect(status).toBe(200);
    expect(list.titles).toEqual(['Blog - Latest Articles | Live Fully']);
    expect(list.document.querySelectorAll('main a[href^="/blog/"]').length).toBeGreaterThanOrEqual(9);
  });

  it.each([
    ['/blog/no-such-article', 'Article Not Found'],
    ['/guide/no-such-guide', 'Guide Not Found'],
    ['/topics/no-such-topic', 'Topic Not Found'],
    ['/no/such/page', 'Page Not Found'],
  ])('%s answers 404 with its not-found page', async (path, heading) => {
    const { status, headers, page: missing } = await page(path);
    expect(status).toBe(404);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(missing.h1).toBe(heading);
    expect(missing.chrome).toBe(true);
  });

  it('a draft is a 404 to readers; once published, the next page load shows it, and an edit shows on the next load', async () => {
    const categories = await asAdmin('GET', '/api/admin/categories');
    const categoryId = categories.body.data[0].id as string;
    const draft = {
      title: 'Pages Draft',
      slug: `pages-draft-${transport}`,
      excerpt: 'A draft the renderer must not show.',
      content: `## Drafted\n\n${'Words in a draft. '.repeat(20)}`,
      categoryId,
      author: 'Maya Chen',
      imagePath: '/images/family-game-night.svg',
      imageAlt: 'Cards on a table',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      status: 'draft',
    };
    const created = await asAdmin('POST', '/api/admin/posts', draft);
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    expect((await page(`/blog/${draft.slug}`)).status).toBe(404);

    const published = await asAdmin('PUT', `/api/admin/posts/${id}`, { ...draft, status: 'published', version: created.body.data.version });
    expect(published.status, published.text).toBe(200);
    const first = await page(`/blog/${draft.slug}`);
    expect([first.status, first.page.h1]).toEqual([200, 'Pages Draft']);
    // Kept: the same bytes again, and a 304 to a browser that holds them.
    const etag = first.headers.get('etag')!;
    expect((await page(`/blog/${draft.slug}`)).headers.get('etag')).toBe(etag);
    expect((await call(`${url}/blog/${draft.slug}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);

    const edited = await asAdmin('PUT', `/api/admin/posts/${id}`, {
      ...draft,
      title: 'Pages Draft, Edited',
      status: 'published',
      version: published.body.data.version,
    });
    expect(edited.status, edited.text).toBe(200);
    const next = await page(`/blog/${draft.slug}`);
    expect(next.page.h1).toBe('Pages Draft, Edited');
    expect(next.page.titles).toEqual(['Pages Draft, Edited | Live Fully']);
    // The listing shows it too: every page is dropped by a change.
    expect((await page('/blog')).text).toContain('Pages Draft, Edited');
  });

  it("a remote without a server build is left to the browser: 200 with the site's chrome, and the browser renders the slot", async () => {
    const { status, page: search } = await page('/search?q=walk');
    expect(status).toBe(200);
    expect(search.chrome).toBe(true);
    expect(search.titles).toEqual(['Live Fully']);
    expect(search.document.querySelector('main form[role="search"], main input[type="search"]')).toBeNull();

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${url}/search?q=walk`);
      await expect.poll(() => tab.locator('main h1').first().textContent(), { timeout: 15_000 }).toBe('Search');
      expect(await tab.locator('main input').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('with the content service down, a page never rendered answers 503 with a retry, and a kept page is still served', async () => {
    expect((await page('/topics')).status).toBe(200);
    await stopContent();
    // A query parameter the page does not read is not part of the page (nor of its Try Again link).
    const unavailable = await page('/guide/designing-a-sustainable-work-week?from=test');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('10');
    expect(unavailable.page.h1).toBe('Temporarily Unavailable');
    expect(unavailable.page.document.querySelector('main a[href="/guide/designing-a-sustainable-work-week"]')?.textContent).toBe(
      'Try Again',
    );
    expect(unavailable.page.document.getElementById('root')?.getAttribute('data-render')).toBe('client');
    expect(unavailable.page.chrome).toBe(true);
    expect((await page('/topics')).status).toBe(200);
  });
});
