import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPostSchema,
  BlogPostSchema,
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  SitePageSchema,
  type AdminPost,
  type PostInput,
} from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, idOf, postInput } from '../../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../../testing/content-fixture.js';
import { insertPost } from '../../testing/test-posts.js';

/*
 * The publish date (docs/content-admin.md, Publishing): a draft has none, publishing dates the post
 * at that moment unless the editor gave a date, and a date in the future keeps the post back until then.
 */
let fixture: ContentFixture;
let wellness: string;

const create = async (input: PostInput) =>
  AdminPostSchema.parse(await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, { actor: ACTOR, input }));
const update = async (id: string, input: PostInput) => {
  const { version } = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.getPost, { id });
  return AdminPostSchema.parse(await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.updatePost, { actor: ACTOR, id, input, version }));
};
const publicSlugs = async () =>
  z
    .array(BlogPostSchema)
    .parse(await fixture.send(CONTENT_PATTERNS.listPosts))
    .map((post) => post.slug);
const sitemapSlugs = async () =>
  z
    .array(SitePageSchema)
    .parse(await fixture.send(CONTENT_PATTERNS.sitePages, {}))
    .filter((page) => page.kind === 'post')
    .map((page) => page.slug);
const databaseNow = async () => new Date((await fixture.dataSource.query('SELECT clock_timestamp() AS now'))[0].now as Date).getTime();

beforeAll(async () => {
  fixture = await startContentFixture('publish-date');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('a draft', () => {
  it('carries no publish date, even when the editor sent one', async () => {
    const draft = await create(postInput(wellness, { slug: 'undated-draft', status: 'draft', publishedAt: '2025-03-01T08:00:00.000Z' }));
    expect(draft.publishedAt).toBeNull();
    const [row] = await fixture.dataSource.query('SELECT published_at FROM content.posts WHERE id = $1', [draft.id]);
    expect(row.published_at).toBeNull();
  });

  it('loses its date when a published post goes back to draft', async () => {
    const post = await create(postInput(wellness, { slug: 'back-to-draft' }));
    expect(post.publishedAt).toBe('2025-03-01T08:00:00.000Z');
    expect((await update(post.id, postInput(wellness, { slug: 'back-to-draft', status: 'draft' }))).publishedAt).toBeNull();
  });

  it('cannot be stored as published without a date', async () => {
    await expect(
      fixture.dataSource.query(`UPDATE content.posts SET status = 'published', published_at = NULL WHERE slug = 'undated-draft'`),
    ).rejects.toThrow(/ck_posts_published_at/);
  });
});

describe('publishing', () => {
  it('dates a week-old draft at the moment it is published: first in the list and the sitemap', async () => {
    const draft = await create(postInput(wellness, { slug: 'week-old-draft', status: 'draft', publishedAt: null }));
    await fixture.dataSource.query(
      `UPDATE content.posts SET created_at = now() - interval '7 days', updated_at = now() - interval '7 days' WHERE id = $1`,
      [draft.id],
    );
    const before = await databaseNow();
    const published = await update(draft.id, postInput(wellness, { slug: 'week-old-draft', status: 'published', publishedAt: null }));
    const after = await databaseNow();

    const dated = Date.parse(published.publishedAt ?? '');
    expect(dated).toBeGreaterThanOrEqual(before);
    expect(dated).toBeLessThanOrEqual(after);
    expect((await publicSlugs())[0]).toBe('week-old-draft');
    expect((await sitemapSlugs())[0]).toBe('week-old-draft');
  });

  it('keeps the date the editor gave', async () => {
    const post = await create(
      postInput(wellness, { slug: 'dated-by-editor', status: 'published', publishedAt: '2025-02-02T10:00:00.000Z' }),
    );
    expect(post.publishedAt).toBe('2025-02-02T10:00:00.000Z');
  });
});

describe('a scheduled post', () => {
  it('is hidden before its time and listed after it, in the list and the sitemap alike', async () => {
    const justPassed = await databaseNow();
    await insertPost(fixture.dataSource, { slug: 'due-a-moment-ago', category: 'Wellness', publishedAt: new Date(justPassed - 1_000) });
    await insertPost(fixture.dataSource, { slug: 'due-in-an-hour', category: 'Wellness', publishedAt: new Date(justPassed + 3_600_000) });

    for (const slugs of [await publicSlugs(), await sitemapSlugs()]) {
      expect(slugs).toContain('due-a-moment-ago');
      expect(slugs).not.toContain('due-in-an-hour');
    }
  });
});
