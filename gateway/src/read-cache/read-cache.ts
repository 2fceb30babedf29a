import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ErrorCode, ok, type BoundOperation, type ErrorBody, type ReadCacheSource } from '@livefully/contracts';
import type { Logger } from '@livefully/service-kit';
import { BentoCache, bentostore } from 'bentocache';
import { LRUCache } from 'lru-cache';
import { memoryDriver } from 'bentocache/drivers/memory';
import { redisDriver } from 'bentocache/drivers/redis';
import { ApiException } from '../common/api.exception.js';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { GatewayMetrics, type CacheName, type CacheResult } from '../metrics/gateway-metrics.js';
import { CacheInvalidation } from './cache-invalidation.js';
import { cacheKey } from './cache-key.js';
import { entryTags, PAGES_TAG, sourceTag } from './cache-tags.js';
import { strongEtag } from './http-caching.js';
import type { InlineSources } from '../web/inline-sources.js';

/** An answer as it goes out: the status, the serialized envelope and its validator, computed once. */
export interface CachedAnswer {
  /** 200 or 404 when kept; a page may also be its 503 page, or the 429 of a spent render budget, sent as it is and never kept. */
  status: 200 | 404 | 429 | 503;
  body: string;
  etag: string;
  /** A rendered page's inline styles and scripts, which its CSP allows (web/inline-sources.ts). */
  inline?: InlineSources;
}

/**
 * How long a hit keeps an answer in the synchronous map in front of bentocache. Any change event
 * empties the map at once; this only bounds how far past its TTL an entry can be served.
 */
const RECENT_MS = 1_000;

/** The largest page kept; a larger one is served but not kept (a page is 10-60 KB). */
const PAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A read may be retried against a failing service at most this often while a stale answer is served. */
const GRACE_BACKOFF_MS = 1_000;

/** The service could not answer (down, timed out, or its breaker is open): serve what was served before. */
export function isOutage(error: unknown): boolean {
  return error instanceof ApiException && error.status === 503;
}

export function answerEntry(answer: unknown): CachedAnswer {
  return fileEntry(JSON.stringify(ok(answer)));
}

/** A file or page as it goes out: its status, its text and the validator of its bytes (and a page's inline sources). */
export function fileEntry(body: string, status: CachedAnswer['status'] = 200, inline?: InlineSources): CachedAnswer {
  return { status, body, etag: strongEtag(body), ...(inline ? { inline } : {}) };
}

function notFoundEntry(error: ApiException): CachedAnswer {
  const errorBody: ErrorBody = { success: false, message: error.message, code: error.code };
  const body = JSON.stringify(errorBody);
  return { status: 404, body, etag: strongEtag(body) };
}

/**
 * The gateway's cache of public reads (docs/read-cache.md), on bentocache: a memory tier in each
 * gateway and, over Redis, a Redis tier every replica shares. An entry is one operation's answer
 * to one validated message, tagged with what it depends on (cache-tags.ts); the invalidation
 * signal drops tags in every replica. A 503 from the service answers the last entry instead,
 * within the grace period, even after its TTL or a change dropped it.
 */
