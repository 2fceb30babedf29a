import { Controller } from '@nestjs/common';
import {
  contentFeedOperations,
  SearchDocumentsQuerySchema,
  type SearchDocument,
  type SearchDocumentRef,
  type SearchDocumentsPage,
} from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import type { z } from 'zod';
import { SearchFeedService } from './search-feed.service.js';

/** The search service's source of truth: it reconciles from searchDocuments and follows content.changed with searchDocument. */
@Controller()
export class SearchFeedController {
  constructor(private readonly feed: SearchFeedService) {}

  @Handles(contentFeedOperations.searchDocuments)
  documents({ limit, cursor }: z.output<typeof SearchDocumentsQuerySchema>): Promise<SearchDocumentsPage> {
    return this.feed.page(limit, cursor);
  }

  @Handles(contentFeedOperations.searchDocument)
  document({ kind, id }: SearchDocumentRef): Promise<SearchDocument | null> {
    return this.feed.one(kind, id);
  }
}
