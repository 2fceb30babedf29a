import { contentKeys, getPostSummariesPagesQueryOptions, toSummariesPage } from '@livefully/content-queries';
import { describe, expect, it } from 'vitest';
import { POSTS_PAGE_SIZE } from './get-posts-pages';

describe('posts pages', () => {
  it('pages by 9 and asks for the next page with the cursor the last one gave', () => {
    expect(POSTS_PAGE_SIZE).toBe(9);
    const options = getPostSummariesPagesQueryOptions(POSTS_PAGE_SIZE);
    expect(options.initialPageParam).toBeNull();
    const next = options.getNextPageParam as (page: { posts: unknown[]; nextCursor: string | null }) => unknown;
    expect(next({ posts: [], nextCursor: 'abc' })).toBe('abc');
    expect(next({ posts: [], nextCursor: null })).toBeUndefined();
  });

  it('keeps the pages of each filter apart', () => {
    expect(getPostSummariesPagesQueryOptions(9, { q: 'tea', category: '' }).queryKey).toEqual(
      contentKeys.postPages(9, { q: 'tea', category: '' }),
    );
    expect(getPostSummariesPagesQueryOptions(9, { q: 'tea' }).queryKey).not.toEqual(getPostSummariesPagesQueryOptions(9, {}).queryKey);
  });

  it('reads a whole-list answer as a single last page', () => {
    expect(toSummariesPage([])).toEqual({ posts: [], nextCursor: null });
    expect(toSummariesPage({ posts: [], nextCursor: 'x' })).toEqual({ posts: [], nextCursor: 'x' });
  });
});
