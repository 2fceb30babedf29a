import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditEntrySchema,
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  ErrorCode,
  SearchDocumentsPageSchema,
  SitePageSchema,
  TRASH_PATTERNS,
  TrashItemSchema,
  TrashSweptSchema,
  type AdminCategory,
  type AdminGuide,
  type AdminPost,
  type AdminTopic,
  type BlogPost,
  type TrashItem,
} from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, categoryInput, guideInput, idOf, postInput, topicInput } from '../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';

let fixture: ContentFixture;
let wellness: string;

const DAY = 24 * 60 * 60 * 1000;
const OTHER = { uid: 'admin-uid-2', email: 'bo.admin@example.com', role: 'editor' } as const;
/** What the trash and the audit keep of the actor: who, not their role at the time. */
const WHO = { uid: OTHER.uid, email: OTHER.email };

const createPost = (slug: string, overrides: Parameters<typeof postInput>[1] = {}) =>
  fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
    actor: ACTOR,
    input: postInput(wellness, { slug, title: `Post ${slug}`, ...overrides }),
  });
const deletePost = (id: string, actor = ACTOR) => fixture.send(CONTENT_ADMIN_PATTERNS.deletePost, { actor, id });
const trash = async () => z.array(TrashItemSchema).parse(await fixture.send<TrashItem[]>(TRASH_PATTERNS.listTrash, {}));
const inTrash = async (id: string) => (await trash()).find((item) => item.id === id);
const sweep = async (now: Date) => TrashSweptSchema.parse(await fixture.send(TRASH_PATTERNS.sweepTrash, { now: now.toISOString() }));
const publicSlugs = async () => (await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts)).map((post) => post.slug);
const sitemapSlugs = async () =>
  z
    .array(SitePageSchema)
    .parse(await fixture.send(CONTENT_PATTERNS.sitePages, {}))
    .map((page) => page.slug);
const searchIds = async () =>
  SearchDocumentsPageSchema.parse(await fixture.send(CONTENT_PATTERNS.searchDocuments, { limit: 500 })).documents.map((doc) => doc.id);
const rowCount = async (table: string, id: string) =>
  Number((await fixture.dataSource.query(`SELECT count(*) AS n FROM content.${table} WHERE id = $1`, [id]))[0].n);
const auditOf = async (entityId: string) =>
  z.array(AuditEntrySchema).parse(await fixture.send(CONTENT_ADMIN_PATTERNS.listAudit, { entityId }));

beforeAll(async () => {
  fixture = await startContentFixture('trash');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('deleting moves an item to the trash', () => {
  it('hides a deleted post from the public list, its page, the sitemap, search and the admin list, and lists it in the trash', async () => {
    const post = await createPost('into-the-trash');
    expect(await publicSlugs()).toContain('into-the-trash');
    const before = Date.now();
    await deletePost(post.id, OTHER);

    expect(await publicSlugs()).not.toContain('into-the-trash');
    expect((await fixture.failure(CONTENT_PATTERNS.getPost, { slug: 'into-the-trash' })).code).toBe(ErrorCode.PostNotFound);
    expect(await sitemapSlugs()).not.toContain('into-the-trash');
    expect(await searchIds()).not.toContain(post.id);
    expect((await fixture.send<AdminPost[]>(CONTENT_ADMIN_PATTERNS.listPosts)).map((p) => p.id)).not.toContain(post.id);
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.getPost, { id: post.id })).code).toBe(ErrorCode.PostNotFound);

    const item = await inTrash(post.id);
    expect(item).toMatchObject({ kind: 'post', id: post.id, title: 'Post into-the-trash', slug: 'into-the-trash', deletedBy: WHO });
    expect(Date.parse(item!.deletedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(30 * DAY);
    expect(await rowCount('posts', post.id)).toBe(1);
  });

  it('frees the slug while the post is in the trash: a new post may take it', async () => {
    const post = await createPost('slug-freed');
    await deletePost(post.id);
    const successor = await createPost('slug-freed');
    expect(successor.id).not.toBe(post.id);
  });

  it('answers a second delete of a trashed post as not found', async () => {
    const post = await createPost('deleted-twice-trash');
    await deletePost(post.id);
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.deletePost, { actor: ACTOR, id: post.id })).code).toBe(ErrorCode.PostNotFound);
  });
});

