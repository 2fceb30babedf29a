import type { PagePrefetch } from '@livefully/web-kit';
import type { ReactNode } from 'react';
import { getHomeGuidesQueryOptions } from '../features/home/api/get-guides';
import { getHomeLatestPostsQueryOptions } from '../features/home/api/get-latest-posts';
import { getHomeLeadPostQueryOptions } from '../features/home/api/get-lead-post';
import { getHomeTopicsQueryOptions } from '../features/home/api/get-topics';
import { Home } from '../features/home/components/home';

export type HomePageProps = {
  /** The newsletter sign-up, rendered in the home page's newsletter section. */
  newsletterSlot?: ReactNode;
};

export default function HomePage({ newsletterSlot }: HomePageProps) {
  return <Home newsletterSlot={newsletterSlot} />;
}

/**
 * The lead story and the three lists of the home page, which the server renders with them on each visit (docs/requirements.md#r-query-cache:
 * read afresh); the application the browser renders (the admin area) reads them again on mount.
 */
export const prefetch: PagePrefetch = async ({ queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery(getHomeLeadPostQueryOptions()),
    queryClient.prefetchQuery(getHomeLatestPostsQueryOptions()),
    queryClient.prefetchQuery(getHomeGuidesQueryOptions()),
    queryClient.prefetchQuery(getHomeTopicsQueryOptions()),
  ]);
};
