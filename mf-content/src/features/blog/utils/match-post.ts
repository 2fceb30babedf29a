import type { BlogPost } from '@livefully/contracts';
import { searchTermOf, type PostFilters } from './post-filters';

type Matchable = Pick<BlogPost, 'title' | 'excerpt' | 'category' | 'tags'>;

/**
 * SPEC §5: (no search text, or it appears case-insensitively in the title, the excerpt or a tag)
 * and (no category, or the article's category is that one).
 */
export function matchesFilters(post: Matchable, filters: PostFilters): boolean {
  const needle = searchTermOf(filters).toLowerCase();
  const texts = [post.title, post.excerpt, ...(post.tags ?? [])];
  const searchMatches = needle === '' || texts.some((text) => text.toLowerCase().includes(needle));
  const categoryMatches = filters.category === '' || post.category === filters.category;
  return searchMatches && categoryMatches;
}

export function filterPosts<T extends Matchable>(posts: readonly T[], filters: PostFilters): T[] {
  return posts.filter((post) => matchesFilters(post, filters));
}
