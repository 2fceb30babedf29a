import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CORRELATION_HEADER, CorrelationIdSchema, isBoundOperation, type BoundOperation, type Operation } from '@livefully/contracts';
import { newCorrelationId } from '@livefully/service-kit';
import { LRUCache } from 'lru-cache';
import { match, type MatchFunction, type ParamData } from 'path-to-regexp';
import proxyAddr from 'proxy-addr';
import type { ReadSummary } from '../common/correlation.middleware.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { requestMessage } from '../operations/request-message.js';
import { countRequest, rateLimitRules } from '../rate-limit/rate-limit.guard.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AnswerWriter } from './answer-writer.js';
import { cacheKey } from './cache-key.js';
import { ReadCache, type CachedAnswer } from './read-cache.js';

/** How many request targets keep what they resolve to (operation, message, key). */
const RESOLVED_TARGETS = 10_000;

/** A request target that is a public read: the operation, its validated message and the entry's key. */
interface Resolved {
  op: BoundOperation;
  route: string;
  key: string;
  query: Record<string, unknown>;
}

export interface HitPathOptions {
  operations: readonly Operation[];
  writer: AnswerWriter;
  reads: ReadSummary;
  metrics: GatewayMetrics;
  /** The security headers every answer carries, over plain HTTP and over HTTPS (web/security.ts). */
  securityHeaders: { plain: readonly string[]; secure: readonly string[] };
}

/**
 * Answers a public read the cache holds before Express sees the request (docs/read-cache.md,
 * "Cost of a hit"). A hit costs a lookup and a write: the request target is resolved once to its
 * operation (the table's GET routes in order, matched as Express matches them), its message
 * (validated as the route validates it) and the entry's key, and kept; the headers the middleware
 * chain would set (security headers, correlation id, rate-limit headers) are set from values
 * computed once; the bytes go out through the same AnswerWriter as a miss. Whatever is not a
 * plain hit goes to Express untouched, which answers it as it always did: a miss, a message that
 * does not validate, a request over its budget, a cross-origin request when CORS is on, an
 * HTTP/1.1 request without Host, anything unexpected.
 */
export function answerCachedReadsFirst(app: NestExpressApplication, options: HitPathOptions): void {
  const cache = app.get(ReadCache);
  if (!cache.enabled) return;
  const env = app.get<GatewayEnv>(GATEWAY_ENV);
  const hits = new HitPath(app, cache, env, options);
  const server = app.getHttpServer() as Server;
  const [express] = server.listeners('request') as RequestListener[];
  if (!express) throw new Error('the HTTP server has no request handler to put the hit path in front of');
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const resolved = hits.resolve(request);
    if (!resolved) return express(request, response);
    if (hits.serveRecent(resolved, request, response)) return;
    hits.serve(resolved, request, response).then(
      (served) => served || express(request, response),
      () => express(request, response),
    );
  });
}

class HitPath {
  private readonly routes: { op: BoundOperation | null; matches: MatchFunction<ParamData> }[];
  private readonly resolved = new LRUCache<string, Resolved | false>({ max: RESOLVED_TARGETS });
  private readonly parseQuery: (text: string) => Record<string, unknown>;
  private readonly trust: (address: string, hop: number) => boolean;
  private readonly limiter: RateLimiter;
  private readonly rules: ReturnType<typeof rateLimitRules>;
  private readonly corsOn: boolean;

  constructor(
    app: NestExpressApplication,
    private readonly cache: ReadCache,
    env: GatewayEnv,
    private readonly options: HitPathOptions,
  ) {
    // Every GET route of the table in its order, so a path is taken by the operation Nest would
    // route it to; only public reads of a service are answered here. Express's router matches
    // case-insensitively and allows a trailing slash; so does this.
    this.routes = options.operations
      .filter((op) => op.http?.method === 'GET')
      .map((op) => ({
        op: isBoundOperation(op) && op.http.cache === 'public' ? op : null,
        matches: match(op.http!.path, { sensitive: false, end: true, trailing: true }),
      }));
    // Express's own settings, so a target parses and a proxy is trusted exactly as for a miss.
    const express = app.getHttpAdapter().getInstance() as { get(setting: string): unknown };
    this.parseQuery = express.get('query parser fn') as (text: string) => Record<string, unknown>;
    this.trust = express.get('trust proxy fn') as (address: string, hop: number) => boolean;
    this.limiter = app.get(RateLimiter);
    this.rules = rateLimitRules(env);
    this.corsOn = env.CORS_ORIGINS.length > 0;
  }

