import type { BlogPost } from '@livefully/contracts';

/** docs/requirements.md#r-related-limits: a guide page shows at most 4 related articles. */
export const MAX_RELATED_GUIDE_ARTICLES = 4;

export function pickRelatedArticles(posts: readonly BlogPost[], max = MAX_RELATED_GUIDE_ARTICLES): BlogPost[] {
  return posts.slice(0, max);
}

/** Where 'View All {category} Articles' leads: the blog list filtered to that category. */
export function categoryArticlesPath(category: string): string {
  return `/blog?category=${encodeURIComponent(category)}`;
}
