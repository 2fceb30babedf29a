import type { PagePrefetch } from '@livefully/web-kit';
import type { QueryClient } from '@tanstack/react-query';
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
    prefetchLead(queryClient),
    queryClient.prefetchQuery(getHomeLatestPostsQueryOptions()),
    queryClient.prefetchQuery(getHomeGuidesQueryOptions()),
    queryClient.prefetchQuery(getHomeTopicsQueryOptions()),
  ]);
};

/**
 * The lead is the one part of home the page does without (docs/pages.md): when its read fails, as
 * it does while a gateway or content service of the release before it still runs, the server
 * renders the page with no lead block instead of failing the whole page. The failed read is
 * dropped, not kept as an error: the renderer answers 503 (or 404, for a refusal) for a page with a
 * failed read in its query cache.
 */
async function prefetchLead(queryClient: QueryClient): Promise<void> {
  const options = getHomeLeadPostQueryOptions();
  try {
    await queryClient.fetchQuery(options);
  } catch {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}
