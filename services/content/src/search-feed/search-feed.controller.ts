import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CONTENT_PATTERNS,
  SearchDocumentRefSchema,
  SearchDocumentsQuerySchema,
  type SearchDocument,
  type SearchDocumentRef,
  type SearchDocumentsPage,
} from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import type { z } from 'zod';
import { SearchFeedService } from './search-feed.service.js';

/** The search service's source of truth: it reconciles from searchDocuments and follows content.changed with searchDocument. */
@Controller()
export class SearchFeedController {
  constructor(private readonly feed: SearchFeedService) {}

  @MessagePattern(CONTENT_PATTERNS.searchDocuments)
  documents(
    @Payload(new ZodMessagePipe(SearchDocumentsQuerySchema)) { limit, cursor }: z.output<typeof SearchDocumentsQuerySchema>,
  ): Promise<SearchDocumentsPage> {
    return this.feed.page(limit, cursor);
  }

  @MessagePattern(CONTENT_PATTERNS.searchDocument)
  document(@Payload(new ZodMessagePipe(SearchDocumentRefSchema)) { kind, id }: SearchDocumentRef): Promise<SearchDocument | null> {
    return this.feed.one(kind, id);
  }
}
