import { getPostQueryOptions, getPostTopicsQueryOptions, getRelatedPostsQueryOptions } from '@livefully/content-queries';
import type { PagePrefetch } from '@livefully/web-kit';
import { useParams } from '@livefully/web-kit/router';
import { RELATED_POSTS_MAX } from '../features/article/api/get-related-posts';
import { Article } from '../features/article/components/article';

export default function ArticlePage() {
  const { slug = '' } = useParams();
  return <Article key={slug} slug={slug} />;
}

/** The article, its topics and the related articles: everything its first render reads. */
export const prefetch: PagePrefetch = async ({ params, queryClient }) => {
  const slug = params.slug ?? '';
  const [post] = await Promise.all([
    queryClient.fetchQuery(getPostQueryOptions(slug)),
    queryClient.prefetchQuery(getRelatedPostsQueryOptions(slug, RELATED_POSTS_MAX)),
  ]);
  if (!post) return { notFound: true };
  await queryClient.prefetchQuery(getPostTopicsQueryOptions(post.id));
  return {};
};
