import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { CONTENT_ADMIN_PATTERNS, SearchResponseSchema, type Actor, type AdminCategory, type PostInput } from '@livefully/contracts';
import { transportOptions } from '@livefully/service-kit';
import { firstValueFrom, timeout } from 'rxjs';
import { startPostgres } from '../../deploy/embedded/postgres.mjs';
import { runToCompletion, startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { startRedis } from '../../deploy/embedded/redis.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { eventually, getJson } from './cluster.js';

const LAUNCHER = join(REPO_ROOT, 'deploy/elasticsearch/start.mjs');
/** Embedded mode (TCP, in-process engine) and full mode (Redis, Elasticsearch once its launcher is there). */
const modes = [
  { transport: 'tcp', engine: 'embedded', basePort: 21_700 },
  { transport: 'redis', engine: existsSync(LAUNCHER) ? 'elasticsearch' : 'embedded', basePort: 21_750 },
] as const;

// An editor: the content service lets an editor publish anyone's post (docs/roles.md).
const ACTOR: Actor = { uid: 'search-test', email: 'search.test@example.com', role: 'editor' };
const FRESH_MS = 2_000;

type Running = Awaited<ReturnType<typeof startProcess>>;

/**
 * PostgreSQL (+ Redis, + Elasticsearch), the compiled content, search and gateway processes on
 * their own ports (base: postgres, +1 redis, +2 content, +3 gateway, +4 search, +5 Elasticsearch),
 * and a client that writes through the content service's admin patterns, as the admin API does.
 */
async function startSearchCluster(transport: 'tcp' | 'redis', engine: 'embedded' | 'elasticsearch', basePort: number) {
  const dataDir = join(REPO_ROOT, '.data', 'test', `search-api-${transport}`);
  rmSync(dataDir, { recursive: true, force: true });
  const logDir = join(dataDir, 'logs');
  const pg = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: basePort });
  const redis = transport === 'redis' ? await startRedis(basePort + 1) : undefined;
  const es = engine === 'elasticsearch' ? await startElasticsearchNode(basePort + 5, join(dataDir, 'elasticsearch')) : undefined;
  const engineEnv: Record<string, string> = es
    ? { SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: es.url }
    : { SEARCH_ENGINE: 'embedded' };
  const common = { TRANSPORT: transport, LOG_LEVEL: 'info', ...(redis ? { REDIS_URL: redis.url } : {}) };
  const ports = { content: basePort + 2, gateway: basePort + 3, search: basePort + 4 };
  // Over TCP the gateway hears the index's changes on its own port (+6), as in the embedded runner.
  const gatewayEvents: Record<string, string> = transport === 'tcp' ? { GATEWAY_EVENTS_PORT: String(basePort + 6) } : {};
  const contentEnv = {
    ...common,
    DATABASE_URL: pg.url,
    SERVICE_PORT: String(ports.content),
    SEARCH_SERVICE_PORT: String(ports.search),
    ...gatewayEvents,
  };
  await runToCompletion('migrate', join(REPO_ROOT, 'services/content/dist/migrate.js'), contentEnv, REPO_ROOT);
  const start = (name: string, script: string, env: Record<string, string>, ready: RegExp) =>
    startProcess({ name, script: join(REPO_ROOT, script), env, ready, logDir, cwd: REPO_ROOT });
  const content = await start('content', 'services/content/dist/main.js', contentEnv, /service ready on/);
  const startSearch = () =>
    start(
      'search',
      'services/search/dist/main.js',
      { ...common, ...engineEnv, SERVICE_PORT: String(ports.search), CONTENT_SERVICE_PORT: String(ports.content), ...gatewayEvents },
      /service ready on/,
    );
  let search: Running = await startSearch();
  const gateway = await start(
    'gateway',
    'gateway/dist/main.js',
    {
      ...common,
      PORT: String(ports.gateway),
      CONTENT_SERVICE_PORT: String(ports.content),
      SEARCH_SERVICE_PORT: String(ports.search),
      SERVE_WEB: 'false',
      ...gatewayEvents,
    },
    /gateway listening on/,
  );
  const client: ClientProxy = ClientProxyFactory.create(
    transportOptions({ transport, host: '127.0.0.1', port: ports.content, redisUrl: redis?.url }) as never,
  ) as unknown as ClientProxy;
  await client.connect();
  const url = `http://127.0.0.1:${ports.gateway}`;
  return {
    get: (path: string) => getJson(url + path),
    admin: <T>(pattern: string, data: unknown) =>
      firstValueFrom(client.send<T>(pattern, { meta: { correlationId: 'search-api-test-1' }, data }).pipe(timeout(10_000))),
    stopSearch: () => stopProcess(search),
    startSearch: async () => void (search = await startSearch()),
    stop: async () => {
      await client.close();
      await Promise.allSettled([stopProcess(gateway), stopProcess(search), stopProcess(content)]);
      await redis?.stop();
      await es?.stop();
      await pg.stop();
    },
  };
}

async function startElasticsearchNode(port: number, dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const { startElasticsearch } = (await import(LAUNCHER)) as {
    startElasticsearch(options: { port: number; dataDir: string }): Promise<{ url: string; stop(): Promise<void> }>;
  };
  return startElasticsearch({ port, dataDir });
}

