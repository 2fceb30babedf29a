import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  CONTENT_PATTERNS,
  SearchDocumentSchema,
  SearchDocumentsPageSchema,
  type SearchDocument,
  type SearchDocumentRef,
  type SearchDocumentsPage,
} from '@livefully/contracts';
import { SERVICE_CONFIG, ServiceClient } from '@livefully/service-kit';
import type { SearchConfig } from '../config/search.config.js';

/** Documents a reconcile asks for at once: a few MB of JSON at most. */
export const FEED_PAGE_SIZE = 500;

/** The content service as the search index's source of truth. */
@Injectable()
export class ContentSource implements OnApplicationShutdown {
  private readonly client: ServiceClient;

  constructor(@Inject(SERVICE_CONFIG) config: SearchConfig) {
    this.client = new ServiceClient(
      { transport: config.TRANSPORT, host: config.CONTENT_SERVICE_HOST, port: config.CONTENT_SERVICE_PORT, redisUrl: config.REDIS_URL },
      config.CONTENT_TIMEOUT_MS,
    );
  }

  /** Every public document, a page at a time; a failure part-way throws, and the reconcile starts over. */
  async *documents(): AsyncGenerator<SearchDocument[]> {
    let cursor: string | null = null;
    do {
      const page: SearchDocumentsPage = SearchDocumentsPageSchema.parse(
        await this.client.send(CONTENT_PATTERNS.searchDocuments, { limit: FEED_PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
      );
      yield page.documents;
      cursor = page.nextCursor;
    } while (cursor);
  }

  async document(ref: SearchDocumentRef): Promise<SearchDocument | null> {
    const answer = await this.client.send(CONTENT_PATTERNS.searchDocument, ref);
    return answer === null || answer === undefined ? null : SearchDocumentSchema.parse(answer);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
