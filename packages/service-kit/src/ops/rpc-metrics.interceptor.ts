import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Counter, Histogram, type Registry } from 'prom-client';
import { tap, type Observable } from 'rxjs';
import { errorCodeOf, patternOf } from '../rpc-context.interceptor.js';
import { LATENCY_BUCKETS, METRIC_PREFIX } from './metrics-registry.js';

/**
 * A service's handled messages: `livefully_rpc_handled_total{service,pattern,code}` (code `ok`,
 * or the error code the caller gets) and `livefully_rpc_handle_duration_seconds{service,pattern}`.
 * Only patterns the service has a handler for get this far, so the labels stay few.
 */
export class RpcHandlingMetrics {
  private readonly handled: Counter<'service' | 'pattern' | 'code'>;
  private readonly duration: Histogram<'service' | 'pattern'>;

  constructor(
    registry: Registry,
    private readonly service: string,
  ) {
    this.handled = new Counter({
      name: `${METRIC_PREFIX}rpc_handled_total`,
      help: 'Messages a service handled, by pattern and the code it answered (ok or an error code).',
      labelNames: ['service', 'pattern', 'code'],
      registers: [registry],
    });
    this.duration = new Histogram({
      name: `${METRIC_PREFIX}rpc_handle_duration_seconds`,
      help: 'How long a service took to handle a message, by pattern.',
      labelNames: ['service', 'pattern'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
  }

  record(pattern: string, code: string, seconds: number): void {
    this.handled.inc({ service: this.service, pattern, code });
    this.duration.observe({ service: this.service, pattern }, seconds);
  }
}

/** Counts and times every message handler's run (requests and events alike). */
@Injectable()
export class RpcMetricsInterceptor implements NestInterceptor {
  constructor(private readonly metrics: RpcHandlingMetrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const pattern = patternOf(context.switchToRpc().getContext()) ?? 'unknown';
    const started = performance.now();
    const done = (code: string) => this.metrics.record(pattern, code, (performance.now() - started) / 1000);
    return next.handle().pipe(tap({ complete: () => done('ok'), error: (error: unknown) => done(errorCodeOf(error)) }));
  }
}
