import { z } from 'zod';
import { SitePageSchema } from '../content.schemas.js';
import { ContentChangedSchema } from '../content.events.js';
import { SearchDocumentRefSchema, SearchDocumentSchema, SearchDocumentsPageSchema, SearchDocumentsQuerySchema } from '../search.schemas.js';
import { operation } from './operation.js';

/** Service to service only: the content service feeds the search index and the crawl files, and announces changes. */
export const contentFeedOperations = {
  searchDocuments: operation({
    name: 'searchDocuments',
    summary: 'Every public post, guide and topic as a search document, a page at a time',
    service: 'content',
    pattern: 'content.search.documents',
    message: SearchDocumentsQuerySchema,
    response: SearchDocumentsPageSchema,
  }),
  searchDocument: operation({
    name: 'searchDocument',
    summary: 'One item as a search document, or null when it is gone or not public',
    service: 'content',
    pattern: 'content.search.document',
    message: SearchDocumentRefSchema,
    response: SearchDocumentSchema.nullable(),
  }),
  sitePages: operation({
    name: 'sitePages',
    summary: 'Every public post, guide and topic with its slug and last change, for the sitemap',
    service: 'content',
    pattern: 'content.site.pages',
    response: z.array(SitePageSchema),
  }),
  contentChanged: operation({
    name: 'contentChanged',
    summary: 'Emitted by the content service after every committed change; the search service follows it',
    service: 'search',
    pattern: 'content.changed',
    kind: 'event',
    message: ContentChangedSchema,
    response: z.void(),
  }),
} as const;
