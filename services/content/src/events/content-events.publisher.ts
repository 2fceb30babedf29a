import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { CONTENT_EVENTS, type ContentChanged, type RpcMessage } from '@livefully/contracts';
import { currentCorrelationId, describeError, newCorrelationId, SERVICE_CONFIG, transportOptions } from '@livefully/service-kit';
import { lastValueFrom, timeout } from 'rxjs';
import type { ContentConfig } from '../config/content.config.js';
import type { ContentNotice } from './content-notice.js';

/**
 * Tells the search service about committed changes: a publish over Redis, a message to the
 * search service's port over TCP. Fire-and-forget: a change never waits for or fails on the
 * search service, which reconciles with this service when it starts, so a lost event heals.
 */
@Injectable()
export class ContentEventsPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger('ContentEvents');
  private readonly client: ClientProxy;
  private readonly timeoutMs: number;
  private readonly pending = new Set<Promise<void>>();

  constructor(@Inject(SERVICE_CONFIG) config: ContentConfig) {
    const endpoint =
      config.TRANSPORT === 'redis'
        ? { transport: 'redis' as const, host: config.SEARCH_SERVICE_HOST, port: config.SEARCH_SERVICE_PORT, redisUrl: config.REDIS_URL }
        : { transport: 'tcp' as const, host: config.SEARCH_SERVICE_HOST, port: config.SEARCH_SERVICE_PORT };
    this.client = ClientProxyFactory.create(transportOptions(endpoint) as never) as unknown as ClientProxy;
    this.timeoutMs = config.EVENT_TIMEOUT_MS;
  }

  /** Sends each notice as content.changed; one warn line for the batch if any is not delivered. */
  publish(notices: ContentNotice[]): void {
    if (notices.length === 0) return;
    const correlationId = currentCorrelationId() ?? newCorrelationId();
    const at = new Date().toISOString();
    const sent = Promise.allSettled(notices.map((notice) => this.emit({ meta: { correlationId }, data: { ...notice, at } }))).then(
      (results) => {
        const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
        if (failed.length === 0) return;
        this.logger.warn(
          `${CONTENT_EVENTS.changed}: ${failed.length} of ${notices.length} event(s) not delivered (${describeError(failed[0]!.reason)}); ` +
            'the search service repairs its index when it starts',
        );
      },
    );
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
  }

  /** Lets events already on their way leave before the client closes. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    await this.client.close();
  }

  private emit(message: RpcMessage<ContentChanged>): Promise<unknown> {
    return lastValueFrom(this.client.emit(CONTENT_EVENTS.changed, message).pipe(timeout(this.timeoutMs)), { defaultValue: undefined });
  }
}
