import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, PUBLIC_CONTENT_KEYS } from './query-keys';

/**
 * A write changes the counts the other lists show (a post moves a category's and its topics'
 * numbers) and what visitors read, whose caches never go stale on their own (SPEC §9).
 */
export async function refreshRelatedContent(queryClient: QueryClient): Promise<void> {
  const related = [adminKeys.posts, adminKeys.guides, adminKeys.topics, adminKeys.categories].map((queryKey) => [...queryKey, 'list']);
  await Promise.all([
    ...related.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...PUBLIC_CONTENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  ]);
}
