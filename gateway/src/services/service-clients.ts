import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { ErrorCode, isErrorCode, RpcErrorSchema, type RpcMessage, type ServiceName } from '@livefully/contracts';
import { currentCorrelationId, newCorrelationId, transportOptions, type Logger } from '@livefully/service-kit';
import { lastValueFrom, timeout, TimeoutError } from 'rxjs';
import { ApiException } from '../common/api.exception.js';
import { GATEWAY_ENV, SERVICE_NAMES, serviceEndpoint, type GatewayEnv } from '../config/env.js';
import { GATEWAY_LOGGER } from '../common/tokens.js';

export interface SendOptions {
  timeoutMs?: number;
  /** Failures are expected (health checks): don't log them. */
  quiet?: boolean;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * The gateway's only way to talk to a service: every message carries the request's
 * correlation id, waits at most RPC_TIMEOUT_MS, and fails as an ApiException — the
 * service's own code when it answered, 503 when it did not.
 */
@Injectable()
export class ServiceClients implements OnApplicationShutdown {
  private readonly clients = new Map<ServiceName, ClientProxy>();

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {
    for (const service of SERVICE_NAMES) {
      const client = ClientProxyFactory.create(transportOptions(serviceEndpoint(env, service)) as never) as unknown as ClientProxy;
      this.clients.set(service, client);
      this.watch(service, client);
    }
  }

  async send<T>(service: ServiceName, pattern: string, data: unknown = {}, options: SendOptions = {}): Promise<T> {
    const message: RpcMessage<unknown> = { meta: { correlationId: currentCorrelationId() ?? newCorrelationId() }, data };
    try {
      return await lastValueFrom(
        this.client(service)
          .send<T>(pattern, message)
          .pipe(timeout(options.timeoutMs ?? this.env.RPC_TIMEOUT_MS)),
      );
    } catch (error) {
      throw this.toApiException(service, pattern, error, options.quiet ?? false);
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
    const answered = RpcErrorSchema.safeParse(error);
    if (answered.success && isErrorCode(answered.data.code) && answered.data.code !== ErrorCode.Internal) {
      return new ApiException(answered.data.code, answered.data.message, answered.data.issues);
    }
    if (error instanceof TimeoutError || isConnectionError(error)) {
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

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) return true;
  const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? '');
  // "no matching message handler": a service that does not know the pattern yet (a deploy in
  // progress) is as unavailable to this caller as one that is down.
  return /connection (is )?closed|connect ECONNREFUSED|Connection is closed|not connected|no matching message handler/i.test(message);
}

function reasonOf(error: unknown): string {
  if (error instanceof TimeoutError) return 'timeout';
  return String((error as { code?: unknown })?.code ?? (error as { message?: unknown })?.message ?? error);
}
