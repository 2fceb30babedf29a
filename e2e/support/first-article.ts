import type { APIRequestContext } from '@playwright/test';

/** The newest article's address, as the API lists it. */
export async function firstArticlePath(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/blog-posts?view=summary&limit=1')).json()) as { data: { posts: { slug: string }[] } };
  const slug = answer.data.posts[0]?.slug;
  if (!slug) throw new Error('the seed has no article');
  return `/blog/${slug}`;
}
