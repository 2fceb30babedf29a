import { describe, expect, it } from 'vitest';
import { RELATED_POSTS_MAX, relatedPosts } from './related-posts';

const post = (id: string, category: string) => ({ id, category });
const current = post('c', 'Wellness');

describe('relatedPosts', () => {
  it('keeps only articles of the same category', () => {
    const posts = [post('a', 'Career'), post('b', 'Wellness'), post('d', 'wellness'), post('e', 'Wellness & Rest')];
    expect(relatedPosts(posts, current).map((p) => p.id)).toEqual(['b']);
  });

  it('leaves out the current article', () => {
    const posts = [post('c', 'Wellness'), post('b', 'Wellness')];
    expect(relatedPosts(posts, current).map((p) => p.id)).toEqual(['b']);
  });

  it('shows at most 3, the first ones of the list', () => {
    expect(RELATED_POSTS_MAX).toBe(3);
    const posts = ['1', '2', 'c', '3', '4', '5'].map((id) => post(id, 'Wellness'));
    expect(relatedPosts(posts, current).map((p) => p.id)).toEqual(['1', '2', '3']);
  });

  it('is empty when no other article shares the category', () => {
    expect(relatedPosts([current, post('a', 'Career')], current)).toEqual([]);
    expect(relatedPosts([], current)).toEqual([]);
  });
});
