import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPostSchema,
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  ErrorCode,
  readTimeOf,
  type AdminPost,
  type BlogPost,
  type PostInput,
} from '@livefully/contracts';
import { z } from 'zod';
import { migrateContent } from '../../seed/migrate-and-seed.js';
import { loadSeed } from '../../seed/seed-files.js';
import { ACTOR, idOf, postInput, unchangedPostInput } from '../../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../../testing/content-fixture.js';
import { withSeedPosts } from '../../testing/seed-dir.js';

let fixture: ContentFixture;
let wellness: string;
let foodie: string;
let sports: string;

const create = (input: PostInput, requestId?: string) =>
  fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, { actor: ACTOR, input, ...(requestId ? { requestId } : {}) });
/** An update based on the post's current version, as an editor that just loaded it sends. */
const update = async (id: string, input: PostInput) =>
  fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.updatePost, { actor: ACTOR, id, input, version: await versionOf(id) });
const versionOf = async (id: string) => (await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.getPost, { id })).version;
const publicSlugs = async () => (await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts)).map((post) => post.slug);
const publicPost = (slug: string) => fixture.send<BlogPost>(CONTENT_PATTERNS.getPost, { slug });
const rowsWithSlug = async (slug: string) =>
  Number((await fixture.dataSource.query('SELECT count(*) AS n FROM content.posts WHERE slug = $1', [slug]))[0].n);

beforeAll(async () => {
  fixture = await startContentFixture('admin-posts');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
  foodie = await idOf(fixture.dataSource, 'topics', 'foodie');
  sports = await idOf(fixture.dataSource, 'topics', 'sports');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('create, get, update and delete a post', () => {
  let created: AdminPost;

  it('creates a post with its topics and answers the admin view', async () => {
    created = AdminPostSchema.parse(await create(postInput(wellness, { slug: 'crud-post', topicIds: [foodie, sports, foodie] })));
    expect(created).toMatchObject({
      slug: 'crud-post',
      categoryId: wellness,
      category: 'Wellness',
      topicIds: [foodie, sports].sort(),
      status: 'published',
      publishedAt: '2025-03-01T08:00:00.000Z',
      readTimeSet: false,
    });
    expect(created.createdAt).toBe(created.updatedAt);
  });

  it('gets it by id', async () => {
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.getPost, { id: created.id })).toEqual(created);
  });

  it('replaces every input field on update, topics included', async () => {
    const input = postInput(wellness, { slug: 'crud-post-renamed', title: 'Renamed', topicIds: [sports], tags: [], status: 'draft' });
    const updated = AdminPostSchema.parse(await update(created.id, input));
    expect(updated).toMatchObject({
      id: created.id,
      slug: 'crud-post-renamed',
      title: 'Renamed',
      topicIds: [sports],
      tags: [],
      status: 'draft',
    });
    expect(updated.createdAt).toBe(created.createdAt);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
  });

  it('deletes it to the trash, keeping its topic links for a restore, and answers {id}', async () => {
    const links = await fixture.dataSource.query('SELECT topic_id FROM content.post_topics WHERE post_id = $1 ORDER BY topic_id', [
      created.id,
    ]);
    expect(links.length).toBeGreaterThan(0);
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.deletePost, { actor: ACTOR, id: created.id })).toEqual({ id: created.id });
    expect(
      await fixture.dataSource.query('SELECT deleted_at IS NOT NULL AS trashed FROM content.posts WHERE id = $1', [created.id]),
    ).toEqual([{ trashed: true }]);
    expect(
      await fixture.dataSource.query('SELECT topic_id FROM content.post_topics WHERE post_id = $1 ORDER BY topic_id', [created.id]),
    ).toEqual(links);
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.getPost, { id: created.id })).code).toBe(ErrorCode.PostNotFound);
  });

  it.each([
    ['get', CONTENT_ADMIN_PATTERNS.getPost, (id: string) => ({ id })],
    [
      'update',
      CONTENT_ADMIN_PATTERNS.updatePost,
      (id: string) => ({ actor: ACTOR, id, input: postInput(wellness, { slug: 'nobody' }), version: 1 }),
    ],
    ['delete', CONTENT_ADMIN_PATTERNS.deletePost, (id: string) => ({ actor: ACTOR, id })],
  ])('answers %s of an unknown id with PostNotFound', async (_what, pattern, payload) => {
    const id = randomUUID();
    expect(await fixture.failure(pattern, payload(id))).toEqual({ code: ErrorCode.PostNotFound, message: `No post with id ${id}` });
  });
});

