import { describe, expect, it } from 'vitest';
import { getGuidesQueryOptions } from './get-guides';
import { getLatestPostsQueryOptions } from './get-latest-posts';
import { getTopicsQueryOptions } from './get-topics';

describe('home lists (SPEC §9)', () => {
  it.each([
    ['posts', getLatestPostsQueryOptions()],
    ['guides', getGuidesQueryOptions()],
    ['topics', getTopicsQueryOptions()],
  ])('%s are stale at once, so they refetch on mount, and stay cached 5 minutes', (_name, options) => {
    expect(options.staleTime).toBe(0);
    expect(options.gcTime).toBe(300_000);
  });
});
