import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import {
  CONTENT_PATTERNS,
  SearchDocumentSchema,
  SearchDocumentsPageSchema,
  type RpcMessage,
  type SearchDocument,
  type SearchDocumentRef,
  type SearchDocumentsPage,
} from '@livefully/contracts';
import { currentCorrelationId, newCorrelationId, SERVICE_CONFIG, transportOptions } from '@livefully/service-kit';
import { lastValueFrom, timeout } from 'rxjs';
import type { SearchConfig } from '../config/search.config.js';

/** Documents a reconcile asks for at once: a few MB of JSON at most. */
export const FEED_PAGE_SIZE = 500;

/** The content service as the search index's source of truth. */
@Injectable()
export class ContentSource implements OnApplicationShutdown {
  private readonly client: ClientProxy;
  private readonly timeoutMs: number;

  constructor(@Inject(SERVICE_CONFIG) config: SearchConfig) {
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

  /** Every public document, a page at a time; a failure part-way throws, and the reconcile starts over. */
  async *documents(): AsyncGenerator<SearchDocument[]> {
    let cursor: string | null = null;
    do {
      const page: SearchDocumentsPage = SearchDocumentsPageSchema.parse(
        await this.send(CONTENT_PATTERNS.searchDocuments, { limit: FEED_PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
      );
      yield page.documents;
      cursor = page.nextCursor;
    } while (cursor);
  }

  async document(ref: SearchDocumentRef): Promise<SearchDocument | null> {
    const answer = await this.send(CONTENT_PATTERNS.searchDocument, ref);
    return answer === null || answer === undefined ? null : SearchDocumentSchema.parse(answer);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  private send(pattern: string, data: unknown): Promise<unknown> {
    const message: RpcMessage<unknown> = { meta: { correlationId: currentCorrelationId() ?? newCorrelationId() }, data };
    return lastValueFrom(this.client.send(pattern, message).pipe(timeout(this.timeoutMs)), { defaultValue: null });
  }
}
