import { getPostCategoriesQueryOptions, getPostSummariesPagesQueryOptions } from '@livefully/content-queries';
import { Island, PageMeta, type PagePrefetch } from '@livefully/web-kit';
import { useLocation, useSearchParams } from '@livefully/web-kit/router';
import { PageHeader } from '../components/page-header/page-header';
import { POSTS_PAGE_SIZE } from '../features/blog/api/get-posts-pages';
import { BlogList } from '../features/blog/components/blog-list';
import { blogPagesOf } from '../features/blog/utils/blog-address';

const SUBTITLE = 'Fresh takes on how to live fully, make memories, and prioritize what really matters, every day.';

export default function BlogListPage() {
  const [params] = useSearchParams();
  // In the application the browser renders (the admin area), a link to another list starts it anew.
  const { key } = useLocation();
  const address = { category: params.get('category') ?? '', q: params.get('q') ?? '', pages: blogPagesOf(params.get('page')) };
  return (
    <div className="container page">
      <PageMeta title="Blog - Latest Articles" description={SUBTITLE} />
      <PageHeader eyebrow="The Live Fully Blog" title="Latest Insights" subtitle={SUBTITLE} />
      <Island key={key} name="mf_content/BlogList" component={BlogList} props={address} readsQueries />
    </div>
  );
}

/**
 * The list the address names: the articles for its category and search (`q`, trimmed, as the
 * list asks for it), its first `page` pages (1 to 50), and the category list.
 */
export const prefetch: PagePrefetch = async ({ searchParams, queryClient }) => {
  const filters = { q: (searchParams.get('q') ?? '').trim(), category: searchParams.get('category') ?? '' };
  const pages = blogPagesOf(searchParams.get('page'));
  await Promise.all([
    queryClient.prefetchInfiniteQuery({ ...getPostSummariesPagesQueryOptions(POSTS_PAGE_SIZE, filters), pages }),
    queryClient.prefetchQuery(getPostCategoriesQueryOptions()),
  ]);
};
