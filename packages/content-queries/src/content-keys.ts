/**
 * Every key under which a remote caches what the content service serves to visitors. A reader
 * builds its key here and a writer refreshes by the same roots, so the two cannot drift apart.
 */
export const contentKeys = {
  posts: ['blog-posts'] as const,
  postList: () => [...contentKeys.posts, 'list'] as const,
  postPages: (limit: number) => [...contentKeys.posts, 'pages', limit] as const,
  post: (slug: string) => [...contentKeys.posts, 'detail', slug] as const,
  postTopics: (postId: string) => [...contentKeys.posts, 'topics', postId] as const,
  guides: ['guides'] as const,
  guide: (slug: string) => [...contentKeys.guides, slug] as const,
  topics: ['topics'] as const,
  topic: (slug: string) => [...contentKeys.topics, slug] as const,
  topicPosts: (slug: string) => [...contentKeys.topics, slug, 'blog-posts'] as const,
  categories: ['categories'] as const,
  categoryPosts: (categorySlug: string) => [...contentKeys.categories, categorySlug, 'blog-posts'] as const,
};

/** The roots of every public content cache: what a write to content must refresh. */
export const PUBLIC_CONTENT_ROOTS = [contentKeys.posts, contentKeys.guides, contentKeys.topics, contentKeys.categories] as const;
