import { describe, expect, it } from 'vitest';
import { contentKeys, PUBLIC_CONTENT_ROOTS } from './content-keys';

const built = [
  contentKeys.postList(),
  contentKeys.postPages(9),
  contentKeys.post('a'),
  contentKeys.postTopics('p1'),
  contentKeys.guide('g'),
  contentKeys.topic('t'),
  contentKeys.topicPosts('t'),
  contentKeys.categoryPosts('travel'),
];

describe('content keys', () => {
  it.each(built.map((key) => [key.join('/'), key]))('%s sits under a root that a content write refreshes', (_name, key) => {
    expect(PUBLIC_CONTENT_ROOTS.some((root) => root.every((part, i) => key[i] === part))).toBe(true);
  });

  it('tells apart a post, its topics and the list', () => {
    const serialized = new Set(built.map((key) => JSON.stringify(key)));
    expect(serialized.size).toBe(built.length);
  });
});
