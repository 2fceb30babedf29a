import type { SearchDocument, SearchResult } from '@livefully/contracts';

/** The fields of a document a result shows (docs/requirements.md#r-search-response). */
export const RESULT_FIELDS = ['type', 'id', 'slug', 'title', 'excerpt', 'categoryName', 'publishedAt', 'topics'] as const;

export function toSearchResult(document: Pick<SearchDocument, (typeof RESULT_FIELDS)[number]>): SearchResult {
  return {
    type: document.type,
    id: document.id,
    slug: document.slug,
    title: document.title,
    excerpt: document.excerpt,
    categoryName: document.categoryName ?? null,
    publishedAt: document.publishedAt ?? null,
    topics: (document.topics ?? []).map(({ id, slug, name }) => ({ id, slug, name })),
  };
}
