import { z } from 'zod';
import { TopicRefSchema } from './content.schemas.js';
import { storableString } from './text.js';
import { CONTENT_KINDS } from './content-kinds.js';
import { FocalPointSchema } from './media.js';

export const SearchResultTypeSchema = z.enum(['blog_post', 'guide', 'topic']);
export type SearchResultType = z.infer<typeof SearchResultTypeSchema>;

/**
 * What a result's card shows besides its text (docs/cards.md): the item's picture, a post's
 * author and read time. All optional: a document indexed before they were added, and a
 * search service of an earlier release, have none, and a topic has no picture.
 */
export const SearchCardFields = {
  imagePath: z.string().optional(),
  imageAlt: z.string().optional(),
  /** The library image's focal point, when it is not the centre. */
  imageFocal: FocalPointSchema.optional(),
  authorName: z.string().optional(),
  /** The author page's slug: `/authors/{authorSlug}`. */
  authorSlug: z.string().optional(),
  readTime: z.number().int().positive().optional(),
};

export const SearchResultSchema = z.object({
  type: SearchResultTypeSchema,
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  categoryName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  topics: z.array(TopicRefSchema),
  ...SearchCardFields,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  results: z.array(SearchResultSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const SearchQuerySchema = z.object({
  q: storableString('Search term').trim().min(1, 'Search term is required').max(200, 'Search term must be less than 200 characters'),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * The most words one search looks for; later words are ignored. Each word is matched with
 * typos allowed, which is the expensive part, so this bounds what any single search costs.
 */
export const SEARCH_MAX_TERMS = 8;

/** The query as the engines get it: its first SEARCH_MAX_TERMS words. */
export function boundedSearchTerms(q: string): string {
  return q.trim().split(/\s+/).slice(0, SEARCH_MAX_TERMS).join(' ');
}

/** What one search counts against a client's search budget: 1 for one or two words, up to 4 for eight. */
export function searchCost(q: string): number {
  const words = boundedSearchTerms(q).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 2));
}

/** The most results one search answers; `total` still counts every match. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * What the content service hands the search service for one public item: the fields a
 * search matches on (title, excerpt, body, tags, category and topic names) and the ones a
 * result shows. `excerpt` is a post's excerpt, a guide's or topic's description; `body` is
 * the markdown content ('' for a topic); `publishedAt` is set for posts only. The card's fields
 * (SearchCardFields) are a post's or guide's picture and a post's author and read time.
 */
export const SearchDocumentSchema = z.object({
  type: SearchResultTypeSchema,
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  categoryName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  topics: z.array(TopicRefSchema),
  ...SearchCardFields,
});
export type SearchDocument = z.infer<typeof SearchDocumentSchema>;

/** The kinds of content.changed that carry a search document (a category has none of its own). */
export const SearchDocumentKindSchema = z.enum(CONTENT_KINDS).exclude(['category']);
export type SearchDocumentKind = z.infer<typeof SearchDocumentKindSchema>;

export const SEARCH_TYPE_OF_KIND: Record<SearchDocumentKind, SearchResultType> = { post: 'blog_post', guide: 'guide', topic: 'topic' };

export const SearchDocumentRefSchema = z.object({ kind: SearchDocumentKindSchema, id: z.uuid() });
export type SearchDocumentRef = z.infer<typeof SearchDocumentRefSchema>;

/** Pages of search documents: posts first, then guides, then topics, each by id. */
export const SEARCH_DOCUMENTS_PAGE_MAX = 2_000;
export const SearchDocumentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SEARCH_DOCUMENTS_PAGE_MAX).default(500),
  cursor: z
    .string()
    .regex(/^(post|guide|topic):[0-9a-f-]{36}$/, 'cursor is not one this service gave out')
    .optional(),
});
export type SearchDocumentsQuery = z.input<typeof SearchDocumentsQuerySchema>;

export const SearchDocumentsPageSchema = z.object({
  documents: z.array(SearchDocumentSchema),
  /** Pass back as `cursor` for the next page; null after the last one. */
  nextCursor: z.string().nullable(),
});
export type SearchDocumentsPage = z.infer<typeof SearchDocumentsPageSchema>;