describe('restore', () => {
  it('brings a post back as it was, with its topics, public again, and audits the restore', async () => {
    const topic = await fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.createTopic, {
      actor: ACTOR,
      input: topicInput({ name: 'Restorable', slug: 'restorable' }),
    });
    const post = await createPost('comes-back', { topicIds: [topic.id] });
    await deletePost(post.id);
    expect(await fixture.send(TRASH_PATTERNS.restorePost, { actor: OTHER, id: post.id })).toEqual({ kind: 'post', id: post.id });

    expect(await publicSlugs()).toContain('comes-back');
    expect(await sitemapSlugs()).toContain('comes-back');
    expect(await inTrash(post.id)).toBeUndefined();
    const back = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.getPost, { id: post.id });
    expect(back).toMatchObject({ slug: 'comes-back', topicIds: [topic.id], title: post.title, content: post.content });
    const [restored] = await auditOf(post.id);
    expect(restored).toMatchObject({ action: 'restore', actor: WHO, before: null, after: back });
  });

  it('refuses with 409 when the slug was taken meanwhile, naming it, and leaves the post in the trash', async () => {
    const post = await createPost('taken-meanwhile');
    await deletePost(post.id);
    await createPost('taken-meanwhile');
    expect(await fixture.failure(TRASH_PATTERNS.restorePost, { actor: ACTOR, id: post.id })).toEqual({
      code: ErrorCode.SlugTaken,
      message: 'Another post now uses the slug "taken-meanwhile": change that post\'s slug, or delete it, before restoring this one.',
    });
    expect(await inTrash(post.id)).toBeDefined();
  });

  it('refuses with 409 a category whose name was taken meanwhile', async () => {
    const category = await fixture.send<AdminCategory>(CONTENT_ADMIN_PATTERNS.createCategory, {
      actor: ACTOR,
      input: categoryInput({ name: 'Quiet Rooms', slug: 'quiet-rooms' }),
    });
    await fixture.send(CONTENT_ADMIN_PATTERNS.deleteCategory, { actor: ACTOR, id: category.id });
    await fixture.send(CONTENT_ADMIN_PATTERNS.createCategory, {
      actor: ACTOR,
      input: categoryInput({ name: 'Quiet Rooms', slug: 'quiet-rooms-2' }),
    });
    expect(await fixture.failure(TRASH_PATTERNS.restoreCategory, { actor: ACTOR, id: category.id })).toMatchObject({
      code: ErrorCode.SlugTaken,
      message: 'Another category is now named "Quiet Rooms": rename it before restoring this one.',
    });
  });

  it('refuses a post whose category is in the trash until the category is restored', async () => {
    const category = await fixture.send<AdminCategory>(CONTENT_ADMIN_PATTERNS.createCategory, {
      actor: ACTOR,
      input: categoryInput({ name: 'Attic', slug: 'attic' }),
    });
    const post = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(category.id, { slug: 'in-the-attic' }),
    });
    // A category with a live post is refused; with its posts in the trash it may go too.
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.deleteCategory, { actor: ACTOR, id: category.id })).code).toBe(
      ErrorCode.CategoryInUse,
    );
    await deletePost(post.id);
    await fixture.send(CONTENT_ADMIN_PATTERNS.deleteCategory, { actor: ACTOR, id: category.id });
    expect(await fixture.failure(TRASH_PATTERNS.restorePost, { actor: ACTOR, id: post.id })).toEqual({
      code: ErrorCode.Conflict,
      message: 'Its category "Attic" is in the trash: restore the category first.',
    });
    await fixture.send(TRASH_PATTERNS.restoreCategory, { actor: ACTOR, id: category.id });
    await fixture.send(TRASH_PATTERNS.restorePost, { actor: ACTOR, id: post.id });
    expect((await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.getPost, { id: post.id })).category).toBe('Attic');
  });

  it('restores guides and topics too', async () => {
    const guide = await fixture.send<AdminGuide>(CONTENT_ADMIN_PATTERNS.createGuide, {
      actor: ACTOR,
      input: guideInput(wellness, { slug: 'guide-in-trash' }),
    });
    const topic = await fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.createTopic, {
      actor: ACTOR,
      input: topicInput({ name: 'Binned', slug: 'binned' }),
    });
    await fixture.send(CONTENT_ADMIN_PATTERNS.deleteGuide, { actor: ACTOR, id: guide.id });
    await fixture.send(CONTENT_ADMIN_PATTERNS.deleteTopic, { actor: ACTOR, id: topic.id });
    expect((await fixture.failure(CONTENT_PATTERNS.getGuide, { slug: 'guide-in-trash' })).code).toBe(ErrorCode.GuideNotFound);
    expect((await fixture.failure(CONTENT_PATTERNS.getTopic, { slug: 'binned' })).code).toBe(ErrorCode.TopicNotFound);
    expect((await trash()).filter((item) => [guide.id, topic.id].includes(item.id)).map((item) => item.kind)).toEqual(['topic', 'guide']);

    await fixture.send(TRASH_PATTERNS.restoreGuide, { actor: ACTOR, id: guide.id });
    await fixture.send(TRASH_PATTERNS.restoreTopic, { actor: ACTOR, id: topic.id });
    expect(await fixture.send(CONTENT_PATTERNS.getGuide, { slug: 'guide-in-trash' })).toMatchObject({ slug: 'guide-in-trash' });
    expect(await fixture.send(CONTENT_PATTERNS.getTopic, { slug: 'binned' })).toMatchObject({ slug: 'binned' });
  });

  it('answers an item that is not in the trash (live, purged or unknown) with its not-found code', async () => {
    const live = await createPost('never-deleted');
    expect((await fixture.failure(TRASH_PATTERNS.restorePost, { actor: ACTOR, id: live.id })).code).toBe(ErrorCode.PostNotFound);
    expect((await fixture.failure(TRASH_PATTERNS.restoreTopic, { actor: ACTOR, id: live.id })).code).toBe(ErrorCode.TopicNotFound);
  });
});

