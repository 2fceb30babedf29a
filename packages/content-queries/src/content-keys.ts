/**
 * Every key under which a remote caches what the content service serves to visitors. A reader
 * builds its key here and a writer refreshes by the same roots, so the two cannot drift apart.
 */
export const contentKeys = {
  posts: ['blog-posts'] as const,
  /** The newest `count` posts, as summaries (home). */
  latestPosts: (count: number) => [...contentKeys.posts, 'latest', count] as const,
  /** Pages of `limit` summaries through the posts that match the filters (blog list). */
  postPages: (limit: number, filters: { q?: string | undefined; category?: string | undefined }) =>
    [...contentKeys.posts, 'pages', limit, { q: filters.q ?? '', category: filters.category ?? '' }] as const,
  post: (slug: string) => [...contentKeys.posts, 'detail', slug] as const,
  postTopics: (postId: string) => [...contentKeys.posts, 'topics', postId] as const,
  relatedPosts: (slug: string, limit: number) => [...contentKeys.posts, 'related', slug, limit] as const,
  guides: ['guides'] as const,
  guide: (slug: string) => [...contentKeys.guides, slug] as const,
  topics: ['topics'] as const,
  topic: (slug: string) => [...contentKeys.topics, slug] as const,
  topicPosts: (slug: string) => [...contentKeys.topics, slug, 'blog-posts'] as const,
  /** An author page: the profile and its first `pages` pages of articles. */
  authors: ['authors'] as const,
  authorPage: (slug: string, pages: number) => [...contentKeys.authors, slug, pages] as const,
  categories: ['categories'] as const,
  /** The categories that have published posts (the blog list's dropdown). */
  postCategories: () => [...contentKeys.categories, 'with-posts'] as const,
  categoryPosts: (categorySlug: string) => [...contentKeys.categories, categorySlug, 'blog-posts'] as const,
};

/** The roots of every public content cache: what a write to content must refresh. */
export const PUBLIC_CONTENT_ROOTS = [
  contentKeys.posts,
  contentKeys.guides,
  contentKeys.topics,
  contentKeys.categories,
  contentKeys.authors,
] as const;
