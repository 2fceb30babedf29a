import { describe, expect, it } from 'vitest';
import { GUIDE_PLACEHOLDERS, HOME_POST_COUNT, TOPIC_PLACEHOLDERS } from './home-limits';
import { latestPosts } from './latest-posts';

describe('home slices (SPEC §9)', () => {
  it('the home page lists 6 posts and shows 3 guide and 4 topic placeholders', () => {
    expect(HOME_POST_COUNT).toBe(6);
    expect(GUIDE_PLACEHOLDERS).toBe(3);
    expect(TOPIC_PLACEHOLDERS).toBe(4);
  });

  it('takes the first 6 posts of the list, in order', () => {
    const posts = Array.from({ length: 10 }, (_, i) => ({ id: i }));
    expect(latestPosts(posts).map((p) => p.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('takes all of a shorter list', () => {
    expect(latestPosts([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(latestPosts([])).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const posts = Array.from({ length: 8 }, (_, i) => i);
    latestPosts(posts);
    expect(posts).toHaveLength(8);
  });
});
