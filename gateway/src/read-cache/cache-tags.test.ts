import { contentOperations, searchOperations, type BoundOperation } from '@livefully/contracts';
import { describe, expect, it } from 'vitest';
import { publicRead } from '../../../packages/contracts/src/operations/routes.js';
import { cacheKey, stableJson } from './cache-key.js';
import { changeTags, entryTags } from './cache-tags.js';

const ID = '00000000-0000-4000-8000-000000000001';

describe('read cache keys', () => {
  it('are the operation and the message with sorted keys, whatever the order', () => {
    expect(stableJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null }, skipped: undefined })).toBe(
      '{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    expect(cacheKey(contentOperations.listPosts, { limit: 5, cursor: 'x' })).toBe(
      cacheKey(contentOperations.listPosts, { cursor: 'x', limit: 5 }),
    );
    expect(cacheKey(contentOperations.getPost, { slug: 'a' })).toBe('getPost:{"slug":"a"}');
    expect(cacheKey(contentOperations.listGuides, undefined)).toBe('listGuides:null');
  });
});

describe('read cache tags', () => {
  it('tag an item read with its own id (from the answer or the message) and what it shows of other kinds', () => {
    expect(entryTags(contentOperations.getPost, { slug: 'a' }, { id: ID })).toEqual(['all:category', `post:${ID}`]);
    expect(entryTags(contentOperations.postTopics, { id: ID }, [])).toEqual(['all:topic', `post:${ID}`]);
    expect(entryTags(contentOperations.getTopic, { slug: 't' }, { id: ID })).toEqual(['all:post', `topic:${ID}`]);
  });

  it('tag a 404 of an item read with its whole kind, so that publishing the slug drops it', () => {
    expect(entryTags(contentOperations.getPost, { slug: 'missing' }, undefined)).toEqual(['all:category', 'all:post']);
  });

  it('make a public read without a policy depend on every kind of content, and search on the index only', () => {
    const op = { ...contentOperations.listGuides, name: 'newRead', http: publicRead('/api/new') } as BoundOperation;
    expect(entryTags(op, {}, [])).toEqual(['all:post', 'all:guide', 'all:topic', 'all:category']);
    expect(entryTags(searchOperations.query, { q: 'tea' }, {})).toEqual(['all:search']);
  });

  it('drop, for a change, the kind and the item', () => {
    expect(changeTags({ kind: 'post', id: ID })).toEqual(['all:post', `post:${ID}`]);
  });
});
