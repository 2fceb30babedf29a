import { getGuidesQueryOptions, getPostQueryOptions, getTopicPostsQueryOptions } from '@livefully/content-queries';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from './query-keys';
import { refreshRelatedContent } from './refresh-content';

describe('refreshRelatedContent', () => {
  it("marks stale what visitors read through mf-content's queries, and the admin lists", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const keys = [
      getPostQueryOptions('slow-mornings').queryKey,
      getGuidesQueryOptions().queryKey,
      getTopicPostsQueryOptions('foodie').queryKey,
      adminKeys.list(adminKeys.categories),
    ];
    for (const queryKey of keys) client.setQueryData(queryKey, []);
    await refreshRelatedContent(client);
    for (const queryKey of keys) expect(client.getQueryState(queryKey)?.isInvalidated, JSON.stringify(queryKey)).toBe(true);
  });
});