  /** The public read a request asks for, when this path may answer it. */
  resolve(request: IncomingMessage): Resolved | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const target = request.url;
    if (!target?.startsWith('/api/')) return undefined;
    if (request.httpVersion === '1.1' && request.headers.host === undefined) return undefined;
    if (this.corsOn && request.headers.origin !== undefined) return undefined;
    let resolved = this.resolved.get(target);
    if (resolved === undefined) {
      resolved = this.resolveTarget(target) ?? false;
      this.resolved.set(target, resolved);
    }
    return resolved || undefined;
  }

  /** Serves the hit at once when the answer is a recent one and no budget is counted; false otherwise. */
  serveRecent(resolved: Resolved, request: IncomingMessage, response: ServerResponse): boolean {
    if (this.budget(resolved.op)) return false;
    const answer = this.cache.peekRecent(resolved.key);
    if (!answer) return false;
    this.write(answer, resolved, request, response, performance.now());
    return true;
  }

  /** Serves the hit; false when the cache does not hold a fresh answer or the budget is spent. */
  async serve(resolved: Resolved, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const started = performance.now();
    const answer = await this.cache.peek(resolved.key);
    if (!answer) return false;
    const { op, query } = resolved;
    const limit = op.http.rateLimit;
    const rule = this.budget(op);
    if (limit && rule) {
      const setting = { bucket: limit.rule, ...(limit.cost ? { cost: limit.cost } : {}) };
      const client = { ip: proxyAddr(request, this.trust), query, headers: request.headers };
      // Over its budget the request goes on to the guard, which answers the 429 envelope.
      if (!(await countRequest(this.limiter, setting, rule, client, response)).allowed) {
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        return false;
      }
    }
    this.write(answer, resolved, request, response, started);
    return true;
  }

  /** The rule counting this operation's requests, when it has one that is on. */
  private budget(op: BoundOperation) {
    const limit = op.http.rateLimit;
    return limit ? this.rules[limit.rule] : null;
  }

  private write(answer: CachedAnswer, { route }: Resolved, request: IncomingMessage, response: ServerResponse, started: number): void {
    const security = this.isSecure(request) ? this.options.securityHeaders.secure : this.options.securityHeaders.plain;
    this.options.writer.send(answer, request, response, { leading: [...security, CORRELATION_HEADER, correlationId(request)] });
    const ms = performance.now() - started;
    this.options.reads.add({ route, status: response.statusCode }, Math.round(ms));
    this.options.metrics.request(request.method, route, response.statusCode, ms / 1000);
    this.options.metrics.cacheLookup('reads', 'hit');
  }

  private resolveTarget(target: string): Resolved | undefined {
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    for (const route of this.routes) {
      let found: ReturnType<typeof route.matches>;
      try {
        found = route.matches(path);
      } catch {
        return undefined; // a malformed escape: Express answers it
      }
      if (!found) continue;
      if (!route.op) return undefined;
      const op = route.op;
      const query = this.parseQuery(queryAt === -1 ? '' : target.slice(queryAt + 1));
      try {
        const message = requestMessage(op, { params: found.params, query, body: undefined, header: () => undefined });
        return { op, route: op.http.path, key: cacheKey(op, message), query };
      } catch {
        return undefined; // Nest answers the 400 with its field messages
      }
    }
    return undefined;
  }

  /** As Express's `req.secure`: TLS on this socket, or X-Forwarded-Proto from a trusted proxy. */
  private isSecure(request: IncomingMessage): boolean {
    if ((request.socket as { encrypted?: boolean }).encrypted) return true;
    if (!this.trust(request.socket.remoteAddress ?? '', 0)) return false;
    const forwarded = request.headers['x-forwarded-proto'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first === 'https';
  }
}

/** The caller's correlation id when well-formed (as correlationMiddleware takes it), else a new one. */
function correlationId(request: IncomingMessage): string {
  const incoming = request.headers[CORRELATION_HEADER];
  if (incoming === undefined) return newCorrelationId();
  const parsed = CorrelationIdSchema.safeParse(incoming);
  return parsed.success ? parsed.data : newCorrelationId();
}
