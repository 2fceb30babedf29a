import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { renderedSiteEnv, startTestRenderer, TEST_RENDERER_SECRET } from './admin-cluster.js';
import { startCluster } from './cluster.js';
import { call } from './http-call.js';
import { pathForms, rawRequest } from './path-forms.mjs';

/**
 * The page path as an attacker without an account tries it (docs/server-rendering.md, "Page
 * targets"): PostgreSQL, content, the gateway serving the built shell and remotes, and the
 * shell's renderer, each a real process. Needs the web build. Fixed ports 23600-23619: base
 * postgres, +2 content, +3 the gateway, +6 its events port, +7 the renderer, +8 a server that
 * must never be reached, +9 the gateway's ops listener. The gateway trusts the loopback proxy,
 * so each test is its own visitor (X-Forwarded-For); the renderer reads from 127.0.0.1.
 */
const BASE = 23_600;
const GATEWAY_PORT = BASE + 3;
const RENDERER_PORT = BASE + 7;
const TRAP_PORT = BASE + 8;
const OPS_PORT = BASE + 9;
const ORIGIN = 'https://livefully.example';
const ARTICLES = [
  'family-game-night',
  'fun-budget',
  'asking-for-a-raise',
  'backyard-stargazing',
  'ballpark-road-trip-weekend',
  'cooking-class-date-night',
  'destination-race-weekend',
  'evening-shutdown-ritual',
];

let cluster: Awaited<ReturnType<typeof startCluster>>;
let renderer: Awaited<ReturnType<typeof startTestRenderer>>;
let trap: Server;
let trapHits = 0;
let visitor = 0;

/** A new visitor's address, so one test's budget is not another's. */
const someone = () => ({ 'x-forwarded-for': `203.0.113.${(visitor += 1)}` });
const page = async (path: string, headers: Record<string, string> = someone()) => {
  const answer = await call(`http://127.0.0.1:${GATEWAY_PORT}${path}`, { headers: { accept: 'text/html', ...headers } });
  const { document } = new JSDOM(answer.text).window;
  return { ...answer, h1: document.querySelector('main h1')?.textContent?.trim() };
};
const startRenderer = (secret: string) =>
  startTestRenderer({
    name: 'page-path',
    gatewayUrl: `http://127.0.0.1:${GATEWAY_PORT}`,
    origin: ORIGIN,
    port: RENDERER_PORT,
    secret,
    env: { RENDERER_REMOTES_CHECK_MS: '0' },
  });
/** The gateway's count of page cache lookups with `result`, from its ops listener. */
async function pageLookups(result: 'hit' | 'miss'): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${OPS_PORT}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('livefully_cache_requests_total{') && l.includes('cache="pages"') && l.includes(`result="${result}"`));
  return Number(line?.split(' ').pop() ?? 0);
}

beforeAll(async () => {
  trap = createServer((_req, res) => {
    trapHits += 1;
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>TRAP-REACHED</p>');
  });
  await new Promise<void>((resolve) => trap.listen(TRAP_PORT, '127.0.0.1', resolve));
  cluster = await startCluster({
    name: 'page-path',
    transport: 'tcp',
    basePort: BASE,
    gatewayEnv: {
      ...renderedSiteEnv(ORIGIN, RENDERER_PORT),
      TRUST_PROXY: 'loopback',
      OPS_PORT: String(OPS_PORT),
      OPS_HOST: '127.0.0.1',
      // Small enough that eight article renders spend a visitor's read budget three times over.
      RATE_LIMIT_READS: '8/20s',
      RATE_LIMIT_PAGE_RENDERS: '12/1m',
    },
  });
  renderer = await startRenderer(TEST_RENDERER_SECRET);
  // The first page after start waits for the renderer's build version; later ones are keyed by it.
  await vi.waitFor(async () => expect((await page('/')).headers.get('x-robots-tag')).toBeNull(), { timeout: 30_000 });
});

afterAll(async () => {
  await renderer?.stop().catch(() => {});
  await cluster?.stop();
  await new Promise((resolve) => trap?.close(resolve));
});