describe('the admin list', () => {
  it('holds every post, drafts and scheduled ones included, newest updated first', async () => {
    const draft = await create(postInput(wellness, { slug: 'list-draft', status: 'draft' }));
    const scheduled = await create(
      postInput(wellness, { slug: 'list-scheduled', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    const posts = z.array(AdminPostSchema).parse(await fixture.send(CONTENT_ADMIN_PATTERNS.listPosts));
    expect(posts.slice(0, 2).map((post) => post.id)).toEqual([scheduled.id, draft.id]);
    const stamps = posts.map((post) => post.updatedAt);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const total = Number((await fixture.dataSource.query('SELECT count(*) AS n FROM content.posts WHERE deleted_at IS NULL'))[0].n);
    expect(posts).toHaveLength(total);
  });
});

describe('statuses and scheduling', () => {
  it('keeps a draft out of the public list and page, and publishing makes it public', async () => {
    const draft = await create(postInput(wellness, { slug: 'draft-then-published', status: 'draft' }));
    expect(await publicSlugs()).not.toContain('draft-then-published');
    expect((await fixture.failure(CONTENT_PATTERNS.getPost, { slug: 'draft-then-published' })).code).toBe(ErrorCode.PostNotFound);

    await update(draft.id, postInput(wellness, { slug: 'draft-then-published', status: 'published' }));
    expect(await publicSlugs()).toContain('draft-then-published');
    expect((await publicPost('draft-then-published')).id).toBe(draft.id);

    await update(draft.id, postInput(wellness, { slug: 'draft-then-published', status: 'draft' }));
    expect(await publicSlugs()).not.toContain('draft-then-published');
  });

  it('keeps a published post with a future date hidden until the date passes, then shows it without another write', async () => {
    const soon = new Date(Date.now() + 1_500).toISOString();
    const post = await create(postInput(wellness, { slug: 'scheduled-soon', publishedAt: soon }));
    expect(post.status).toBe('published');
    expect(await publicSlugs()).not.toContain('scheduled-soon');
    expect((await fixture.failure(CONTENT_PATTERNS.getPost, { slug: 'scheduled-soon' })).code).toBe(ErrorCode.PostNotFound);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(soon) - Date.now() + 100));
    expect(await publicSlugs()).toContain('scheduled-soon');
    expect((await publicPost('scheduled-soon')).publishedAt).toBe(soon);
  });

  it('shows a scheduled post once its date is moved into the past (here straight in SQL)', async () => {
    const post = await create(postInput(wellness, { slug: 'scheduled-next-year', publishedAt: '2099-01-01T00:00:00.000Z' }));
    expect(await publicSlugs()).not.toContain('scheduled-next-year');
    await fixture.dataSource.query(`UPDATE content.posts SET published_at = now() - interval '1 minute' WHERE id = $1`, [post.id]);
    expect(await publicSlugs()).toContain('scheduled-next-year');
  });
});

describe('read time', () => {
  it('follows the words when the input leaves it out', async () => {
    const content = `## Long\n\n${'word '.repeat(1_000)}`;
    const post = await create(postInput(wellness, { slug: 'computed-read-time', content }));
    expect(post).toMatchObject({ readTime: readTimeOf(content), readTimeSet: false });
    expect(post.readTime).toBe(6);
    expect((await publicPost('computed-read-time')).readTime).toBe(6);
  });

  it('keeps an editor’s value, and follows the words again when it is cleared', async () => {
    const post = await create(postInput(wellness, { slug: 'set-read-time', readTime: 12 }));
    expect(post).toMatchObject({ readTime: 12, readTimeSet: true });
    const cleared = await update(post.id, postInput(wellness, { slug: 'set-read-time' }));
    expect(cleared).toMatchObject({ readTime: readTimeOf(postInput(wellness).content), readTimeSet: false });
  });

  it('stays what the seed gave each article when the article is saved again unchanged', async () => {
    // Links, list numbers and a code block: words to a reader only where there are words.
    const link = '[the guide](https://example.com/one-two-three-four-five-six)';
    const body = `## Links\n\n${'word '.repeat(180)}\n\n1. ${link}\n2. ${link}\n3. ${link}\n\n\`\`\`\nnpm run a-b-c\n\`\`\`\n`;
    const seeded = await withSeedPosts([{ slug: 'seeded-with-links', category: 'Wellness', body }], async (dir) => {
      await migrateContent({ ...fixture.database, SEED: true }, dir);
      return (await loadSeed(dir)).posts;
    });
    expect(seeded.find((post) => post.slug === 'seeded-with-links')?.readTime).toBe(1);
    for (const seededPost of seeded) {
      const id = await idOf(fixture.dataSource, 'posts', seededPost.slug);
      const before = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.getPost, { id });
      expect(before, seededPost.slug).toMatchObject({ readTime: seededPost.readTime, readTimeSet: false });
      const after = await update(id, unchangedPostInput(before));
      expect(after, seededPost.slug).toMatchObject({ readTime: seededPost.readTime, readTimeSet: false });
    }
    // The whole seed migrated and every article saved once: more than the default 5 s on a busy machine.
  }, 30_000);
});

