import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATTERNS, ErrorCode, PostsResponseSchema, relatedCategorySlug } from '@livefully/contracts';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';
import { inOneYear, insertPost } from '../testing/test-posts.js';
import { loadSeed } from '../seed/seed-files.js';
import type { SeedContent } from '../seed/seed-content.js';

let fixture: ContentFixture;
let seed: SeedContent;

beforeAll(async () => {
  seed = await loadSeed();
  fixture = await startContentFixture('categories');
  await insertPost(fixture.dataSource, { slug: 'travel-draft', category: 'Adventure & Travel', status: 'draft' });
  await insertPost(fixture.dataSource, { slug: 'travel-next-year', category: 'Adventure & Travel', publishedAt: inOneYear() });
  await insertPost(fixture.dataSource, {
    slug: 'travel-older',
    category: 'Adventure & Travel',
    publishedAt: new Date('2024-06-01T00:00:00Z'),
  });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('categoryPosts', () => {
  it('finds a category by the related-category slug of its name, as the guide page builds it', async () => {
    const { posts } = PostsResponseSchema.parse(
      await fixture.send(CONTENT_PATTERNS.categoryPosts, { slug: relatedCategorySlug('Adventure & Travel') }),
    );
    const seeded = seed.posts.filter((post) => post.categorySlug === 'adventure-travel').map((post) => post.slug);
    expect(posts.map((post) => post.slug)).toEqual([...seeded, 'travel-older']);
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(['Adventure & Travel']));
  });

  it('gives every seed category a slug equal to relatedCategorySlug(name)', async () => {
    const rows: { slug: string; name: string }[] = await fixture.dataSource.query('SELECT slug, name FROM content.categories');
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.slug).toBe(relatedCategorySlug(row.name));
  });

  it('answers {posts: []} for a category without visible posts', async () => {
    await fixture.dataSource.query(`INSERT INTO content.categories (slug, name) VALUES ('gardening', 'Gardening')`);
    expect(await fixture.send(CONTENT_PATTERNS.categoryPosts, { slug: 'gardening' })).toEqual({ posts: [] });
  });

  it('answers an unknown category with CategoryNotFound', async () => {
    expect(await fixture.failure(CONTENT_PATTERNS.categoryPosts, { slug: 'astrology' })).toEqual({
      code: ErrorCode.CategoryNotFound,
      message: 'Category not found',
    });
  });

  it('refuses a category name in place of its slug as COMMON.VALIDATION', async () => {
    expect((await fixture.failure(CONTENT_PATTERNS.categoryPosts, { slug: 'Adventure & Travel' })).code).toBe(ErrorCode.Validation);
  });
});
