import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPostSchema, BlogPostSchema, CONTENT_ADMIN_PATTERNS, CONTENT_PATTERNS, ErrorCode, type PostInput } from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, idOf, postInput } from '../../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../../testing/content-fixture.js';

/*
 * The publish flow's steps (docs/content-admin.md, Publishing): Publish now, Schedule, Update and
 * Unpublish, each a save of the editor's fields with the state it means, audited and revisioned.
 */
let fixture: ContentFixture;
let wellness: string;

type Step = 'publishPost' | 'schedulePost' | 'updatePublishedPost' | 'unpublishPost';

const versionOf = async (id: string) => AdminPostSchema.parse(await fixture.send(CONTENT_ADMIN_PATTERNS.getPost, { id })).version;
const step = async (name: Step, id: string, input: PostInput) =>
  AdminPostSchema.parse(await fixture.send(CONTENT_ADMIN_PATTERNS[name], { actor: ACTOR, id, input, version: await versionOf(id) }));
const refusal = async (name: Step, id: string, input: PostInput) =>
  fixture.failure(CONTENT_ADMIN_PATTERNS[name], { actor: ACTOR, id, input, version: await versionOf(id) });
const draft = async (slug: string) =>
  AdminPostSchema.parse(
    await fixture.send(CONTENT_ADMIN_PATTERNS.createPost, { actor: ACTOR, input: postInput(wellness, { slug, status: 'draft' }) }),
  );
const publicSlugs = async () =>
  z
    .array(BlogPostSchema)
    .parse(await fixture.send(CONTENT_PATTERNS.listPosts))
    .map((post) => post.slug);
const databaseNow = async () => new Date((await fixture.dataSource.query('SELECT clock_timestamp() AS now'))[0].now as Date).getTime();
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
/** The audit actions and revision numbers of a post, oldest first. */
const trail = async (id: string) => ({
  audit: (await fixture.dataSource.query('SELECT action FROM content.audit_log WHERE entity_id = $1 ORDER BY at', [id])).map(
    (row: { action: string }) => row.action,
  ),
  revisions: (
    await fixture.dataSource.query(`SELECT number FROM content.revisions WHERE entity_id = $1 AND source = 'save' ORDER BY number`, [id])
  ).map((row: { number: number }) => row.number),
});

