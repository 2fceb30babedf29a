import type { BlogPost } from '@livefully/contracts';

/**
 * The dropdown's categories: the distinct ones of the loaded articles, alphabetical so that the
 * list does not reshuffle as pages arrive. A selected category that no loaded article has yet
 * (a `?category=` link) is kept, so the dropdown always shows what is filtering the list.
 */
export function postCategories(posts: readonly Pick<BlogPost, 'category'>[], selected = ''): string[] {
  const categories = new Set(posts.map((post) => post.category));
  if (selected) categories.add(selected);
  return [...categories].sort((a, b) => a.localeCompare(b, 'en'));
}