describe('conflicts and bad references', () => {
  it('refuses a slug another post has with 409 SlugTaken naming it, and writes no second row', async () => {
    await create(postInput(wellness, { slug: 'taken-slug' }));
    const error = await fixture.failure(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, { slug: 'taken-slug' }),
    });
    expect(error).toEqual({
      code: ErrorCode.SlugTaken,
      message: 'The slug "taken-slug" is already used by another post.',
      issues: [{ path: ['slug'], message: 'This slug is already used by another post' }],
    });
    expect(await rowsWithSlug('taken-slug')).toBe(1);
  });

  it('refuses to rename a post onto a seed post’s slug', async () => {
    const post = await create(postInput(wellness, { slug: 'rename-me' }));
    const error = await fixture.failure(CONTENT_ADMIN_PATTERNS.updatePost, {
      actor: ACTOR,
      id: post.id,
      input: postInput(wellness, { slug: 'fun-budget' }),
      version: post.version,
    });
    expect(error.code).toBe(ErrorCode.SlugTaken);
    expect(error.message).toContain('"fun-budget"');
  });

  it('answers an unknown category and unknown topics with 400 issues on both fields', async () => {
    const unknownTopic = randomUUID();
    const error = await fixture.failure(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(randomUUID(), { slug: 'bad-references', topicIds: [foodie, unknownTopic] }),
    });
    expect(error).toEqual({
      code: ErrorCode.Validation,
      message: 'Invalid request',
      issues: [
        { path: ['categoryId'], message: 'Choose an existing category' },
        { path: ['topicIds'], message: `Unknown topic: ${unknownTopic}` },
      ],
    });
    expect(await rowsWithSlug('bad-references')).toBe(0);
  });

  it('refuses an input the contract refuses, field by field, before touching the database', async () => {
    const error = await fixture.failure(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: { ...postInput(wellness), title: ' ', slug: 'Not A Slug', imageAlt: '' },
    });
    expect(error.code).toBe(ErrorCode.Validation);
    expect(error.issues?.map((issue) => issue.path.join('.'))).toEqual(['input.title', 'input.slug', 'input.imageAlt']);
  });

  it('refuses a write without an actor', async () => {
    const error = await fixture.failure(CONTENT_ADMIN_PATTERNS.createPost, { input: postInput(wellness, { slug: 'no-actor' }) });
    expect(error.issues?.[0]?.path).toEqual(['actor']);
  });
});

describe('the same message twice', () => {
  it('creates once and answers the second delivery of a request with the same post', async () => {
    const requestId = randomUUID();
    const input = postInput(wellness, { slug: 'delivered-twice' });
    const [first, second] = await Promise.all([create(input, requestId), create(input, requestId)]);
    expect(second).toEqual(first);
    expect(await rowsWithSlug('delivered-twice')).toBe(1);
    const audit = await fixture.dataSource.query('SELECT count(*)::int AS n FROM content.audit_log WHERE request_id = $1', [requestId]);
    expect(audit).toEqual([{ n: 1 }]);
  });

  it('answers a repeated create with another request id (a second click) with 409, not a second row', async () => {
    const input = postInput(wellness, { slug: 'clicked-twice' });
    await create(input, randomUUID());
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.createPost, { actor: ACTOR, input, requestId: randomUUID() })).code).toBe(
      ErrorCode.SlugTaken,
    );
    expect(await rowsWithSlug('clicked-twice')).toBe(1);
  });

  it('deletes once and answers {id} to the second delivery', async () => {
    const post = await create(postInput(wellness, { slug: 'deleted-twice' }));
    const requestId = randomUUID();
    const payload = { actor: ACTOR, id: post.id, requestId };
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.deletePost, payload)).toEqual({ id: post.id });
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.deletePost, payload)).toEqual({ id: post.id });
  });
});
