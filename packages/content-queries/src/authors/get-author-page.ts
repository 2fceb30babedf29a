import type { AuthorPage } from '@livefully/contracts';
import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';
import { notFoundAsNull } from '../not-found-as-null';

/** Articles an author page shows at a time; `?page=N` shows the first N pages (docs/authors.md). */
export const AUTHOR_PAGE_SIZE = 12;
export const AUTHOR_PAGES_MAX = 10;

/** `?page=` as the author page reads it: 1 to AUTHOR_PAGES_MAX, anything else 1. */
export function authorPagesOf(page: string | null): number {
  const pages = Number(page);
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, AUTHOR_PAGES_MAX) : 1;
}

/**
 * The author and their first `pages` pages of articles, one after the other by the cursor each
 * gives, as one answer; `null` when the server says there is no such page (404).
 */
export async function getAuthorPage(slug: string, pages: number, { signal }: { signal?: AbortSignal } = {}): Promise<AuthorPage | null> {
  const first = await notFoundAsNull(
    callApi(contentRoutes.getAuthorPage, { params: { slug }, query: { limit: AUTHOR_PAGE_SIZE } }, { signal }),
  );
  if (!first) return null;
  let page = first;
  const posts = [...first.posts];
  for (let n = 1; n < pages && page.nextCursor; n++) {
    page = await callApi(
      contentRoutes.getAuthorPage,
      { params: { slug }, query: { limit: AUTHOR_PAGE_SIZE, cursor: page.nextCursor } },
      { signal },
    );
    posts.push(...page.posts);
  }
  return { ...first, posts, nextCursor: page.nextCursor };
}

export function getAuthorPageQueryOptions(slug: string, pages = 1) {
  return queryOptions({
    queryKey: contentKeys.authorPage(slug, pages),
    queryFn: ({ signal }) => getAuthorPage(slug, pages, { signal }),
  });
}
