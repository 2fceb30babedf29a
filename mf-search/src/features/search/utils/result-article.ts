import type { SearchResult } from '@livefully/contracts';
import type { CardArticle } from '@livefully/web-kit/cards';
import { resultPath } from './result-type';

/**
 * A result as its card shows it (docs/cards.md). A result indexed before results carried a
 * picture, and a topic, has none: the card keeps a neutral block in its place.
 */
export function resultArticle(result: SearchResult): CardArticle {
  return {
    to: resultPath(result),
    image: result.imagePath ? { src: result.imagePath, alt: result.imageAlt ?? '', focal: result.imageFocal } : null,
    title: result.title,
    excerpt: result.excerpt,
    date: result.publishedAt,
    author: result.authorName ? { name: result.authorName, slug: result.authorSlug } : null,
    readTime: result.readTime,
  };
}
