import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPostSchema, SearchResponseSchema, type PostInput } from '@livefully/contracts';
import { startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { startAdminCluster } from './admin-cluster.js';
import { eventually, startCluster, type Cluster } from './cluster.js';
import { call, type Answer } from './http-call.js';

/**
 * Fixed ports 22100–22399 (see vitest.integration.config.ts). Per transport: base postgres, +1
 * redis, +2 content, +3 gateway, +4 identity, +5 search, +6 the Auth Emulator, +7 nothing (engage),
 * +8 the gateway's events port (TCP), +9 a second gateway replica (Redis), +10 a gateway with a
 * small read budget and +11 its events port (TCP).
 */
const transports = [
  { transport: 'tcp', basePort: 22_100 },
  { transport: 'redis', basePort: 22_120 },
] as const;
const STALE_BASE = 22_140;

const ADMIN = 'ada.cache@example.com';
/** The goal: an admin's edit is visible through the API within a second, on every replica. */
const VISIBLE_MS = 1_000;
/** The search index follows a moment after the content; the gateway drops searches when it has. */
const INDEXED_MS = 5_000;
const READ_BUDGET = 4;
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60, stale-if-error=86400';

describe.each(transports)('the read cache over $transport: admin edits reach readers through the cache', ({ transport, basePort }) => {
  const stops: (() => Promise<unknown>)[] = [];
  let url = '';
  /** The second gateway replica (Redis only). */
  let replica = '';
  /** A gateway whose read budget is READ_BUDGET a minute. */
  let budgetUrl = '';
  let adminToken = '';
  let wellnessId = '';
  let db: pg.Client;

  const asAdmin = (method: string, path: string, body?: unknown) => call(url + path, { method, token: adminToken, body });
  const post = (overrides: Partial<PostInput>): PostInput => ({
    title: 'Quiet Mornings',
    slug: `quiet-mornings-${transport}`,
    excerpt: 'Why the first hour of the day matters.',
    content: `## Start slowly\n\n${'Coffee, light and a page of a book. '.repeat(20)}`,
    categoryId: wellnessId,
    publishedAt: '2025-03-01T08:00:00.000Z',
    imagePath: '/images/slow-mornings.svg',
    imageAlt: 'A cup of coffee on a sunny windowsill',
    status: 'published',
    ...overrides,
  });

  beforeAll(async () => {
    const redisUrl = `redis://127.0.0.1:${basePort + 1}`;
    const events: Record<string, string> = transport === 'tcp' ? { GATEWAY_EVENTS_PORT: String(basePort + 8) } : {};
    const gatewayEnv = {
      CONTENT_SERVICE_PORT: String(basePort + 2),
      SEARCH_SERVICE_PORT: String(basePort + 5),
      ENGAGE_SERVICE_PORT: String(basePort + 7),
      RATE_LIMIT_SEARCH: 'off',
      ...events,
    };
    const cluster = await startAdminCluster({
      name: `read-cache-${transport}`,
      transport,
      basePort,
      adminEmail: ADMIN,
      services: [{ name: 'content', port: basePort + 2, env: { SEARCH_SERVICE_PORT: String(basePort + 5), ...events } }],
      gatewayEnv,
    });
    stops.push(cluster.stop);
    url = cluster.url;
    const logDir = join(REPO_ROOT, '.data', 'test', `read-cache-${transport}`, 'logs');
    const common = { TRANSPORT: transport, LOG_LEVEL: 'info', ...(transport === 'redis' ? { REDIS_URL: redisUrl } : {}) };
    const search = await startProcess({
      name: 'search',
      script: join(REPO_ROOT, 'services/search/dist/main.js'),
      env: {
        ...common,
        SEARCH_ENGINE: 'embedded',
        SERVICE_PORT: String(basePort + 5),
        CONTENT_SERVICE_PORT: String(basePort + 2),
        ...events,
      },
      ready: /service ready on/,
      logDir,
      cwd: REPO_ROOT,
    });
    stops.unshift(() => stopProcess(search));
    if (transport === 'redis') {
      const second = await startProcess({
        name: 'gateway-2',
        script: join(REPO_ROOT, 'gateway/dist/main.js'),
        env: { ...common, PORT: String(basePort + 9), IDENTITY_SERVICE_PORT: String(basePort + 4), SERVE_WEB: 'false', ...gatewayEnv },
        ready: /gateway listening on/,
        logDir,
        cwd: REPO_ROOT,
      });
      stops.unshift(() => stopProcess(second));
      replica = `http://127.0.0.1:${basePort + 9}`;
    }
    // Over Redis every replica shares one count per address, which this file's other reads spend.
    if (transport === 'tcp') {
      const budgeted = await startProcess({
        name: 'gateway-budget',
        script: join(REPO_ROOT, 'gateway/dist/main.js'),
        env: {
          ...common,
          PORT: String(basePort + 10),
          IDENTITY_SERVICE_PORT: String(basePort + 4),
          SERVE_WEB: 'false',
          ...gatewayEnv,
          GATEWAY_EVENTS_PORT: String(basePort + 11),
          RATE_LIMIT_READS: `${READ_BUDGET}/1m`,
        },
        ready: /gateway listening on/,
        logDir,
        cwd: REPO_ROOT,
      });
      stops.unshift(() => stopProcess(budgeted));
      budgetUrl = `http://127.0.0.1:${basePort + 10}`;
    }
    adminToken = await mintIdToken(cluster.emulatorHost, { email: ADMIN, name: 'Ada Cache' });
    const categories = await asAdmin('GET', '/api/admin/categories');
    wellnessId = categories.body.data.find((c: { slug: string }) => c.slug === 'wellness').id;
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    stops.unshift(() => db.end());
  });

  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => {});
  });

  it('answers from the cache until an admin edits the post, then the edit within a second, with a new validator', async () => {
    const created = await asAdmin('POST', '/api/admin/posts', post({ title: 'Quiet Mornings' }));
    expect(created.status, created.text).toBe(201);
    const path = `/api/blog-posts/quiet-mornings-${transport}`;
    const first = await call(url + path);
    expect(BlogPostSchema.parse(first.body.data).title).toBe('Quiet Mornings');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);

    // A change that no event announces (written behind the content service's back) is not seen:
    // the answer comes from the cache.
    await db.query('UPDATE content.posts SET title = $1 WHERE id = $2', ['Written Behind Its Back', created.body.data.id]);
    const cached = await call(url + path);
    expect([cached.body.data.title, cached.headers.get('etag')]).toEqual(['Quiet Mornings', etag]);
    const notModified = await call(url + path, { headers: { 'if-none-match': etag } });
    expect([notModified.status, notModified.text, notModified.headers.get('etag')]).toEqual([304, '', etag]);
    expect(notModified.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);

    const edited = await asAdmin('PUT', `/api/admin/posts/${created.body.data.id}`, {
      ...post({ title: 'Quiet Mornings, Revised' }),
      version: created.body.data.version,
    });
    expect(edited.status, edited.text).toBe(200);
    const fresh = await eventually(async () => {
      const answer = await call(url + path, { headers: { 'if-none-match': etag } });
      expect([answer.status, answer.body.data?.title]).toEqual([200, 'Quiet Mornings, Revised']);
      return answer;
    }, VISIBLE_MS);
    expect(fresh.headers.get('etag')).not.toBe(etag);
    const list = await call(`${url}/api/blog-posts`);
    expect(list.body.data.find((p: { id: string }) => p.id === created.body.data.id).title).toBe('Quiet Mornings, Revised');
  });

  it('keeps a 404 no longer than until that slug is published, and never lets a browser keep it', async () => {
    const path = `/api/blog-posts/not-yet-${transport}`;
    const missing = await call(url + path);
    expect([missing.status, missing.body.code, missing.headers.get('cache-control')]).toEqual([404, 'CONTENT.POST_NOT_FOUND', 'no-store']);
    expect(missing.headers.get('etag')).toBeNull();
    expect((await call(url + path)).status).toBe(404);
    const created = await asAdmin('POST', '/api/admin/posts', post({ title: 'Not Yet', slug: `not-yet-${transport}` }));
    expect(created.status, created.text).toBe(201);
    await eventually(async () => expect((await call(url + path)).body.data?.title).toBe('Not Yet'), VISIBLE_MS);
  });

  it('shows a byline’s profile change on the cached article and author page within a second (docs/authors.md)', async () => {
    const slug = `bylined-${transport}`;
    const created = await asAdmin('POST', '/api/admin/posts', post({ title: 'Bylined', slug }));
    expect(created.status, created.text).toBe(201);
    const profile = (await asAdmin('GET', '/api/admin/profile')).body.data as { id: string; slug: string; name: string };
    const authorPath = `/api/authors/${profile.slug}`;
    // Both read once, so both are kept.
    expect((await call(`${url}/api/blog-posts/${slug}`)).body.data.author).toBe(profile.name);
    expect((await call(url + authorPath)).body.data.author.bio).toBe('');
    const renamed = `${profile.name} ${transport}`;
    const saved = await asAdmin('PUT', `/api/admin/authors/${profile.id}`, { name: renamed, slug: profile.slug, bio: 'Writes here.' });
    expect(saved.status, saved.text).toBe(200);
    await eventually(async () => {
      expect((await call(`${url}/api/blog-posts/${slug}`)).body.data.author).toBe(renamed);
      expect((await call(url + authorPath)).body.data.author).toMatchObject({ name: renamed, bio: 'Writes here.' });
    }, VISIBLE_MS);
  });

  it('drops cached searches once the index shows the change, not before', async () => {
    const term = `zephyr${transport}`;
    const before = await call(`${url}/api/search?q=${term}`);
    expect(SearchResponseSchema.parse(before.body.data).total).toBe(0);
    expect(before.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    await asAdmin('POST', '/api/admin/posts', post({ title: `Zephyr${transport} Walks`, slug: `zephyr-walks-${transport}` }));
    await eventually(async () => {
      const after = SearchResponseSchema.parse((await call(`${url}/api/search?q=${term}`)).body.data);
      expect(after.results.map((r) => r.slug)).toEqual([`zephyr-walks-${transport}`]);
    }, INDEXED_MS);
  });

  it('answers public reads with the public Cache-Control, and anything about a person or for an admin private, no-store', async () => {
    for (const path of ['/api/topics', '/api/guides', '/api/blog-posts?limit=3']) {
      const answer = await call(url + path);
      expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([path, 200, PUBLIC_CACHE_CONTROL]);
      expect(answer.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    }
    const me = await call(`${url}/api/auth/me`, { token: adminToken });
    expect([me.status, me.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const admin = await asAdmin('GET', '/api/admin/posts');
    expect([admin.status, admin.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const refused = await call(`${url}/api/admin/posts`);
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([401, 'private, no-store']);
    const invalid = await call(`${url}/api/blog-posts/Not%20A%20Slug`);
    expect([invalid.status, invalid.headers.get('cache-control')]).toEqual([400, 'no-store']);
  });

  it('answers a hit with the same headers as the miss before it: security headers, correlation id, envelope', async () => {
    const path = '/api/topics/foodie';
    const miss = await call(url + path, { headers: { 'x-correlation-id': 'read-cache-miss-0001' } });
    expect(miss.status).toBe(200);
    const hit = await call(url + path, { headers: { 'x-correlation-id': 'read-cache-hit-00001' } });
    expect(hit.text).toBe(miss.text);
    expect(hit.headers.get('x-correlation-id')).toBe('read-cache-hit-00001');
    // The same headers and values, but the moment's own: the date, the correlation id and the budget left.
    const moment = ['date', 'x-correlation-id', 'ratelimit-remaining', 'ratelimit-reset', 'keep-alive', 'connection'];
    const comparable = (answer: Answer) => [...answer.headers.entries()].filter(([name]) => !moment.includes(name));
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(hit.headers.get('ratelimit-limit')).toBe('1200');
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Without compression too (the load tools' way), and as a 304 for the validator it holds.
    const plain = { 'accept-encoding': 'identity' };
    const plainMiss = await call(`${url}/api/topics/mindfulness`, { headers: plain });
    const plainHit = await call(`${url}/api/topics/mindfulness`, { headers: plain });
    expect(plainHit.headers.get('content-length')).toBe(String(Buffer.byteLength(plainMiss.text)));
    expect(comparable(plainHit)).toEqual(comparable(plainMiss));
    const revalidated = await call(`${url}/api/topics/mindfulness`, { headers: { 'if-none-match': plainHit.headers.get('etag')! } });
    expect([revalidated.status, revalidated.headers.get('etag'), revalidated.headers.get('x-content-type-options')]).toEqual([
      304,
      plainHit.headers.get('etag'),
      'nosniff',
    ]);
    // In the encoding the caller prefers, from bytes compressed once; a HEAD has the headers alone.
    const list = await call(`${url}/api/topics`, { headers: plain });
    expect(Buffer.byteLength(list.text)).toBeGreaterThan(1024); // compression's threshold
    for (const encoding of ['gzip', 'br', 'gzip', 'br']) {
      const encoded = await call(`${url}/api/topics`, { headers: { 'accept-encoding': encoding } });
      expect([encoded.headers.get('content-encoding'), encoded.headers.get('vary'), encoded.text]).toEqual([
        encoding,
        'Accept-Encoding',
        list.text,
      ]);
      expect(Number(encoded.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(list.text));
    }
    const head = await call(`${url}/api/topics/mindfulness`, { method: 'HEAD' });
    expect([head.status, head.text, head.headers.get('etag'), head.headers.get('content-length')]).toEqual([
      200,
      '',
      plainHit.headers.get('etag'),
      String(Buffer.byteLength(plainMiss.text)),
    ]);
  });

  if (transport === 'tcp') {
    it('counts cached reads against the read budget: a 429 once it is spent', async () => {
      const path = '/api/topics/family';
      const answers: Answer[] = [];
      for (let i = 0; i <= READ_BUDGET; i += 1) answers.push(await call(budgetUrl + path));
      // The first read fills the cache; the others are hits, each counted.
      expect(answers.map((answer) => answer.status)).toEqual([...Array(READ_BUDGET).fill(200), 429]);
      expect(answers.map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual(['3', '2', '1', '0', '0']);
      const refused = answers.at(-1)!;
      expect([refused.body.code, Number(refused.headers.get('retry-after')) > 0]).toEqual(['COMMON.RATE_LIMITED', true]);
      expect(answers[1]!.headers.get('etag')).toBe(answers[0]!.headers.get('etag'));
    });
  }

  if (transport === 'redis') {
    it('shows an edit made through one gateway replica on the other within a second', async () => {
      const created = await asAdmin('POST', '/api/admin/posts', post({ title: 'Two Replicas', slug: 'two-replicas' }));
      expect(created.status, created.text).toBe(201);
      const path = '/api/blog-posts/two-replicas';
      await eventually(async () => {
        for (const gateway of [url, replica]) expect((await call(gateway + path)).body.data?.title).toBe('Two Replicas');
      });
      const etags = await Promise.all([url, replica].map(async (gateway) => (await call(gateway + path)).headers.get('etag')));
      expect(etags[0]).toBe(etags[1]);

      await asAdmin('PUT', `/api/admin/posts/${created.body.data.id}`, {
        ...post({ title: 'Two Replicas, Edited', slug: 'two-replicas' }),
        version: created.body.data.version,
      });
      await eventually(async () => expect((await call(replica + path)).body.data?.title).toBe('Two Replicas, Edited'), VISIBLE_MS);
    });
  }
});

describe('stale-if-error: reads served before survive the content service stopping', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({
      name: 'read-cache-stale',
      transport: 'tcp',
      basePort: STALE_BASE,
      gatewayEnv: { READ_CACHE_TTL_MS: '1000', RATE_LIMIT_READS: 'off' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('answers 200 with the old body past the TTL while the service is down, 503 for a read never served, and fresh again after', async () => {
    const topics = await cluster.get('/api/topics');
    const slug = (await cluster.get('/api/blog-posts')).body.data[0].slug;
    const article = await cluster.get(`/api/blog-posts/${slug}`);
    expect([topics.status, article.status]).toEqual([200, 200]);

    await cluster.stopContent();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const staleTopics = await cluster.get('/api/topics');
      const staleArticle = await cluster.get(`/api/blog-posts/${slug}`);
      expect([staleTopics.status, staleTopics.body]).toEqual([200, topics.body]);
      expect([staleArticle.status, staleArticle.body]).toEqual([200, article.body]);
      expect(staleArticle.headers.get('etag')).toBe(article.headers.get('etag'));

      const never = await cluster.get('/api/blog-posts/never-read-before');
      expect([never.status, never.body.code, never.headers.get('cache-control')]).toEqual([503, 'COMMON.SERVICE_UNAVAILABLE', 'no-store']);
    } finally {
      await cluster.startContent();
    }
    await eventually(async () => expect((await cluster.get('/api/blog-posts/never-read-before')).status).toBe(404));
  });
});
