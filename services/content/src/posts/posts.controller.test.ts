import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPostSchema, CONTENT_PATTERNS, ErrorCode, PostsPageSchema, type BlogPost } from '@livefully/contracts';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';
import { inOneYear, insertPost } from '../testing/test-posts.js';
import { loadSeed } from '../seed/seed-files.js';
import type { SeedContent } from '../seed/seed-content.js';

let fixture: ContentFixture;
let seed: SeedContent;

beforeAll(async () => {
  seed = await loadSeed();
  fixture = await startContentFixture('posts');
  await insertPost(fixture.dataSource, { slug: 'a-hidden-draft', category: 'Wellness', status: 'draft' });
  await insertPost(fixture.dataSource, { slug: 'scheduled-for-next-year', category: 'Wellness', publishedAt: inOneYear() });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('listPosts in pages', () => {
  it('walks the whole public list page by page, in the same order, without repeats or gaps', async () => {
    const whole = (await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts)).map((post) => post.slug);
    const walked: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = PostsPageSchema.parse(await fixture.send(CONTENT_PATTERNS.listPosts, { limit: 3, ...(cursor ? { cursor } : {}) }));
      expect(page.posts.length).toBeLessThanOrEqual(3);
      walked.push(...page.posts.map((post) => post.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(whole);
  });

  it('ends with a null cursor when the page holds the rest', async () => {
    const page = PostsPageSchema.parse(await fixture.send(CONTENT_PATTERNS.listPosts, { limit: 50 }));
    expect(page.nextCursor).toBeNull();
  });

  it.each([{ limit: 0 }, { limit: 51 }, { cursor: 'abc' }, { limit: 3, cursor: 'bm90LWpzb24' }])(
    'refuses %j as COMMON.VALIDATION',
    async (data) => {
      expect((await fixture.failure(CONTENT_PATTERNS.listPosts, data)).code).toBe(ErrorCode.Validation);
    },
  );
});

describe('listPosts', () => {
  it('returns every published seed article, each matching the BlogPost contract', async () => {
    const posts = await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts);
    for (const post of posts) BlogPostSchema.parse(post);
    expect(posts.map((post) => post.slug).sort()).toEqual(seed.posts.map((post) => post.slug).sort());
  });

  it('orders them newest first', async () => {
    const dates = (await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts)).map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('leaves out drafts and posts scheduled for the future', async () => {
    const slugs = (await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts)).map((post) => post.slug);
    expect(slugs).not.toContain('a-hidden-draft');
    expect(slugs).not.toContain('scheduled-for-next-year');
  });
});

describe('getPost', () => {
  it('returns one article with its category name, category slug and tags', async () => {
    const source = seed.posts.find((post) => post.slug === 'dining-through-the-alphabet')!;
    const post = BlogPostSchema.parse(await fixture.send(CONTENT_PATTERNS.getPost, { slug: source.slug }));
    expect(post).toMatchObject({
      title: source.title,
      category: 'Food & Dining',
      categorySlug: 'food-dining',
      tags: source.tags,
      readTime: source.readTime,
      imagePath: '/images/dining-through-the-alphabet.svg',
      publishedAt: new Date(source.publishedAt).toISOString(),
    });
    expect(post.content).toContain('## ');
  });

  it.each(['no-such-article', 'a-hidden-draft', 'scheduled-for-next-year'])('answers %s with PostNotFound', async (slug) => {
    expect(await fixture.failure(CONTENT_PATTERNS.getPost, { slug })).toEqual({
      code: ErrorCode.PostNotFound,
      message: 'Article not found',
    });
  });

  it.each([{ slug: 'Not A Slug' }, { slug: '../etc/passwd' }, {}, undefined])(
    'refuses the payload %j as COMMON.VALIDATION',
    async (data) => {
      const error = await fixture.failure(CONTENT_PATTERNS.getPost, data);
      expect(error.code).toBe(ErrorCode.Validation);
      expect(error.issues?.[0]?.path).toEqual(['slug']);
    },
  );
});