@Injectable()
export class ReadCache implements OnApplicationShutdown {
  readonly enabled: boolean;
  private readonly bento: BentoCache<{ reads: ReturnType<typeof bentostore>; pages: ReturnType<typeof bentostore> }> | undefined;
  /**
   * The answers hits found lately, by key: a lookup without bentocache's per-get work (options,
   * tag checks, a promise), which was a fifth of a hit's cost. Emptied by every change, before and
   * again after bentocache drops the change's tags; `generation` keeps a lookup that was under
   * way during a change from putting back what it found.
   */
  private readonly recent: LRUCache<string, CachedAnswer> | undefined;
  private generation = 0;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    private readonly invalidation: CacheInvalidation,
    private readonly metrics: GatewayMetrics,
  ) {
    // Over TCP without an events port this gateway would never hear a change: it does not cache.
    this.enabled = env.READ_CACHE === 'on' && (env.TRANSPORT === 'redis' || env.GATEWAY_EVENTS_PORT !== undefined);
    if (!this.enabled) return;
    this.bento = createBento(env, logger);
    this.recent = new LRUCache({ max: env.READ_CACHE_MAX_ITEMS, ttl: RECENT_MS, ttlAutopurge: false });
    invalidation.subscribe(async ({ tags }) => {
      this.forgetRecent();
      try {
        await Promise.all([this.bento?.deleteByTag({ tags: [...tags] }), this.bento?.use('pages').deleteByTag({ tags: [PAGES_TAG] })]);
      } finally {
        this.forgetRecent();
      }
    });
  }

  /** The answer to `message` from the cache, or from `load` (the service) stored for the next reader. */
  async read(op: BoundOperation, message: unknown, load: () => Promise<unknown>): Promise<CachedAnswer> {
    if (!this.bento) return answerEntry(await load());
    return this.remember('reads', cacheKey(op, message), async () => {
      try {
        const answer = await load();
        return { entry: answerEntry(answer), tags: entryTags(op, message, answer) };
      } catch (error) {
        if (error instanceof ApiException && error.status === 404) {
          return { entry: notFoundEntry(error), tags: entryTags(op, message, undefined), ttl: this.env.READ_CACHE_NOT_FOUND_TTL_MS };
        }
        throw error;
      }
    });
  }

  /**
   * A file the gateway writes from services' answers (the sitemap, the feed), kept like a read:
   * under `file:<name>`, dropped by any change of `dependsOn`, served from its grace period while
   * a service is down.
   */
  async readFile(name: string, dependsOn: readonly ReadCacheSource[], make: () => Promise<string>): Promise<CachedAnswer> {
    if (!this.bento) return fileEntry(await make());
    const tags = dependsOn.map(sourceTag);
    return this.remember('reads', `file:${name}`, async () => ({ entry: fileEntry(await make()), tags }));
  }

  /**
   * A page the renderer rendered (`render` answers it), kept like a read under `page:<key>` but
   * in a store of its own, bounded in bytes (READ_CACHE_PAGES_MIB), so pages never push the API's
   * answers out: any change of public content drops every page, a 404 is kept as briefly as a
   * missing item, and an answer `render` marks `keep: false` (a page whose slot was left to the
   * browser, or whose data could not all be read) is served but not kept. While the renderer says
   * the content is unavailable (an outage), the last page is served within the grace period.
   */
  async readPage(key: string, render: () => Promise<{ entry: CachedAnswer; keep: boolean }>): Promise<CachedAnswer> {
    if (!this.bento) return (await render()).entry;
    return this.remember('pages', `page:${key}`, async () => {
      const { entry, keep } = await render();
      return {
        entry,
        tags: [PAGES_TAG],
        keep,
        ...(entry.status === 404 ? { ttl: this.env.READ_CACHE_NOT_FOUND_TTL_MS } : {}),
      };
    });
  }

  /** bentocache's getOrSet with the rules of every kept answer (docs/read-cache.md). */
  private async remember(
    store: 'reads' | 'pages',
    key: string,
    load: () => Promise<{ entry: CachedAnswer; tags: string[]; ttl?: number; keep?: boolean }>,
  ): Promise<CachedAnswer> {
    const bento = this.bento!.use(store);
    let failure: unknown;
    let loaded: CachedAnswer | undefined;
    let asked = false;
    /** Whatever did not end with an answer from the cache (a failure included) counts as a miss. */
    let result: CacheResult = 'miss';
    try {
      const cached = await bento.getOrSet<CachedAnswer | undefined>({
        key,
        ttl: this.env.READ_CACHE_TTL_MS,
        grace: this.env.READ_CACHE_GRACE_MS > 0 ? this.env.READ_CACHE_GRACE_MS : false,
        graceBackoff: GRACE_BACKOFF_MS,
        // No soft timeout: a dropped entry is read again before it is answered (a reader sees an
        // edit at once); only a failure falls back to it.
        timeout: null,
        factory: async (ctx) => {
          asked = true;
          const started = Date.now();
          let made: { entry: CachedAnswer; tags: string[]; ttl?: number; keep?: boolean };
          try {
            made = await load();
          } catch (error) {
            if (isOutage(error)) throw error;
            // Any other refusal is an answer for this caller only, never a reason to serve a stale one.
            failure = error;
            return ctx.skip();
          }
          if (made.ttl !== undefined) ctx.setOptions({ ttl: made.ttl });
          loaded = made.entry;
          // A change heard while this read was under way may have come after the service read
          // its data: answer it, but do not keep it.
          if (made.keep === false || this.invalidation.droppedSince(made.tags, started)) return ctx.skip();
          ctx.setTags(made.tags);
          return made.entry;
        },
      });
      if (failure) throw failure;
      const answer = cached ?? loaded;
      if (!answer) throw new ApiException(ErrorCode.Internal, 'Internal error');
      // Asked, nothing loaded, yet an answer: the service failed and the grace period served the last one.
      result = !asked ? 'hit' : loaded ? 'miss' : 'stale';
      return answer;
    } catch (error) {
      throw unwrap(error);
    } finally {
      this.metrics.cacheLookup(cacheOf(key), result);
    }
  }

  /**
   * The stored answer under `key` (cacheKey) while it is fresh (never one kept only for its grace period),
   * without asking the service.
   */
  async peek(key: string): Promise<CachedAnswer | undefined> {
    if (!this.bento) return undefined;
    const recent = this.recent?.get(key);
    if (recent) return recent;
    const generation = this.generation;
    const answer = (await this.bento.get<CachedAnswer>({ key, grace: false })) ?? undefined;
    if (answer && generation === this.generation) this.recent?.set(key, answer);
    return answer;
  }

  /** peek's answer when it needs no wait: one a hit found within the last RECENT_MS. */
  peekRecent(key: string): CachedAnswer | undefined {
    return this.recent?.get(key);
  }

  private forgetRecent(): void {
    this.generation += 1;
    this.recent?.clear();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bento?.disconnectAll();
  }
}

