import { getTopicPostsQueryOptions, getTopicQueryOptions } from '@livefully/content-queries';
import type { PagePrefetch } from '@livefully/web-kit';
import { useParams } from '@livefully/web-kit/router';
import { Topic } from '../features/topics/components/topic';

export default function TopicPage() {
  const { slug = '' } = useParams();
  return <Topic key={slug} slug={slug} />;
}

/** The topic and its articles: everything its first render reads. */
export const prefetch: PagePrefetch = async ({ params, queryClient }) => {
  const slug = params.slug ?? '';
  const [topic] = await Promise.all([
    queryClient.fetchQuery(getTopicQueryOptions(slug)),
    queryClient.prefetchQuery(getTopicPostsQueryOptions(slug)),
  ]);
  return topic ? {} : { notFound: true };
};
