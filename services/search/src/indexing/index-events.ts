import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { SEARCH_INDEX_EVENTS, type RpcMessage, type SearchIndexChanged } from '@livefully/contracts';
import { describeError, newCorrelationId, SERVICE_CONFIG, serviceClientProxy } from '@livefully/service-kit';
import { lastValueFrom, timeout } from 'rxjs';
import type { SearchConfig } from '../config/search.config.js';

const EMIT_TIMEOUT_MS = 2_000;

/**
 * Tells the gateways that the index moved (a change applied, a rebuild in place), so their read
 * caches drop search answers after the index shows the change, not before: a publish over Redis,
 * a message to GATEWAY_EVENTS_PORT over TCP (nothing when unset). Fire-and-forget; a lost one
 * costs at most the gateway's READ_CACHE_TTL_MS.
 */
@Injectable()
export class IndexEvents implements OnApplicationShutdown {
  private readonly logger = new Logger('IndexEvents');
  private readonly client: ClientProxy | undefined;

  constructor(@Inject(SERVICE_CONFIG) config: SearchConfig) {
    const endpoint =
      config.TRANSPORT === 'redis'
        ? { transport: 'redis' as const, host: '', port: 0, redisUrl: config.REDIS_URL }
        : config.GATEWAY_EVENTS_PORT
          ? { transport: 'tcp' as const, host: config.GATEWAY_EVENTS_HOST, port: config.GATEWAY_EVENTS_PORT }
          : undefined;
    this.client = endpoint ? serviceClientProxy(endpoint) : undefined;
  }

  changed(reason: SearchIndexChanged['reason']): void {
    if (!this.client) return;
    const message: RpcMessage<SearchIndexChanged> = {
      meta: { correlationId: newCorrelationId() },
      data: { reason, at: new Date().toISOString() },
    };
    lastValueFrom(this.client.emit(SEARCH_INDEX_EVENTS.changed, message).pipe(timeout(EMIT_TIMEOUT_MS)), { defaultValue: undefined }).catch(
      (error: unknown) => {
        const line = `${SEARCH_INDEX_EVENTS.changed} not delivered (${describeError(error)}); cached searches expire`;
        // A rebuild at start usually runs before the gateway listens: nothing of it is cached yet.
        if (reason === 'rebuild') this.logger.debug(line);
        else this.logger.warn(line);
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.close();
  }
}
