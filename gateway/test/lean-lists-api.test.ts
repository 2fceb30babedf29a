import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlogPostSchema,
  BlogPostSummarySchema,
  GuideSummarySchema,
  PostCategorySchema,
  PostSummariesPageSchema,
} from '@livefully/contracts';
import { z } from 'zod';
import { startCluster, type Cluster } from './cluster.js';

/**
 * The lean reads the site's pages use (summaries, related articles, the blog list's server-side
 * filters and categories), through the gateway: the routes, their query parameters and their 400s.
 */
describe('lean lists through the gateway', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({ name: 'lean-lists-api', transport: 'tcp', basePort: 22_600 });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('keeps the plain list full and gives summaries without bodies for view=summary', async () => {
    const full = z.array(BlogPostSchema).parse((await cluster.get('/api/blog-posts')).body.data);
    const { status, body } = await cluster.get('/api/blog-posts?view=summary');
    expect(status).toBe(200);
    const summaries = z.array(BlogPostSummarySchema).parse(body.data);
    expect(summaries.map((post) => post.slug)).toEqual(full.map((post) => post.slug));
    for (const post of body.data) expect(Object.keys(post)).not.toEqual(expect.arrayContaining(['content']));
    expect(body.data[0]).not.toHaveProperty('metaDescription');

    const page = PostSummariesPageSchema.parse((await cluster.get('/api/blog-posts?view=summary&limit=6')).body.data);
    expect(page.posts.map((post) => post.slug)).toEqual(full.slice(0, 6).map((post) => post.slug));
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('filters by q and category, and pages through the matches', async () => {
    const full = z.array(BlogPostSchema).parse((await cluster.get('/api/blog-posts')).body.data);
    const tagged = full.find((post) => (post.tags ?? []).length > 0)!;
    const tag = tagged.tags![0]!;
    const byTag = await cluster.get(`/api/blog-posts?view=summary&q=${encodeURIComponent(`  ${tag.toUpperCase()} `)}`);
    expect(byTag.status).toBe(200);
    expect(byTag.body.data.map((post: { slug: string }) => post.slug)).toContain(tagged.slug);

    const category = tagged.category;
    const inCategory = full.filter((post) => post.category === category).map((post) => post.slug);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const path = `/api/blog-posts?view=summary&limit=1&category=${encodeURIComponent(category)}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = PostSummariesPageSchema.parse((await cluster.get(path)).body.data);
      walked.push(...page.posts.map((post) => post.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(inCategory);

    const blank = await cluster.get('/api/blog-posts?view=summary&q=%20%20&category=');
    expect(blank.body.data).toHaveLength(full.length);
  });

  it.each([
    ['a search text over 200 characters', `/api/blog-posts?q=${'x'.repeat(201)}`, 'q', 'q must be at most 200 characters'],
    [
      'a category over 200 characters',
      `/api/blog-posts?category=${'x'.repeat(201)}`,
      'category',
      'category must be at most 200 characters',
    ],
    ['an unknown view', '/api/blog-posts?view=tiny', 'view', "view must be 'full' or 'summary'"],
    ['a repeated q', '/api/blog-posts?q=a&q=b', 'q', 'q must be a single text'],
    ['a guides view it does not know', '/api/guides?view=short', 'view', "view must be 'full' or 'summary'"],
    ['a related limit over 4', '/api/blog-posts/any-post/related?limit=5', 'limit', 'limit must be at most 4'],
    ['a related limit of 0', '/api/blog-posts/any-post/related?limit=0', 'limit', 'limit must be at least 1'],
  ])('answers 400 for %s, naming the field', async (_case, path, field, message) => {
    const { status, body } = await cluster.get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'COMMON.VALIDATION' });
    expect(body.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });

  it("answers a post's related articles: same category, itself excluded, newest first, 3 by default", async () => {
    const full = z.array(BlogPostSchema).parse((await cluster.get('/api/blog-posts')).body.data);
    const post = full.find((candidate) => full.filter((other) => other.category === candidate.category).length >= 4)!;
    const expected = full.filter((other) => other.category === post.category && other.id !== post.id).map((other) => other.slug);

    const { status, body } = await cluster.get(`/api/blog-posts/${post.slug}/related`);
    expect(status).toBe(200);
    const related = z.array(BlogPostSummarySchema).parse(body.data);
    expect(related.map((other) => other.slug)).toEqual(expected.slice(0, 3));
    expect(body.data[0]).not.toHaveProperty('content');
    expect((await cluster.get(`/api/blog-posts/${post.slug}/related?limit=1`)).body.data).toHaveLength(1);

    const missing = await cluster.get('/api/blog-posts/no-such-article/related');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'CONTENT.POST_NOT_FOUND' });
    expect((await cluster.get('/api/blog-posts/Not%20A%20Slug/related')).status).toBe(400);
  });

  it('lists every category with published posts, by name, and the guides as summaries', async () => {
    const full = z.array(BlogPostSchema).parse((await cluster.get('/api/blog-posts')).body.data);
    const { status, body } = await cluster.get('/api/categories');
    expect(status).toBe(200);
    const categories = z.array(PostCategorySchema).parse(body.data);
    expect(categories.map((category) => category.name)).toEqual(
      [...new Set(full.map((post) => post.category))].sort((a, b) => a.localeCompare(b, 'en')),
    );

    const guides = await cluster.get('/api/guides?view=summary');
    expect(guides.status).toBe(200);
    z.array(GuideSummarySchema).parse(guides.body.data);
    expect(guides.body.data[0]).not.toHaveProperty('content');
  });
});
