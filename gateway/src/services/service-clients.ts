import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { ErrorCode, isErrorCode, RpcErrorSchema, type RpcMessage, type ServiceName } from '@livefully/contracts';
import { currentCorrelationId, newCorrelationId, serviceClientProxy, type Logger } from '@livefully/service-kit';
import { fromEvent, lastValueFrom, map, race, timeout, TimeoutError } from 'rxjs';
import { ApiException } from '../common/api.exception.js';
import { GATEWAY_ENV, SERVICE_NAMES, serviceEndpoint, type GatewayEnv } from '../config/env.js';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GatewayMetrics, type RpcOutcome } from '../metrics/gateway-metrics.js';
import { CircuitOpenError, ServiceCircuitBreaker } from './circuit-breaker.js';

export interface SendOptions {
  timeoutMs?: number;
  /** Failures are expected (health checks): don't log them. */
  quiet?: boolean;
  /**
   * false: past the service's circuit breaker, neither refused by it nor counted (health
   * checks, which must say what the service answers now, not what the breaker last saw).
   */
  breaker?: boolean;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * The gateway's only way to talk to a service: every message carries the request's
 * correlation id, waits at most RPC_TIMEOUT_MS, and fails as an ApiException — the
 * service's own code when it answered, 503 when it did not. Each service has a circuit
 * breaker (CIRCUIT_BREAKER_*): once it stops answering, calls to it get their 503 at once
 * instead of after the timeout, until a probe call finds it back.
 */
@Injectable()
export class ServiceClients implements OnApplicationShutdown {
  private readonly clients = new Map<ServiceName, ClientProxy>();
  private readonly breakers = new Map<ServiceName, ServiceCircuitBreaker>();

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    private readonly metrics: GatewayMetrics,
  ) {
    for (const service of SERVICE_NAMES) {
      const client = serviceClientProxy(serviceEndpoint(env, service));
      this.clients.set(service, client);
      this.watch(service, client);
      if (env.CIRCUIT_BREAKER === 'on') {
        const settings = { failures: env.CIRCUIT_BREAKER_FAILURES, resetMs: env.CIRCUIT_BREAKER_RESET_MS };
        this.breakers.set(service, new ServiceCircuitBreaker(service, settings, isUnavailable, logger));
      }
    }
  }

  async send<T>(service: ServiceName, pattern: string, data: unknown = {}, options: SendOptions = {}): Promise<T> {
    const message: RpcMessage<unknown> = { meta: { correlationId: currentCorrelationId() ?? newCorrelationId() }, data };
    const call = (signal?: AbortSignal) => {
      const answer = this.client(service)
        .send<T>(pattern, message)
        .pipe(timeout(options.timeoutMs ?? this.env.RPC_TIMEOUT_MS));
      // Racing the abort unsubscribes from the answer, so the client forgets the pending call.
      const aborted = signal
        ? fromEvent(signal, 'abort').pipe(
            map(() => {
              throw signal.reason;
            }),
          )
        : undefined;
      return lastValueFrom(aborted ? race(answer, aborted) : answer);
    };
    const breaker = options.breaker === false ? undefined : this.breakers.get(service);
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const answer = await (breaker ? breaker.run(call) : call());
      this.metrics.rpcCall(service, pattern, 'ok', seconds());
      return answer;
    } catch (error) {
      const exception = this.toApiException(service, pattern, error, options.quiet ?? false);
      this.metrics.rpcCall(service, pattern, outcomeOf(error, exception), seconds());
      throw exception;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.clients.values()].map((client) => client.close()));
  }

  private client(service: ServiceName): ClientProxy {
    const client = this.clients.get(service);
    if (!client) throw new Error(`no client for ${service}`);
    return client;
  }

  private toApiException(service: ServiceName, pattern: string, error: unknown, quiet: boolean): ApiException {
    // Not logged one by one: under load an open breaker refuses thousands a second (its
    // opening and closing are logged).
    if (error instanceof CircuitOpenError) return ApiException.unavailable(service, error.retryAfterSeconds);
    const answered = RpcErrorSchema.safeParse(error);
    if (answered.success && isErrorCode(answered.data.code) && answered.data.code !== ErrorCode.Internal) {
      const exception = new ApiException(answered.data.code, answered.data.message, answered.data.issues);
      if (answered.data.details !== undefined) exception.details = answered.data.details;
      return exception;
    }
    if (isUnavailable(error) || isUnknownPattern(error)) {
      if (!quiet) this.logger.warn({ target: service, pattern, reason: reasonOf(error) }, 'service unavailable');
      return ApiException.unavailable(service);
    }
    this.logger.error({ target: service, pattern, err: error }, 'service failed');
    return new ApiException(ErrorCode.Internal, 'Internal error');
  }

  /** Transport status changes (Redis reconnects, TCP drops) are worth one log line each. */
  private watch(service: ServiceName, client: ClientProxy): void {
    const status = (client as { status?: { subscribe: (fn: (s: unknown) => void) => unknown } }).status;
    status?.subscribe((state) => this.logger.debug({ target: service, state }, 'transport status'));
    (client as { on?: (event: string, fn: (e: unknown) => void) => void }).on?.('error', (err) =>
      this.logger.debug({ target: service, reason: reasonOf(err) }, 'transport error'),
    );
  }
}

/** How a failed call ended, for the metrics: its timeout, a 503, a refusal of the caller's (4xx), or an error. */
function outcomeOf(error: unknown, exception: ApiException): RpcOutcome {
  if (error instanceof TimeoutError) return 'timeout';
  if (exception.status === 503) return 'unavailable';
  return exception.status < 500 ? 'rejected' : 'error';
}

/** The service did not answer in time or could not be reached: what opens its breaker. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof TimeoutError || isConnectionError(error);
}

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) return true;
  return /connection (is )?closed|connect ECONNREFUSED|Connection is closed|not connected/i.test(messageOf(error));
}

/**
 * "There is no matching message handler": a service that does not know the pattern yet (a
 * deploy in progress) is as unavailable to this caller as one that is down (503), but it did
 * answer, so it does not count against the breaker of a service whose other calls work.
 */
function isUnknownPattern(error: unknown): boolean {
  return /no matching message handler/i.test(messageOf(error));
}

/** An Error's message, or the text a service sent as its error (Nest's TCP transport sends "no matching message handler" as a string). */
function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  return error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? '');
}

function reasonOf(error: unknown): string {
  if (error instanceof TimeoutError) return 'timeout';
  return String((error as { code?: unknown })?.code ?? (error as { message?: unknown })?.message ?? error);
}