/** Which cache a key is in, by the prefix readPage and readFile give it. */
function cacheOf(key: string): CacheName {
  if (key.startsWith('page:')) return 'pages';
  return key.startsWith('file:') ? 'files' : 'reads';
}

/** bentocache wraps a factory's error; callers want the ApiException it carries. */
function unwrap(error: unknown): unknown {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof ApiException) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return error;
}

function createBento(env: GatewayEnv, logger: Logger) {
  const shared = env.TRANSPORT === 'redis' && env.REDIS_URL ? env.REDIS_URL : undefined;
  // Alone, the memory tier keeps entries as objects (no JSON per hit). With the Redis tier it must
  // keep them serialized: bentocache 1.6 copies an entry read from Redis into memory as it came
  // (a string), which an unserialized memory tier cannot read back.
  const memory = memoryDriver({ maxItems: env.READ_CACHE_MAX_ITEMS, serialize: shared !== undefined });
  // Pages are large and their keys come from visitors' paths: a store of their own, bounded in
  // bytes (an entry counted by its serialized size), whatever mix of pages is asked for.
  const pageBytes = env.READ_CACHE_PAGES_MIB * 1024 * 1024;
  const pageMemory = memoryDriver({ maxSize: pageBytes, maxEntrySize: Math.min(PAGE_MAX_BYTES, pageBytes), serialize: true });
  const tiered = (l1: ReturnType<typeof memoryDriver>, prefix: string) =>
    shared
      ? bentostore()
          .useL1Layer(l1)
          .useL2Layer(redisDriver({ connection: redisConnection(shared), prefix }))
      : bentostore().useL1Layer(l1);
  return new BentoCache({
    default: 'reads',
    stores: { reads: tiered(memory, 'livefully:read-cache'), pages: tiered(pageMemory, 'livefully:pages') },
    // A Redis outage costs the shared tier, never a read: each gateway keeps its memory tier.
    suppressL2Errors: true,
    logger: bentoLogger(logger),
  });
}

function redisConnection(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    maxRetriesPerRequest: 1,
    retryStrategy: () => 1_000,
  };
}

/** bentocache's logger interface onto ours, debug and above only at debug level. */
function bentoLogger(logger: Logger) {
  const bind = (level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal') => (obj: unknown, msg?: string) =>
    typeof obj === 'string' ? logger[level](obj) : logger[level](obj as object, msg);
  const self = {
    trace: bind('trace'),
    debug: bind('debug'),
    info: bind('debug'),
    warn: bind('warn'),
    error: bind('error'),
    fatal: bind('fatal'),
    child: () => self,
  };
  return self;
}
