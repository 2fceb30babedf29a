import { getPostCategoriesQueryOptions, getPostSummariesPagesQueryOptions } from '@livefully/content-queries';
import { PageMeta, type PagePrefetch } from '@livefully/web-kit';
import { PageHeader } from '../components/page-header/page-header';
import { POSTS_PAGE_SIZE } from '../features/blog/api/get-posts-pages';
import { BlogList } from '../features/blog/components/blog-list';

const SUBTITLE = 'Fresh takes on how to live fully, make memories, and prioritize what really matters, every day.';

export default function BlogListPage() {
  return (
    <div className="container page">
      <PageMeta title="Blog - Latest Articles" description={SUBTITLE} />
      <PageHeader eyebrow="The Live Fully Blog" title="Latest Insights" subtitle={SUBTITLE} />
      <BlogList />
    </div>
  );
}

/** The first page of articles for the category in the URL (the search text starts empty) and the category list. */
export const prefetch: PagePrefetch = async ({ searchParams, queryClient }) => {
  const filters = { q: '', category: searchParams.get('category') ?? '' };
  await Promise.all([
    queryClient.prefetchInfiniteQuery(getPostSummariesPagesQueryOptions(POSTS_PAGE_SIZE, filters)),
    queryClient.prefetchQuery(getPostCategoriesQueryOptions()),
  ]);
};