describe.each(modes)('GET /api/search through gateway, search ($engine) and content over $transport', ({ transport, engine, basePort }) => {
  let cluster: Awaited<ReturnType<typeof startSearchCluster>>;
  let categoryId: string;

  const slugs = async (q: string) => {
    const { status, body } = await cluster.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    return SearchResponseSchema.parse(body.data).results.map((result) => result.slug);
  };
  const post = (overrides: Partial<PostInput>): PostInput => ({
    title: 'A Post',
    slug: 'a-post',
    excerpt: 'An excerpt.',
    content: 'Words of the body.',
    categoryId,
    publishedAt: '2025-02-01T08:00:00.000Z',
    status: 'published',
    ...overrides,
  });

  beforeAll(async () => {
    cluster = await startSearchCluster(transport, engine, basePort);
    const categories = await cluster.admin<AdminCategory[]>(CONTENT_ADMIN_PATTERNS.listCategories, {});
    categoryId = categories.find((category) => category.name === 'Wellness')!.id;
    // The search service reconciles with content as it starts.
    await eventually(async () => expect((await slugs('stargazing')).length).toBeGreaterThan(0));
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('answers the seeded content in the envelope, every result of the shape of docs/requirements.md#r-search-response', async () => {
    const { status, body } = await cluster.get('/api/search?q=wellnes');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const answer = SearchResponseSchema.parse(body.data);
    expect(answer.total).toBeGreaterThanOrEqual(answer.results.length);
    expect(answer.results.length).toBeGreaterThan(0);
    const types = new Set(
      (await Promise.all(['wellness', 'guide', 'foodie'].map((q) => cluster.get(`/api/search?q=${q}`)))).flatMap((r) =>
        r.body.data.results.map((x: { type: string }) => x.type),
      ),
    );
    expect([...types].sort()).toEqual(['blog_post', 'guide', 'topic']);
  });

  it.each([
    ['', 'no q at all'],
    ['?q=', 'an empty q'],
    ['?q=%20%20%20', 'a blank q'],
    [`?q=${'x'.repeat(201)}`, 'a q of 201 characters'],
  ])('answers 400 with the field issue for %s (%s)', async (query) => {
    const { status, body } = await cluster.get(`/api/search${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'COMMON.VALIDATION' });
    expect(body.issues[0].path).toEqual(['q']);
  });

  it(`finds a post published through the content service within ${FRESH_MS} ms, and loses it within ${FRESH_MS} ms of its deletion`, async () => {
    const created = await cluster.admin<{ id: string; version: number }>(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: post({ title: 'Paddleboarding at Dawn', slug: `paddleboarding-at-dawn-${transport}` }),
    });
    await eventually(async () => expect(await slugs('paddleboard')).toEqual([`paddleboarding-at-dawn-${transport}`]), FRESH_MS);

    await cluster.admin(CONTENT_ADMIN_PATTERNS.updatePost, {
      actor: ACTOR,
      id: created.id,
      input: post({ title: 'Paddleboarding at Dawn', slug: `paddleboarding-at-dawn-${transport}`, status: 'draft' }),
      version: created.version,
    });
    await eventually(async () => expect(await slugs('paddleboard')).toEqual([]), FRESH_MS);

    await cluster.admin(CONTENT_ADMIN_PATTERNS.deletePost, { actor: ACTOR, id: created.id });
    await eventually(async () => expect(await slugs('paddleboard')).toEqual([]), FRESH_MS);
  });

  it('answers a post indexed with an image with its card: the image, the author and their page, the read time', async () => {
    const slug = `snorkelling-${transport}`;
    await cluster.admin(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: post({
        title: 'Snorkelling the Shallow Reef',
        slug,
        imagePath: '/images/snorkel-reef.svg',
        imageAlt: 'A snorkeller above a shallow reef',
        readTime: 7,
      }),
    });
    const card = async () => {
      const { body } = await cluster.get('/api/search?q=snorkelling');
      return SearchResponseSchema.parse(body.data).results.find((result) => result.slug === slug);
    };
    await eventually(async () => expect(await card()).toBeDefined(), FRESH_MS);
    // The actor's own profile is the byline of a post that names none (docs/authors.md).
    expect(await card()).toMatchObject({
      imagePath: '/images/snorkel-reef.svg',
      imageAlt: 'A snorkeller above a shallow reef',
      authorName: expect.any(String),
      authorSlug: expect.stringMatching(/^[a-z0-9-]+$/),
      readTime: 7,
    });
  });

  it('answers 503 while the search service is down, and after a restart has the changes it missed', async () => {
    await cluster.stopSearch();
    // A search never asked before: one asked before is answered from the read cache meanwhile.
    const down = await cluster.get('/api/search?q=kayaking');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ success: false, code: 'COMMON.SERVICE_UNAVAILABLE' });

    await cluster.admin(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: post({ title: 'Birdwatching from the Balcony', slug: `birdwatching-${transport}` }),
    });
    await cluster.startSearch();
    await eventually(async () => expect(await slugs('birdwatching')).toEqual([`birdwatching-${transport}`]));
  });
});