describe('the sweep', () => {
  it('purges what has been in the trash longer than the retention period, once, and audits each purge', async () => {
    const post = await createPost('swept-away');
    await deletePost(post.id);
    const deletedAt = Date.parse((await inTrash(post.id))!.deletedAt);

    expect((await sweep(new Date(deletedAt + 29 * DAY))).purged).not.toContainEqual({ kind: 'post', id: post.id });
    expect(await inTrash(post.id)).toBeDefined();

    const later = new Date(deletedAt + 30 * DAY + 1_000);
    expect((await sweep(later)).purged).toContainEqual({ kind: 'post', id: post.id });
    expect(await rowCount('posts', post.id)).toBe(0);
    expect(await inTrash(post.id)).toBeUndefined();
    expect((await fixture.failure(TRASH_PATTERNS.restorePost, { actor: ACTOR, id: post.id })).code).toBe(ErrorCode.PostNotFound);
    expect((await sweep(later)).purged).toEqual([]);

    const [purge] = await auditOf(post.id);
    expect(purge).toMatchObject({ action: 'purge', actor: { uid: 'system:trash-sweep', email: null }, after: null });
    expect(purge!.before).toMatchObject({ id: post.id, slug: 'swept-away' });
  });

  it('purges each item once when several sweeps run at the same time (replicas)', async () => {
    const posts = await Promise.all(['race-1', 'race-2', 'race-3'].map((slug) => createPost(slug)));
    for (const post of posts) await deletePost(post.id);
    const later = new Date(Date.now() + 31 * DAY);
    const results = await Promise.all([sweep(later), sweep(later), sweep(later)]);
    const purged = results.flatMap((result) => result.purged.map((item) => item.id)).filter((id) => posts.some((p) => p.id === id));
    expect(purged.sort()).toEqual(posts.map((post) => post.id).sort());
    for (const post of posts) expect((await auditOf(post.id)).filter((entry) => entry.action === 'purge')).toHaveLength(1);
  });

  it('purges a category in the same sweep as the trashed posts it held', async () => {
    const category = await fixture.send<AdminCategory>(CONTENT_ADMIN_PATTERNS.createCategory, {
      actor: ACTOR,
      input: categoryInput({ name: 'Cellar', slug: 'cellar' }),
    });
    const post = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(category.id, { slug: 'in-the-cellar' }),
    });
    await deletePost(post.id);
    await fixture.send(CONTENT_ADMIN_PATTERNS.deleteCategory, { actor: ACTOR, id: category.id });
    const { purged } = await sweep(new Date(Date.now() + 31 * DAY));
    expect(purged).toContainEqual({ kind: 'post', id: post.id });
    expect(purged).toContainEqual({ kind: 'category', id: category.id });
    expect(await rowCount('categories', category.id)).toBe(0);
  });

  it('refuses a sweep time that is not an ISO time', async () => {
    expect((await fixture.failure(TRASH_PATTERNS.sweepTrash, { now: 'tomorrow' })).code).toBe(ErrorCode.Validation);
  });
});
