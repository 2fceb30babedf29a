import { describe, expect, it } from 'vitest';
import { contentKeys, PUBLIC_CONTENT_ROOTS } from './content-keys';

const built = [
  contentKeys.latestPosts(6),
  contentKeys.postPages(9, {}),
  contentKeys.postPages(9, { q: 'tea' }),
  contentKeys.postPages(9, { q: 'tea', category: 'Wellness' }),
  contentKeys.post('a'),
  contentKeys.postTopics('p1'),
  contentKeys.relatedPosts('a', 3),
  contentKeys.postCategories(),
  contentKeys.guide('g'),
  contentKeys.topic('t'),
  contentKeys.topicPosts('t'),
  contentKeys.categoryPosts('travel'),
  contentKeys.authorPage('maya-chen', 1),
  contentKeys.authorPage('maya-chen', 2),
];

describe('content keys', () => {
  it.each(built.map((key) => [key.join('/'), key]))('%s sits under a root that a content write refreshes', (_name, key) => {
    expect(PUBLIC_CONTENT_ROOTS.some((root) => root.every((part, i) => key[i] === part))).toBe(true);
  });

  it('tells apart a post, its topics, its related posts, the lists and each filter', () => {
    const serialized = new Set(built.map((key) => JSON.stringify(key)));
    expect(serialized.size).toBe(built.length);
  });
});

it('reads an absent filter as a blank one, so both share one cache entry', () => {
  expect(contentKeys.postPages(9, { q: undefined })).toEqual(contentKeys.postPages(9, { q: '', category: '' }));
});
