import { getCategoryPostsQueryOptions, getGuideQueryOptions } from '@livefully/content-queries';
import type { PagePrefetch } from '@livefully/web-kit';
import { useParams } from '@livefully/web-kit/router';
import { Guide } from '../features/guides/components/guide';

/** Also reached as /guide/{slug}?app=1; the query changes nothing about the guide shown. */
export default function GuidePage() {
  const { slug = '' } = useParams();
  return <Guide key={slug} slug={slug} />;
}

/** The guide and the articles of its category: everything its first render reads. */
export const prefetch: PagePrefetch = async ({ params, queryClient }) => {
  const guide = await queryClient.fetchQuery(getGuideQueryOptions(params.slug ?? ''));
  if (!guide) return { notFound: true };
  await queryClient.prefetchQuery(getCategoryPostsQueryOptions(guide.category));
  return {};
};
