import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { CONTENT_EVENTS, type ContentChanged, type RpcMessage } from '@livefully/contracts';
import { currentCorrelationId, describeError, newCorrelationId, SERVICE_CONFIG, serviceClientProxy } from '@livefully/service-kit';
import { lastValueFrom, timeout } from 'rxjs';
import type { ContentConfig } from '../config/content.config.js';
import type { ContentNotice } from './content-notice.js';

/** How each listener heals from a lost event, for the warn line. */
const REPAIR: Record<string, string> = {
  'the search service': 'the search service repairs its index when it starts',
  'the search service and the gateways': 'the search service repairs its index when it starts; cached reads expire',
  'the gateway': "the gateway's cached reads expire after READ_CACHE_TTL_MS",
};

/**
 * Tells the search service and the gateways (their read caches) about committed changes: one
 * publish over Redis, which every subscriber hears; over TCP a message to the search service's
 * port and one to GATEWAY_EVENTS_PORT when set. Fire-and-forget: a change never waits for or
 * fails on a listener. The search service reconciles with this service when it starts and a
 * gateway's entries expire after READ_CACHE_TTL_MS, so a lost event heals.
 */
@Injectable()
export class ContentEventsPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger('ContentEvents');
  private readonly targets: { name: string; client: ClientProxy }[];
  private readonly timeoutMs: number;
  private readonly pending = new Set<Promise<void>>();

  constructor(@Inject(SERVICE_CONFIG) config: ContentConfig) {
    if (config.TRANSPORT === 'redis') {
      const endpoint = {
        transport: 'redis' as const,
        host: config.SEARCH_SERVICE_HOST,
        port: config.SEARCH_SERVICE_PORT,
        redisUrl: config.REDIS_URL,
      };
      this.targets = [{ name: 'the search service and the gateways', client: serviceClientProxy(endpoint) }];
    } else {
      this.targets = [
        {
          name: 'the search service',
          client: serviceClientProxy({ transport: 'tcp', host: config.SEARCH_SERVICE_HOST, port: config.SEARCH_SERVICE_PORT }),
        },
        ...(config.GATEWAY_EVENTS_PORT
          ? [
              {
                name: 'the gateway',
                client: serviceClientProxy({ transport: 'tcp', host: config.GATEWAY_EVENTS_HOST, port: config.GATEWAY_EVENTS_PORT }),
              },
            ]
          : []),
      ];
    }
    this.timeoutMs = config.EVENT_TIMEOUT_MS;
  }

  /** Sends each notice as content.changed to every target; one warn line per target for the batch if any is not delivered. */
  publish(notices: ContentNotice[]): void {
    if (notices.length === 0) return;
    const correlationId = currentCorrelationId() ?? newCorrelationId();
    const at = new Date().toISOString();
    for (const target of this.targets) {
      const messages = notices.map((notice) => this.emit(target.client, { meta: { correlationId }, data: { ...notice, at } }));
      const sent = Promise.allSettled(messages).then((results) => {
        const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
        if (failed.length === 0) return;
        this.logger.warn(
          `${CONTENT_EVENTS.changed}: ${failed.length} of ${notices.length} event(s) not delivered to ${target.name} ` +
            `(${describeError(failed[0]!.reason)}); ${REPAIR[target.name] ?? 'it catches up on its own'}`,
        );
      });
      this.pending.add(sent);
      void sent.finally(() => this.pending.delete(sent));
    }
  }

  /** Lets events already on their way leave before the client closes. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    await Promise.allSettled(this.targets.map(({ client }) => client.close()));
  }

  private emit(client: ClientProxy, message: RpcMessage<ContentChanged>): Promise<unknown> {
    return lastValueFrom(client.emit(CONTENT_EVENTS.changed, message).pipe(timeout(this.timeoutMs)), { defaultValue: undefined });
  }
}