beforeAll(async () => {
  fixture = await startContentFixture('publish-flow');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('Publish now', () => {
  it('publishes a draft dated this moment, whatever date the input carries, with an audit row and a revision', async () => {
    const { id } = await draft('publish-now');
    const before = await databaseNow();
    const published = await step(
      'publishPost',
      id,
      postInput(wellness, { slug: 'publish-now', title: 'Now live', publishedAt: '2020-01-01T00:00:00.000Z' }),
    );
    const after = await databaseNow();

    expect(published).toMatchObject({ status: 'published', title: 'Now live', version: 2 });
    expect(Date.parse(published.publishedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(published.publishedAt ?? '')).toBeLessThanOrEqual(after);
    expect((await publicSlugs())[0]).toBe('publish-now');
    expect(await trail(id)).toEqual({ audit: ['create', 'update'], revisions: [1, 2] });
  });
});

describe('Schedule', () => {
  it('keeps the post from readers until its date', async () => {
    const { id } = await draft('scheduled-later');
    const at = inAWeek();
    const scheduled = await step('schedulePost', id, postInput(wellness, { slug: 'scheduled-later', publishedAt: at }));
    expect(scheduled).toMatchObject({ status: 'published', publishedAt: at });
    expect(await publicSlugs()).not.toContain('scheduled-later');
    expect(await trail(id)).toEqual({ audit: ['create', 'update'], revisions: [1, 2] });
  });

  it.each([
    ['a date already passed', '2025-01-01T00:00:00.000Z'],
    ['no date', null],
  ])('refuses %s with a 400 on the date, and writes nothing', async (_case, publishedAt) => {
    const { id } = await draft(`not-scheduled-${publishedAt ? 'past' : 'blank'}`);
    const failure = await refusal(
      'schedulePost',
      id,
      postInput(wellness, { slug: `not-scheduled-${publishedAt ? 'past' : 'blank'}`, publishedAt }),
    );
    expect(failure).toMatchObject({
      code: ErrorCode.Validation,
      issues: [{ path: ['publishedAt'], message: 'Choose a time in the future' }],
    });
    expect(await trail(id)).toEqual({ audit: ['create'], revisions: [1] });
  });
});

describe('Update', () => {
  it('saves a published post, keeping it published and its date', async () => {
    const { id } = await draft('updated-live');
    const published = await step('publishPost', id, postInput(wellness, { slug: 'updated-live' }));
    const updated = await step(
      'updatePublishedPost',
      id,
      postInput(wellness, { slug: 'updated-live', title: 'Fixed a typo', publishedAt: null, status: 'draft' }),
    );
    expect(updated).toMatchObject({ status: 'published', title: 'Fixed a typo', publishedAt: published.publishedAt });
    expect(await trail(id)).toEqual({ audit: ['create', 'update', 'update'], revisions: [1, 2, 3] });
  });

  it('refuses a draft with 409: publishing it is Publish now or Schedule', async () => {
    const { id } = await draft('update-a-draft');
    expect((await refusal('updatePublishedPost', id, postInput(wellness, { slug: 'update-a-draft' }))).code).toBe(ErrorCode.Conflict);
    expect(await publicSlugs()).not.toContain('update-a-draft');
  });
});

describe('Unpublish', () => {
  it('takes a published post back to draft, without its date', async () => {
    const { id } = await draft('unpublished');
    await step('publishPost', id, postInput(wellness, { slug: 'unpublished' }));
    expect(await publicSlugs()).toContain('unpublished');
    const back = await step('unpublishPost', id, postInput(wellness, { slug: 'unpublished' }));
    expect(back).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await publicSlugs()).not.toContain('unpublished');
    expect(await trail(id)).toEqual({ audit: ['create', 'update', 'update'], revisions: [1, 2, 3] });
  });
});

describe('Alt text', () => {
  const bare = `## Soup\n\n![](/images/soup-pot.svg)\n\n![A bowl](/images/bowl.svg)\n\n${'Stir slowly. '.repeat(40).trim()}`;
  const altMessage = [{ path: ['content'], message: 'Every image needs alt text: add it to “/images/soup-pot.svg”' }];

  it('saves a draft with an image without alt text, and refuses to publish, schedule or create it published with a field message', async () => {
    const { id } = await draft('bare-image');
    const saved = AdminPostSchema.parse(
      await fixture.send(CONTENT_ADMIN_PATTERNS.updatePost, {
        actor: ACTOR,
        id,
        input: postInput(wellness, { slug: 'bare-image', content: bare, status: 'draft' }),
        version: await versionOf(id),
      }),
    );
    expect(saved).toMatchObject({ status: 'draft', content: bare });
    for (const [name, extra] of [
      ['publishPost', {}],
      ['schedulePost', { publishedAt: inAWeek() }],
    ] as const) {
      const refused = await refusal(name, id, postInput(wellness, { slug: 'bare-image', content: bare, ...extra }));
      expect(refused, name).toMatchObject({ code: ErrorCode.Validation, issues: altMessage });
    }
    const created = await fixture.failure(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, { slug: 'bare-image-2', content: bare, status: 'published' }),
    });
    expect(created).toMatchObject({ code: ErrorCode.Validation, issues: altMessage });
    expect(await publicSlugs()).not.toContain('bare-image');
  });

  it('refuses an Update of a published post that takes an image without alt text, and publishes once every image has one', async () => {
    const { id } = await draft('bare-update');
    await step('publishPost', id, postInput(wellness, { slug: 'bare-update' }));
    const refused = await refusal('updatePublishedPost', id, postInput(wellness, { slug: 'bare-update', content: bare }));
    expect(refused).toMatchObject({ code: ErrorCode.Validation, issues: altMessage });
    const fixed = bare.replace('![](', '![A soup pot](');
    expect(await step('updatePublishedPost', id, postInput(wellness, { slug: 'bare-update', content: fixed }))).toMatchObject({
      status: 'published',
      content: fixed,
    });
  });
});
