import { getGuidesQueryOptions, getPostsQueryOptions, getTopicsQueryOptions } from '@livefully/content-queries';
import { describe, expect, it } from 'vitest';
import { getHomeGuidesQueryOptions } from './get-guides';
import { getLatestPostsQueryOptions } from './get-latest-posts';
import { getHomeTopicsQueryOptions } from './get-topics';

describe('home lists (SPEC §9)', () => {
  it.each([
    ['posts', getLatestPostsQueryOptions()],
    ['guides', getHomeGuidesQueryOptions()],
    ['topics', getHomeTopicsQueryOptions()],
  ])('%s are stale at once, so they refetch on mount, and stay cached 5 minutes', (_name, options) => {
    expect(options.staleTime).toBe(0);
    expect(options.gcTime).toBe(300_000);
  });

  it('shares the one cache entry of each list with the rest of the site', () => {
    expect(getLatestPostsQueryOptions().queryKey).toEqual(getPostsQueryOptions().queryKey);
    expect(getHomeGuidesQueryOptions().queryKey).toEqual(getGuidesQueryOptions().queryKey);
    expect(getHomeTopicsQueryOptions().queryKey).toEqual(getTopicsQueryOptions().queryKey);
  });
});
