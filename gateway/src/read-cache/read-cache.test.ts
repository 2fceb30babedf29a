import { contentOperations, ErrorCode, searchOperations } from '@livefully/contracts';
import { createLogger } from '@livefully/service-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiException } from '../common/api.exception.js';
import { GatewayEnvSchema } from '../config/env.js';
import { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { CacheInvalidation } from './cache-invalidation.js';
import { changeTags, SEARCH_INDEX_TAGS } from './cache-tags.js';
import { ReadCache } from './read-cache.js';

const POST_A = '00000000-0000-4000-8000-00000000000a';
const POST_B = '00000000-0000-4000-8000-00000000000b';
const post = (id: string, title: string) => ({ id, slug: `post-${id.slice(-1)}`, title });

const caches: ReadCache[] = [];
function setup(env: Record<string, string> = {}) {
  const invalidation = new CacheInvalidation();
  const metrics = new GatewayMetrics();
  const cache = new ReadCache(
    GatewayEnvSchema.parse({ GATEWAY_EVENTS_PORT: '4005', ...env }),
    createLogger('gateway', 'silent'),
    invalidation,
    metrics,
  );
  caches.push(cache);
  const change = async (kind: 'post' | 'category', id: string) => {
    await invalidation.publish({ tags: changeTags({ kind, id }), reason: { source: 'content', kind, id, action: 'upserted' } });
    // A read that starts in the millisecond of a change is answered but not kept (it may have read
    // the data before the change); let the clock move on so the next read here is kept.
    const at = Date.now();
    while (Date.now() <= at) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  return { cache, invalidation, change, metrics };
}

/** A stand-in for the service call: counts calls, answers what it is told. */
function service(first: () => unknown) {
  let next = first;
  const load = async () => {
    load.calls += 1;
    return next();
  };
  load.calls = 0;
  load.answer = (fn: () => unknown) => (next = fn);
  return load;
}
const unavailable = () => {
  throw ApiException.unavailable('content');
};

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.onApplicationShutdown()));
});

