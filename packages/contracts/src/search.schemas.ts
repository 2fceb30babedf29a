import { z } from 'zod';
import { TopicRefSchema } from './content.schemas.js';

export const SearchResultTypeSchema = z.enum(['blog_post', 'guide', 'topic']);
export type SearchResultType = z.infer<typeof SearchResultTypeSchema>;

export const SearchResultSchema = z.object({
  type: SearchResultTypeSchema,
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  categoryName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  topics: z.array(TopicRefSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  results: z.array(SearchResultSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Search term is required').max(200, 'Search term must be less than 200 characters'),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SEARCH_PATTERNS = {
  query: 'search.query',
} as const;
