import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CONTENT_PATTERNS, MAILING_LATEST_COUNT, PostSummariesPageSchema } from '@livefully/contracts';
import { SERVICE_CONFIG, ServiceClient } from '@livefully/service-kit';
import type { EngageConfig } from '../config/engage.config.js';
import type { LatestArticle } from '../mail/compose.js';

/**
 * The newest published articles, asked of the content service over the transport (TCP in
 * embedded mode, Redis in full mode), like every call between services here.
 */
@Injectable()
export class ContentSource implements OnApplicationShutdown {
  private readonly client: ServiceClient;

  constructor(@Inject(SERVICE_CONFIG) config: EngageConfig) {
    this.client = new ServiceClient(
      { transport: config.TRANSPORT, host: config.CONTENT_SERVICE_HOST, port: config.CONTENT_SERVICE_PORT, redisUrl: config.REDIS_URL },
      config.CONTENT_TIMEOUT_MS,
    );
  }

  async latest(): Promise<LatestArticle[]> {
    const answer = await this.client.send(CONTENT_PATTERNS.listPosts, { limit: MAILING_LATEST_COUNT, view: 'summary' });
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
