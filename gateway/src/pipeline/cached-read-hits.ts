import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CORRELATION_HEADER, type Operation } from '@livefully/contracts';
import proxyAddr from 'proxy-addr';
import { correlationIdOf, type ReadSummary } from '../common/correlation.middleware.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import type { RateLimitRule } from '../config/rate-limit-rule.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { countRequest, rateLimitRules } from '../rate-limit/count-request.js';
import { rateLimitSetting, type RateLimitBucket } from '../rate-limit/rate-limit.decorator.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AnswerWriter } from '../read-cache/answer-writer.js';
import { ReadCache, type CachedAnswer } from '../read-cache/read-cache.js';
import { securityHeadersFor, type RecordedSecurityHeaders, type TrustProxy } from '../web/security.js';
import { ReadTargets, type ReadTarget } from './read-targets.js';

export interface HitPathOptions {
  operations: readonly Operation[];
  writer: AnswerWriter;
  reads: ReadSummary;
  metrics: GatewayMetrics;
  /** The security headers every answer carries: the same recording Express's path sends. */
  securityHeaders: RecordedSecurityHeaders;
}

/**
 * Answers a public read the cache holds before Express sees the request (docs/read-cache.md,
 * "Cost of a hit"). A hit costs a lookup and a write: the request target is resolved once
 * (ReadTargets); the headers are those of Express's path from the same functions (the recorded
 * security headers, correlationIdOf, countRequest with the same rules and limiter); the bytes go
 * out through the same AnswerWriter as a miss. Whatever is not a plain hit goes to Express
 * untouched, which answers it as it always did: a miss, a message that does not validate, a
 * request over its budget, a cross-origin request when CORS is on, an HTTP/1.1 request without
 * Host, anything unexpected.
 */
export function answerCachedReadsFirst(app: NestExpressApplication, options: HitPathOptions): void {
  const cache = app.get(ReadCache);
  if (!cache.enabled) return;
  const hits = new HitPath(app, cache, options);
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
  private readonly targets: ReadTargets;
  private readonly trust: TrustProxy;
  private readonly limiter: RateLimiter;
  private readonly rules: Record<RateLimitBucket, RateLimitRule | null>;
  private readonly corsOn: boolean;

  constructor(
    app: NestExpressApplication,
    private readonly cache: ReadCache,
    private readonly options: HitPathOptions,
  ) {
    // Express's own settings, so a target parses and a proxy is trusted exactly as for a miss.
    const express = app.getHttpAdapter().getInstance() as { get(setting: string): unknown };
    this.targets = new ReadTargets(options.operations, express.get('query parser fn') as (text: string) => Record<string, unknown>);
    this.trust = express.get('trust proxy fn') as TrustProxy;
    const env = app.get<GatewayEnv>(GATEWAY_ENV);
    this.limiter = app.get(RateLimiter);
    this.rules = rateLimitRules(env);
    this.corsOn = env.CORS_ORIGINS.length > 0;
  }

  /** The public read a request asks for, when this path may answer it. */
  resolve(request: IncomingMessage): ReadTarget | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const target = request.url;
    if (!target?.startsWith('/api/')) return undefined;
    if (request.httpVersion === '1.1' && request.headers.host === undefined) return undefined;
    if (this.corsOn && request.headers.origin !== undefined) return undefined;
    return this.targets.resolve(target);
  }

  /** Serves the hit at once when the answer is a recent one and no budget is counted; false otherwise. */
  serveRecent(resolved: ReadTarget, request: IncomingMessage, response: ServerResponse): boolean {
    if (this.ruleOf(resolved)) return false;
    const answer = this.cache.peekRecent(resolved.key);
    if (!answer) return false;
    this.write(answer, resolved, request, response, performance.now());
    return true;
  }

  /** Serves the hit; false when the cache does not hold a fresh answer or the budget is spent. */
  async serve(resolved: ReadTarget, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const started = performance.now();
    const answer = await this.cache.peek(resolved.key);
    if (!answer) return false;
    const limit = resolved.op.http.rateLimit;
    const rule = this.ruleOf(resolved);
    if (limit && rule) {
      const client = { ip: proxyAddr(request, this.trust), query: resolved.query, headers: request.headers };
      const decision = await countRequest(this.limiter, rateLimitSetting(limit.rule, limit.cost), rule, client, response);
      // Over its budget the request goes on to the guard, which answers the 429 envelope.
      if (!decision.allowed) {
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        return false;
      }
    }
    this.write(answer, resolved, request, response, started);
    return true;
  }

  /** The rule counting this operation's requests, when it has one that is on. */
  private ruleOf({ op }: ReadTarget): RateLimitRule | null {
    const limit = op.http.rateLimit;
    return limit ? this.rules[limit.rule] : null;
  }

  private write(answer: CachedAnswer, { route }: ReadTarget, request: IncomingMessage, response: ServerResponse, started: number): void {
    const security = securityHeadersFor(this.options.securityHeaders, request, this.trust);
    this.options.writer.send(answer, request, response, { leading: [...security, CORRELATION_HEADER, correlationIdOf(request)] });
    const ms = performance.now() - started;
    this.options.reads.add({ route, status: response.statusCode }, Math.round(ms));
    this.options.metrics.request(request.method, route, response.statusCode, ms / 1000);
    this.options.metrics.cacheLookup('reads', 'hit');
  }
}
