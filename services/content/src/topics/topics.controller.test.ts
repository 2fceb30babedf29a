import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlogPostSchema,
  CONTENT_PATTERNS,
  ErrorCode,
  PostsResponseSchema,
  TopicSchema,
  type BlogPost,
  type Topic,
} from '@livefully/contracts';
import { z } from 'zod';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';
import { inOneYear, insertPost } from '../testing/test-posts.js';
import { loadSeed } from '../seed/seed-files.js';
import type { SeedContent } from '../seed/seed-content.js';

let fixture: ContentFixture;
let seed: SeedContent;
let draftId: string;

const seededWithTopic = (slug: string) => seed.posts.filter((post) => post.topicSlugs.includes(slug));

beforeAll(async () => {
  seed = await loadSeed();
  fixture = await startContentFixture('topics');
  // Hidden posts tagged with a topic must not count towards it nor show under it.
  draftId = await insertPost(fixture.dataSource, { slug: 'foodie-draft', category: 'Food & Dining', status: 'draft', topics: ['foodie'] });
  await insertPost(fixture.dataSource, {
    slug: 'foodie-next-year',
    category: 'Food & Dining',
    publishedAt: inOneYear(),
    topics: ['foodie', 'sports'],
  });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('listTopics', () => {
  it('returns every seed topic with article counts of visible posts only', async () => {
    const topics = z.array(TopicSchema).parse(await fixture.send<Topic[]>(CONTENT_PATTERNS.listTopics));
    expect(topics.map((topic) => topic.slug)).toEqual(expect.arrayContaining(['challenge', 'date-night', 'foodie', 'sports']));
    for (const topic of topics) expect(topic.articleCount, topic.slug).toBe(seededWithTopic(topic.slug).length);
    expect(topics.find((topic) => topic.slug === 'foodie')).toMatchObject({ name: 'Foodie', color: 'orange', icon: 'fa-utensils' });
  });
});

describe('getTopic', () => {
  it('returns one topic with its count', async () => {
    const topic = TopicSchema.parse(await fixture.send(CONTENT_PATTERNS.getTopic, { slug: 'date-night' }));
    expect(topic).toMatchObject({ slug: 'date-night', name: 'Date Night', articleCount: seededWithTopic('date-night').length });
  });

  it('answers an unknown slug with TopicNotFound', async () => {
    expect((await fixture.failure(CONTENT_PATTERNS.getTopic, { slug: 'knitting' })).code).toBe(ErrorCode.TopicNotFound);
  });

  it('refuses a malformed slug as COMMON.VALIDATION', async () => {
    expect((await fixture.failure(CONTENT_PATTERNS.getTopic, { slug: 'Date Night' })).code).toBe(ErrorCode.Validation);
  });
});

describe('topicPosts', () => {
  it('returns {posts}: the visible posts of the topic, newest first', async () => {
    const { posts } = PostsResponseSchema.parse(await fixture.send(CONTENT_PATTERNS.topicPosts, { slug: 'foodie' }));
    const expected = seededWithTopic('foodie').sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(posts.map((post) => post.slug)).toEqual(expected.map((post) => post.slug));
  });

  it('answers {posts: []} for a topic whose posts are all hidden', async () => {
    await fixture.dataSource.query(
      `INSERT INTO content.topics (slug, name, color, icon) VALUES ('empty-topic', 'Empty', 'teal', 'fa-leaf')`,
    );
    expect(await fixture.send(CONTENT_PATTERNS.topicPosts, { slug: 'empty-topic' })).toEqual({ posts: [] });
  });

  it('answers an unknown topic with TopicNotFound', async () => {
    expect((await fixture.failure(CONTENT_PATTERNS.topicPosts, { slug: 'knitting' })).code).toBe(ErrorCode.TopicNotFound);
  });
});

describe('postTopics', () => {
  it('returns the topics of a visible post, each with its own count', async () => {
    const posts = await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts);
    const post = BlogPostSchema.parse(posts.find((p) => p.slug === 'dining-through-the-alphabet'));
    const topics = z.array(TopicSchema).parse(await fixture.send(CONTENT_PATTERNS.postTopics, { id: post.id }));
    const source = seed.posts.find((p) => p.slug === post.slug)!;
    expect(topics.map((topic) => topic.slug).sort()).toEqual([...source.topicSlugs].sort());
    for (const topic of topics) expect(topic.articleCount).toBe(seededWithTopic(topic.slug).length);
  });

  it('returns [] for a visible post without topics', async () => {
    const posts = await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts);
    const untagged = seed.posts.find((p) => p.topicSlugs.length === 0)!;
    const id = posts.find((p) => p.slug === untagged.slug)!.id;
    expect(await fixture.send(CONTENT_PATTERNS.postTopics, { id })).toEqual([]);
  });

  it.each([
    ['an unknown post', () => randomUUID()],
    ['a draft', () => draftId],
  ])('answers %s with PostNotFound', async (_what, id) => {
    expect((await fixture.failure(CONTENT_PATTERNS.postTopics, { id: id() })).code).toBe(ErrorCode.PostNotFound);
  });

  it('refuses an id that is not a UUID as COMMON.VALIDATION', async () => {
    const error = await fixture.failure(CONTENT_PATTERNS.postTopics, { id: 'dining-through-the-alphabet' });
    expect(error).toMatchObject({ code: ErrorCode.Validation, issues: [{ path: ['id'], message: 'Id must be a UUID' }] });
  });
});
