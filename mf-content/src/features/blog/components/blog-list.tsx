import { ErrorPanel, Spinner } from '@livefully/web-kit';
import { useMemo, useRef } from 'react';
import { POSTS_PAGE_SIZE, usePostsPages } from '../api/get-posts-pages';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { useFillFilteredResults } from '../hooks/use-fill-filtered-results';
import { useFocusAfterLoadMore } from '../hooks/use-focus-after-load-more';
import { filterPosts } from '../utils/match-post';
import { postCategories } from '../utils/post-categories';
import { hasActiveFilters } from '../utils/post-filters';
import { statusLine } from '../utils/status-line';
import { BlogEmpty } from './blog-empty';
import { BlogFilters } from './blog-filters';
import { BlogStatus } from './blog-status';
import { LoadMore } from './load-more';
import { PostGrid } from './post-grid';
import './blog-list.css';

export function BlogList() {
  const query = usePostsPages();
  const { filters, setSearch, setCategory, clearFilters } = useBlogFilters();
  const listRef = useRef<HTMLUListElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const posts = useMemo(() => query.data?.pages.flatMap((page) => page.posts) ?? [], [query.data]);
  const shown = useMemo(() => filterPosts(posts, filters), [posts, filters]);
  const categories = useMemo(() => postCategories(posts, filters.category), [posts, filters.category]);

  const filtering = hasActiveFilters(filters);
  const loadingMore = query.isFetchingNextPage;
  useFillFilteredResults(filtering, shown.length, {
    hasNextPage: query.hasNextPage,
    isFetching: query.isFetching,
    isError: query.isFetchNextPageError,
    fetchNextPage: query.fetchNextPage,
  });
  const rememberFocus = useFocusAfterLoadMore(listRef, statusRef, shown.length, loadingMore);

  const loaded = query.isSuccess;
  const failedMore = query.isFetchNextPageError;
  const canLoadMore = query.hasNextPage && (shown.length >= POSTS_PAGE_SIZE || failedMore);
  const stillSearching = shown.length === 0 && filtering && (query.hasNextPage || loadingMore) && !failedMore;

  return (
    <>
      <BlogFilters filters={filters} categories={categories} onSearchChange={setSearch} onCategoryChange={setCategory} />
      <BlogStatus ref={statusRef} text={loaded ? statusLine(shown.length, filters) : ''} />
      {query.isPending || (query.isError && !query.data && query.isFetching) ? (
        <Spinner label="Loading articles..." />
      ) : query.isError && !query.data ? (
        <ErrorPanel
          title="We couldn't load the articles"
          message="Something went wrong on our side. Please try again in a moment."
          onRetry={() => void query.refetch()}
        />
      ) : stillSearching ? (
        <Spinner label="Searching more articles..." />
      ) : shown.length === 0 ? (
        <BlogEmpty onClearFilters={clearFilters} />
      ) : (
        <>
          <PostGrid ref={listRef} posts={shown} />
          {canLoadMore ? (
            <LoadMore
              loading={loadingMore}
              failed={failedMore}
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
