import { PUBLIC_CONTENT_ROOTS } from '@livefully/content-queries';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys';

/**
 * A write changes the counts the other lists show (a post moves a category's and its topics'
 * numbers) and what visitors read, whose caches never go stale on their own (docs/requirements.md#r-query-cache). Search
 * results are not cached: each search asks the server, which follows content by itself.
 */
export async function refreshRelatedContent(queryClient: QueryClient): Promise<void> {
  const related = [adminKeys.posts, adminKeys.guides, adminKeys.topics, adminKeys.categories].map(adminKeys.list);
  await Promise.all([
    ...related.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // A delete fills the trash and every write adds to the audit log.
    queryClient.invalidateQueries({ queryKey: adminKeys.trash }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    ...PUBLIC_CONTENT_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