describe('ReadCache on bentocache (memory tier)', () => {
  it('answers a second read from memory with the same bytes and validator, keyed by the message', async () => {
    const { cache } = setup();
    const load = service(() => post(POST_A, 'One'));
    const first = await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    const again = await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    expect(load.calls).toBe(1);
    expect(again).toEqual(first);
    expect(JSON.parse(first.body)).toEqual({ success: true, data: post(POST_A, 'One') });
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    await cache.read(contentOperations.getPost, { slug: 'post-b' }, load);
    expect(load.calls).toBe(2);
  });

  it('drops exactly the entries a change touches: that post and the lists, not another post', async () => {
    const { cache, change } = setup();
    const a = service(() => post(POST_A, 'One'));
    const b = service(() => post(POST_B, 'Two'));
    const list = service(() => [post(POST_A, 'One'), post(POST_B, 'Two')]);
    const readAll = () =>
      Promise.all([
        cache.read(contentOperations.getPost, { slug: 'post-a' }, a),
        cache.read(contentOperations.getPost, { slug: 'post-b' }, b),
        cache.read(contentOperations.listPosts, {}, list),
      ]);
    await readAll();
    await change('post', POST_A);
    a.answer(() => post(POST_A, 'One, edited'));
    const [edited] = await readAll();
    expect([a.calls, b.calls, list.calls]).toEqual([2, 1, 2]);
    expect(JSON.parse(edited.body).data.title).toBe('One, edited');

    await change('category', '00000000-0000-4000-8000-0000000000cc');
    await readAll();
    expect([a.calls, b.calls, list.calls]).toEqual([3, 2, 3]);
  });

  it('serves the last answer while the service is unavailable, after a change dropped it and past its TTL', async () => {
    const { cache, change } = setup({ READ_CACHE_TTL_MS: '1000' });
    const load = service(() => post(POST_A, 'One'));
    const served = await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    load.answer(unavailable);
    await change('post', POST_A);
    expect(await cache.read(contentOperations.getPost, { slug: 'post-a' }, load)).toEqual(served);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cache.read(contentOperations.getPost, { slug: 'post-a' }, load)).toEqual(served);
    expect(load.calls).toBeGreaterThanOrEqual(2);
  });

  it('counts each lookup as a hit, a miss, or a stale answer served while the service is down', async () => {
    const { cache, change, metrics } = setup();
    const counts = async () => {
      const { values } = await metrics.registry.getSingleMetric('livefully_cache_requests_total')!.get();
      return Object.fromEntries(values.map(({ labels, value }) => [`${labels.cache} ${labels.result}`, value]));
    };
    const load = service(() => post(POST_A, 'One'));
    await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    expect(await counts()).toEqual({ 'reads miss': 1, 'reads hit': 2 });
    load.answer(unavailable);
    await change('post', POST_A);
    await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    await expect(cache.read(contentOperations.getPost, { slug: 'never' }, load)).rejects.toMatchObject({ status: 503 });
    await cache.readPage('v1:/blog', async () => ({ entry: { status: 200, body: '<html></html>', etag: '"p"' }, keep: true }));
    expect(await counts()).toEqual({ 'reads miss': 2, 'reads hit': 2, 'reads stale': 1, 'pages miss': 1 });
  });

  it('answers 503 for a read never served before, and passes on any other refusal without serving a stale answer', async () => {
    const { cache, change } = setup();
    await expect(cache.read(contentOperations.getPost, { slug: 'never' }, service(unavailable))).rejects.toMatchObject({ status: 503 });
    const load = service(() => post(POST_A, 'One'));
    await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    await change('post', POST_A);
    load.answer(() => {
      throw new ApiException(ErrorCode.Validation, 'Invalid slug');
    });
    await expect(cache.read(contentOperations.getPost, { slug: 'post-a' }, load)).rejects.toMatchObject({ status: 400 });
  });

  it('keeps a 404 until a post changes, then reads again', async () => {
    const { cache, change } = setup();
    const load = service(() => {
      throw new ApiException(ErrorCode.NotFound, 'Post not found');
    });
    const missing = await cache.read(contentOperations.getPost, { slug: 'soon' }, load);
    await cache.read(contentOperations.getPost, { slug: 'soon' }, load);
    expect([missing.status, JSON.parse(missing.body).code, load.calls]).toEqual([404, ErrorCode.NotFound, 1]);
    await change('post', POST_B);
    load.answer(() => post(POST_B, 'Soon'));
    expect((await cache.read(contentOperations.getPost, { slug: 'soon' }, load)).status).toBe(200);
  });

  it('leaves searches to the index event: a content change does not drop them, an index change does', async () => {
    const { cache, change, invalidation } = setup();
    const load = service(() => ({ results: [], total: 0 }));
    await cache.read(searchOperations.query, { q: 'tea' }, load);
    await change('post', POST_A);
    await cache.read(searchOperations.query, { q: 'tea' }, load);
    expect(load.calls).toBe(1);
    await invalidation.publish({ tags: SEARCH_INDEX_TAGS, reason: { source: 'search-index' } });
    await cache.read(searchOperations.query, { q: 'tea' }, load);
    expect(load.calls).toBe(2);
  });

  it('does not keep an answer read while a change to it was heard', async () => {
    const { cache, change } = setup();
    let release!: () => void;
    const load = service(() => new Promise((resolve) => (release = () => resolve(post(POST_A, 'Old')))));
    const reading = cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await change('post', POST_A);
    release();
    expect(JSON.parse((await reading).body).data.title).toBe('Old');
    load.answer(() => post(POST_A, 'New'));
    expect(JSON.parse((await cache.read(contentOperations.getPost, { slug: 'post-a' }, load)).body).data.title).toBe('New');
  });

  it('with READ_CACHE=off reads the service every time', async () => {
    const { cache } = setup({ READ_CACHE: 'off' });
    const load = service(() => post(POST_A, 'One'));
    await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    expect(load.calls).toBe(2);
  });

  it('keeps a file until a change of what it depends on, and serves it while the service is down', async () => {
    const { cache, change } = setup();
    const make = service(() => '<urlset>one</urlset>');
    const first = await cache.readFile('sitemap.xml', ['post'], async () => String(await make()));
    expect(await cache.readFile('sitemap.xml', ['post'], async () => String(await make()))).toEqual(first);
    expect([first.status, first.body, make.calls]).toEqual([200, '<urlset>one</urlset>', 1]);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    // Not a source of this file: kept.
    await change('category', '00000000-0000-4000-8000-0000000000cc');
    await cache.readFile('sitemap.xml', ['post'], async () => String(await make()));
    expect(make.calls).toBe(1);
    await change('post', POST_A);
    make.answer(() => '<urlset>two</urlset>');
    const second = await cache.readFile('sitemap.xml', ['post'], async () => String(await make()));
    expect([second.body, make.calls]).toEqual(['<urlset>two</urlset>', 2]);
    expect(second.etag).not.toBe(first.etag);
    await change('post', POST_A);
    make.answer(unavailable);
    expect(await cache.readFile('sitemap.xml', ['post'], async () => String(await make()))).toEqual(second);
    await expect(cache.readFile('feed.xml', ['post'], async () => String(await make()))).rejects.toMatchObject({ status: 503 });
  });

  it('keeps pages in a store bounded in bytes, apart from the reads: many large pages push out old pages, never a read', async () => {
    const { cache } = setup({ READ_CACHE_PAGES_MIB: '1' });
    const load = service(() => post(POST_A, 'One'));
    await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    const body = 'x'.repeat(64 * 1024);
    const renders = new Map<string, number>();
    const render = (key: string) => async () => {
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return { entry: { status: 200 as const, body, etag: `"${key}"` }, keep: true };
    };
    // 64 pages of 64 KiB: four times the 1 MiB the pages may take.
    for (let i = 0; i < 64; i++) await cache.readPage(`v1:/page-${i}`, render(`page-${i}`));
    await cache.readPage('v1:/page-63', render('page-63'));
    expect(renders.get('page-63')).toBe(1);
    await cache.readPage('v1:/page-0', render('page-0'));
    expect(renders.get('page-0')).toBe(2);
    await cache.read(contentOperations.getPost, { slug: 'post-a' }, load);
    expect(load.calls).toBe(1);
  });
});
