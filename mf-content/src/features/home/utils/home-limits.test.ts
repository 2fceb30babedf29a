import { describe, expect, it } from 'vitest';
import { GUIDE_PLACEHOLDERS, HOME_POST_COUNT, TOPIC_PLACEHOLDERS } from './home-limits';

describe('home slices (docs/requirements.md#r-home-limits)', () => {
  it('the home page lists 6 posts and shows 3 guide and 4 topic placeholders', () => {
    expect(HOME_POST_COUNT).toBe(6);
    expect(GUIDE_PLACEHOLDERS).toBe(3);
    expect(TOPIC_PLACEHOLDERS).toBe(4);
  });
});
