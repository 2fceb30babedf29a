import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { CONTENT_PATTERNS, MAILING_LATEST_COUNT, PostSummariesPageSchema, type RpcMessage } from '@livefully/contracts';
import { currentCorrelationId, newCorrelationId, SERVICE_CONFIG, transportOptions } from '@livefully/service-kit';
import { lastValueFrom, timeout } from 'rxjs';
import type { EngageConfig } from '../config/engage.config.js';
import type { LatestArticle } from '../mail/compose.js';

/**
 * The newest published articles, asked of the content service over the transport (TCP in
 * embedded mode, Redis in full mode), like every call between services here.
 */
@Injectable()
export class ContentSource implements OnApplicationShutdown {
  private readonly client: ClientProxy;
  private readonly timeoutMs: number;

  constructor(@Inject(SERVICE_CONFIG) config: EngageConfig) {
    this.client = ClientProxyFactory.create(
      transportOptions({
        transport: config.TRANSPORT,
        host: config.CONTENT_SERVICE_HOST,
        port: config.CONTENT_SERVICE_PORT,
        redisUrl: config.REDIS_URL,
      }) as never,
    ) as unknown as ClientProxy;
    this.timeoutMs = config.CONTENT_TIMEOUT_MS;
  }

  async latest(): Promise<LatestArticle[]> {
    const message: RpcMessage<unknown> = {
      meta: { correlationId: currentCorrelationId() ?? newCorrelationId() },
      data: { limit: MAILING_LATEST_COUNT, view: 'summary' },
    };
    const answer = await lastValueFrom(this.client.send(CONTENT_PATTERNS.listPosts, message).pipe(timeout(this.timeoutMs)));
    return PostSummariesPageSchema.parse(answer).posts.map(({ slug, title, excerpt, imagePath, imageAlt }) => ({
      slug,
      title,
      excerpt,
      imagePath,
      imageAlt,
    }));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
