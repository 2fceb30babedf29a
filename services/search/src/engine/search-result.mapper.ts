import type { SearchDocument, SearchResult } from '@livefully/contracts';

/** The optional fields of a result's card (docs/cards.md); a document indexed before them lacks them. */
export const CARD_FIELDS = ['imagePath', 'imageAlt', 'imageFocal', 'authorName', 'authorSlug', 'readTime'] as const;

/** The fields of a document a result shows (docs/requirements.md#r-search-response). */
export const RESULT_FIELDS = ['type', 'id', 'slug', 'title', 'excerpt', 'categoryName', 'publishedAt', 'topics', ...CARD_FIELDS] as const;

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
    ...cardFields(document),
  };
}

/** The card's fields the document has; absent ones stay absent rather than undefined. */
function cardFields(document: Pick<SearchDocument, (typeof CARD_FIELDS)[number]>): Pick<SearchResult, (typeof CARD_FIELDS)[number]> {
  const { imagePath, imageAlt, imageFocal, authorName, authorSlug, readTime } = document;
  return {
    ...(imagePath ? { imagePath, imageAlt: imageAlt ?? '' } : {}),
    ...(imagePath && imageFocal ? { imageFocal: { x: imageFocal.x, y: imageFocal.y } } : {}),
    ...(authorName ? { authorName } : {}),
    ...(authorName && authorSlug ? { authorSlug } : {}),
    ...(readTime ? { readTime } : {}),
  };
}
