import { Injectable } from '@nestjs/common';
import { createMetricsRegistry, LATENCY_BUCKETS, METRIC_PREFIX } from '@livefully/service-kit';
import { Counter, Histogram } from 'prom-client';
import { methodLabel } from './route-label.js';

/**
 * How a call to a service ended: `ok`; `rejected`, the service's own refusal (not found,
 * invalid, conflict: a 4xx); `error`, a failure of ours (a 5xx other than 503); `timeout`, no
 * answer within RPC_TIMEOUT_MS; `unavailable`, a 503 (not reachable, its breaker open, its
 * database down).
 */
export type RpcOutcome = 'ok' | 'rejected' | 'error' | 'timeout' | 'unavailable';

/** Which of the gateway's caches a lookup was in: public API reads, rendered pages, generated files (sitemap, feed). */
export type CacheName = 'reads' | 'pages' | 'files';
/** `stale`: the service was down and the last answer was served from the grace period. */
export type CacheResult = 'hit' | 'miss' | 'stale';

/**
 * The gateway's metrics (docs/metrics.md), in a registry of this app's own. Every label value
 * comes from a fixed set: a route template or a class of path (route-label.ts), a method, a
 * status, a service and a pattern of the operation table.
 */
@Injectable()
export class GatewayMetrics {
  readonly registry = createMetricsRegistry();
  private readonly requests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'HTTP requests the gateway answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  private readonly requestDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from a request arriving to its answer being sent, by method and route template.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly rpcCalls = new Counter({
    name: `${METRIC_PREFIX}rpc_requests_total`,
    help: 'Calls from the gateway to a service, by service, pattern and outcome (ok, rejected, error, timeout, unavailable).',
    labelNames: ['service', 'pattern', 'outcome'],
    registers: [this.registry],
  });
  private readonly rpcDuration = new Histogram({
    name: `${METRIC_PREFIX}rpc_duration_seconds`,
    help: 'Time a call to a service took, whatever its outcome, by service and pattern.',
    labelNames: ['service', 'pattern'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly rpcTimeouts = new Counter({
    name: `${METRIC_PREFIX}rpc_timeouts_total`,
    help: 'Calls to a service that got no answer within their timeout, by service and pattern.',
    labelNames: ['service', 'pattern'],
    registers: [this.registry],
  });
  private readonly cacheLookups = new Counter({
    name: `${METRIC_PREFIX}cache_requests_total`,
    help: 'Lookups in the gateway caches (reads, pages, files), by result (hit, miss, stale).',
    labelNames: ['cache', 'result'],
    registers: [this.registry],
  });

  request(method: string | undefined, route: string, status: number, seconds: number): void {
    const methodName = methodLabel(method);
    this.requests.inc({ method: methodName, route, status: String(status) });
    this.requestDuration.observe({ method: methodName, route }, seconds);
  }

  rpcCall(service: string, pattern: string, outcome: RpcOutcome, seconds: number): void {
    this.rpcCalls.inc({ service, pattern, outcome });
    this.rpcDuration.observe({ service, pattern }, seconds);
    if (outcome === 'timeout') this.rpcTimeouts.inc({ service, pattern });
  }

  cacheLookup(cache: CacheName, result: CacheResult): void {
    this.cacheLookups.inc({ cache, result });
  }
}
