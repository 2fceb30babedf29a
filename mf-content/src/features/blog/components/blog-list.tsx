import { ErrorPanel, Spinner } from '@livefully/web-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePostCategories } from '../api/get-post-categories';
import { POSTS_PAGE_SIZE, usePostsPages } from '../api/get-posts-pages';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { useFocusAfterLoadMore } from '../hooks/use-focus-after-load-more';
import { blogSearch, type BlogAddress } from '../utils/blog-address';
import { categoryOptions } from '../utils/post-categories';
import type { PostFilters } from '../utils/post-filters';
import { statusLine } from '../utils/status-line';
import { BlogEmpty } from './blog-empty';
import { BlogFilters } from './blog-filters';
import { BlogStatus } from './blog-status';
import { LoadMore } from './load-more';
import { PostGrid } from './post-grid';
import './blog-list.css';

/**
 * The blog list with its filters: an island of the blog page (`mf_content/BlogList`), rendered
 * for the address its page was served at (`category`, `q` as typed, `pages`), which it then keeps
 * in step with what it shows.
 */
export function BlogList(address: BlogAddress) {
  const { filters, q, pages, setSearch, setCategory, setPages, clearFilters } = useBlogFilters(address);
  const asked = useMemo<PostFilters>(() => ({ search: q, category: filters.category }), [q, filters.category]);
  const query = usePostsPages({ q, category: filters.category });
  const categories = usePostCategories();
  const listRef = useRef<HTMLUListElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const posts = useMemo(() => query.data?.pages.flatMap((page) => page.posts) ?? [], [query.data]);
  const options = useMemo(() => categoryOptions(categories.data ?? [], filters.category), [categories.data, filters.category]);
  // The status line tells what the cards show: while a new filter loads, the last one's cards stay, and so does their line.
  const updating = query.isPlaceholderData;
  const [shownFilters, setShownFilters] = useState(asked);
  if (query.isSuccess && !updating && shownFilters !== asked) setShownFilters(asked);

  const loadingMore = query.isFetchingNextPage;
  const rememberFocus = useFocusAfterLoadMore(listRef, statusRef, posts.length, loadingMore);
  const failedMore = query.isFetchNextPageError;
  const canLoadMore = query.hasNextPage && (posts.length >= POSTS_PAGE_SIZE || failedMore);

  // The address names the pages shown (history's replace), so a reload or the way back shows them
  // again; an address that names more than the list holds (reached from within the site) reads them.
  const loaded = query.data?.pages.length ?? 0;
  const settled = query.isSuccess && !updating && !query.isFetching && !failedMore;
  const { hasNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (!settled) return;
    if (loaded < pages && hasNextPage) void fetchNextPage();
    else if (loaded !== pages) setPages(loaded);
  }, [settled, loaded, pages, hasNextPage, fetchNextPage, setPages]);

  return (
    <>
      <BlogFilters filters={filters} categories={options} onSearchChange={setSearch} onCategoryChange={setCategory} />
      <BlogStatus ref={statusRef} text={query.isSuccess ? statusLine(posts.length, shownFilters) : ''} />
      {query.isPending || (query.isError && !query.data && query.isFetching) ? (
        <Spinner label="Loading articles..." />
      ) : query.isError && !query.data ? (
        <ErrorPanel
          title="We couldn't load the articles"
          message="Something went wrong on our side. Please try again in a moment."
          onRetry={() => void query.refetch()}
        />
      ) : posts.length === 0 ? (
        <BlogEmpty onClearFilters={clearFilters} />
      ) : (
        <>
          <PostGrid ref={listRef} posts={posts} busy={updating} />
          {canLoadMore ? (
            <LoadMore
              loading={loadingMore}
              disabled={updating}
              failed={failedMore}
              href={blogSearch({ category: filters.category, q, pages: loaded + 1 })}
              onLoadMore={() => {
                rememberFocus();
                void query.fetchNextPage();
              }}
            />
          ) : null}
        </>
      )}
    </>
  );
}