describe('the page path', () => {
  it('never reaches another host, whatever form the request target takes', async () => {
    for (const form of pathForms(`127.0.0.1:${TRAP_PORT}`)) {
      const answer = await rawRequest(GATEWAY_PORT, form);
      expect(answer.body, form).not.toContain('TRAP-REACHED');
      expect([200, 400, 404, 414], `${form} answered ${answer.status}`).toContain(answer.status);
    }
    expect(trapHits).toBe(0);
  });

  it('answers a path that names a host as the page of this site it is: a 404 page, kept under one key', async () => {
    const answer = await rawRequest(GATEWAY_PORT, `//127.0.0.1:${TRAP_PORT}/api/email`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('Page Not Found');
  });

  it("names the shell's version on every page it renders and on its /health, the build after a +", async () => {
    const { name, version } = JSON.parse(readFileSync(join(REPO_ROOT, 'shell', 'package.json'), 'utf8'));
    const rendered = await fetch(`http://127.0.0.1:${RENDERER_PORT}/render?page=/blog`);
    await rendered.arrayBuffer();
    const named = rendered.headers.get('x-render-version') ?? '';
    expect(named.split('+')[0]).toBe(version);
    expect(named).toMatch(/^\d+\.\d+\.\d+\+[\w-]{16}$/);
    expect(await (await fetch(`http://127.0.0.1:${RENDERER_PORT}/health`)).json()).toEqual({ status: 'ok', name, version: named });
  });

  it('calls preview, confirm and unsubscribe pages private in any case or encoding: never kept, never indexed', async () => {
    for (const form of [
      '/preview/abc.def',
      '/PREVIEW/abc.def',
      '/%70review/abc.def',
      '/%50REVIEW/abc.def',
      '//preview/abc.def',
      '/Preview/abc.def/',
      '/subscriptions/confirm?token=x',
      '/SUBSCRIPTIONS/Confirm?token=x',
      '/subscriptions/%75nsubscribe?token=x',
    ]) {
      const answer = await rawRequest(GATEWAY_PORT, form, { headers: someone() });
      expect(answer.headers['cache-control'], `${form} answered ${answer.status}`).toBe('private, no-store');
      expect(answer.headers['x-robots-tag'], form).toBe('noindex, nofollow');
    }
  });

  it('carries the prefetch rules on a public page only, allowed by their hash; the rules leave out private pages, the admin area and the API', async () => {
    const answer = await page('/blog');
    const doc = new JSDOM(answer.text).window.document;
    const carried = doc.head.querySelectorAll('script[type="speculationrules"]');
    expect(carried).toHaveLength(1);
    const rulesText = carried[0]!.textContent!;
    const hash = `'sha256-${createHash('sha256').update(rulesText).digest('base64')}'`;
    expect(/script-src [^;]*/.exec(answer.headers.get('content-security-policy') ?? '')?.[0]).toContain(hash);
    // No rules file is asked for before the first paint.
    expect(answer.headers.get('speculation-rules')).toBeNull();
    const body = JSON.parse(rulesText) as { prefetch: { where: unknown }[]; prerender: { where: unknown }[] };
    for (const rule of [...body.prefetch, ...body.prerender]) {
      const excluded = JSON.stringify(rule.where);
      for (const path of ['/admin/*', '/api/*', '/preview/*', '/subscriptions/*']) expect(excluded).toContain(`"${path}"`);
    }

    const privatePage = await rawRequest(GATEWAY_PORT, '/subscriptions/confirm?token=x', { headers: someone() });
    expect(privatePage.body).toContain('id="root"');
    expect(privatePage.body).not.toContain('speculationrules');
  });

  it("reads a page's data as the site's own: many renders spend no visitor's budget, and every page is whole", async () => {
    for (const slug of ARTICLES) {
      const article = await page(`/blog/${slug}`);
      expect(article.status, slug).toBe(200);
      expect(article.h1, slug).toBeTruthy();
    }
    expect((await page('/blog/no-such-article-here')).status).toBe(404);
    // The visitor's own budget is still counted on the API.
    const me = someone();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await call(`http://127.0.0.1:${GATEWAY_PORT}/api/blog-posts/fun-budget`, { headers: me })).status);
    expect(statuses).toContain(429);
  });

  it('keys a page on the query parameters it reads alone: a flood of made-up query strings renders nothing new', async () => {
    expect((await page('/topics')).status).toBe(200);
    const misses = await pageLookups('miss');
    for (let i = 0; i < 25; i++) expect((await page(`/topics?q${i}=${i}&utm_source=${i}`)).status).toBe(200);
    expect(await pageLookups('miss')).toBe(misses);
  });

  it('answers a search sent as a plain form with the trimmed address, made from the canonical target alone', async () => {
    const misses = await pageLookups('miss');
    for (const [form, location] of [
      ['/search?q=++travel++', '/search?q=travel'],
      ['/search?q=%20slow+travel%09&utm_source=x', '/search?q=slow%20travel'],
      ['/SEARCH?q=+travel+', '/SEARCH?q=travel'],
      ['//search?q=+travel', '/search?q=travel'],
      ['/search?q=+++', '/search'],
      ['/search?q=', '/search'],
      [`/search?q=+//127.0.0.1:${TRAP_PORT}/x+`, `/search?q=${encodeURIComponent(`//127.0.0.1:${TRAP_PORT}/x`)}`],
    ] as [string, string][]) {
      const answer = await rawRequest(GATEWAY_PORT, form, { headers: someone() });
      expect(answer.status, form).toBe(302);
      expect(answer.headers.location, form).toBe(location);
    }
    // A redirect renders nothing, and the trimmed address is the page itself.
    expect(await pageLookups('miss')).toBe(misses);
    const trimmed = await rawRequest(GATEWAY_PORT, '/search?q=travel', { headers: someone() });
    expect(trimmed.headers.location).toBeUndefined();
    // This cluster runs no search service: the results page can only be the 503 page.
    expect(trimmed.status).toBe(503);
    expect((await rawRequest(GATEWAY_PORT, '/search', { headers: someone() })).status).toBe(200);
    expect(trapHits).toBe(0);
  });

  it('limits the renders one visitor causes, with a 429 page that says when to try again', async () => {
    const me = someone();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await page(`/made-up-page-${i}`, me)).status);
    expect(statuses.slice(0, 12).every((status) => status === 404)).toBe(true);
    const limited = await page('/made-up-page-99', me);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.text).toContain('Too many requests. Please try again in');
    // Pages already kept are still served to that visitor.
    expect((await page('/topics', me)).status).toBe(200);
  });

  it('never keeps a page whose data could not be read, nor answers 200 for an item it could not look up', async () => {
    // A renderer the gateway does not recognise reads as any visitor from 127.0.0.1 would; this
    // test spends that address's read budget first, so the render's reads are refused (429).
    await renderer.stop();
    renderer = await startRenderer(`not-the-gateways-secret-${'x'.repeat(32)}`);
    const spend = async () =>
      vi.waitFor(async () => expect((await call(`http://127.0.0.1:${GATEWAY_PORT}/api/categories`)).status).toBe(429), {
        timeout: 20_000,
        interval: 10,
      });
    await spend();
    const starved = await page('/blog/dining-through-the-alphabet');
    expect(starved.status).toBe(503);
    expect(Number(starved.headers.get('retry-after'))).toBeGreaterThan(0);
    await spend();
    expect((await page('/blog/no-such-article-either')).status).toBe(503);
    // Once the budget is back, the same address shows the whole article: nothing broken was kept.
    await vi.waitFor(
      async () => {
        const article = await page('/blog/dining-through-the-alphabet');
        expect(article.status).toBe(200);
        expect(article.h1).toBeTruthy();
      },
      { timeout: 45_000, interval: 1_000 },
    );
    await renderer.stop();
    renderer = await startRenderer(TEST_RENDERER_SECRET);
  }, 120_000);
});
