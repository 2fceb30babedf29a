import { contentKeys, getGuidesQueryOptions, getTopicsQueryOptions } from '@livefully/content-queries';
import { describe, expect, it } from 'vitest';
import { getHomeGuidesQueryOptions } from './get-guides';
import { getHomeLatestPostsQueryOptions } from './get-latest-posts';
import { getHomeLeadPostQueryOptions } from './get-lead-post';
import { getHomeTopicsQueryOptions } from './get-topics';

describe('home lists (docs/requirements.md#r-query-cache)', () => {
  it.each([
    ['posts', getHomeLatestPostsQueryOptions()],
    ['guides', getHomeGuidesQueryOptions()],
    ['topics', getHomeTopicsQueryOptions()],
    ['the lead story', getHomeLeadPostQueryOptions()],
  ])('%s are stale at once, so they refetch on mount, and stay cached 5 minutes', (_name, options) => {
    expect(options.staleTime).toBe(0);
    expect(options.gcTime).toBe(300_000);
  });

  it('asks only for the newest 6 posts, under the posts root a content write refreshes', () => {
    expect(getHomeLatestPostsQueryOptions().queryKey).toEqual(contentKeys.latestPosts(6));
  });

  it('keeps the lead story under the posts root a content write refreshes', () => {
    expect(getHomeLeadPostQueryOptions().queryKey.slice(0, contentKeys.posts.length)).toEqual(contentKeys.posts);
  });

  it('shares the one cache entry of the guides and topics lists with the rest of the site', () => {
    expect(getHomeGuidesQueryOptions().queryKey).toEqual(getGuidesQueryOptions().queryKey);
    expect(getHomeTopicsQueryOptions().queryKey).toEqual(getTopicsQueryOptions().queryKey);
  });
});
