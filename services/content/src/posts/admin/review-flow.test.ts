import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPostSchema,
  BlogPostSchema,
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  ErrorCode,
  type Actor,
  type PostInput,
} from '@livefully/contracts';
import { freePort } from '@livefully/service-kit/testing';
import { z } from 'zod';
import { idOf, postInput } from '../../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../../testing/content-fixture.js';

/*
 * Review (docs/content-admin.md, Review): a contributor submits a draft, an editor sends it back
 * with a note or publishes it. Each step is a save with its audit row and revision. Identity and
 * engage are not running here: the notices fail, are logged, and never undo a step.
 */
let fixture: ContentFixture;
let wellness: string;

const WRITER: Actor = { uid: 'writer-uid', email: 'wren.writer@example.com', role: 'contributor' };
const OTHER_WRITER: Actor = { uid: 'other-writer-uid', email: 'otto.writer@example.com', role: 'contributor' };
const EDITOR: Actor = { uid: 'editor-uid', email: 'eddie.editor@example.com', role: 'editor' };

const versionOf = async (id: string) => AdminPostSchema.parse(await fixture.send(CONTENT_ADMIN_PATTERNS.getPost, { id })).version;
const post = (actor: Actor, id: string, input: PostInput, pattern: string) =>
  versionOf(id).then(async (version) => AdminPostSchema.parse(await fixture.send(pattern, { actor, id, input, version })));
const submit = (actor: Actor, id: string, input: PostInput) => post(actor, id, input, CONTENT_ADMIN_PATTERNS.submitPost);
const save = (actor: Actor, id: string, input: PostInput) => post(actor, id, input, CONTENT_ADMIN_PATTERNS.updatePost);
const sendBack = async (actor: Actor, id: string, note: string) =>
  AdminPostSchema.parse(await fixture.send(CONTENT_ADMIN_PATTERNS.sendBackPost, { actor, id, note, version: await versionOf(id) }));
const draft = async (actor: Actor, slug: string) =>
  AdminPostSchema.parse(
    await fixture.send(CONTENT_ADMIN_PATTERNS.createPost, {
      actor,
      input: postInput(wellness, { slug, status: 'draft', publishedAt: null }),
    }),
  );
const publicSlugs = async () =>
  z
    .array(BlogPostSchema)
    .parse(await fixture.send(CONTENT_PATTERNS.listPosts))
    .map((item) => item.slug);
const trail = async (id: string) => ({
  audit: (await fixture.dataSource.query('SELECT action FROM content.audit_log WHERE entity_id = $1 ORDER BY at', [id])).map(
    (row: { action: string }) => row.action,
  ),
  revisions: (
    await fixture.dataSource.query(`SELECT number FROM content.revisions WHERE entity_id = $1 AND source = 'save' ORDER BY number`, [id])
  ).map((row: { number: number }) => row.number),
});

beforeAll(async () => {
  // Nobody listens on these: every notice fails.
  const env = { IDENTITY_SERVICE_PORT: String(await freePort()), ENGAGE_SERVICE_PORT: String(await freePort()), NOTICE_TIMEOUT_MS: '300' };
  fixture = await startContentFixture('review-flow', { env });
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('submitting for review', () => {
  it('puts the writer’s draft in review, undated and hidden from readers, with an audit row and a revision, though no mail could go', async () => {
    const { id } = await draft(WRITER, 'waiting-post');
    const submitted = await submit(WRITER, id, postInput(wellness, { slug: 'waiting-post', title: 'Waiting', status: 'draft' }));
    expect(submitted).toMatchObject({ status: 'review', title: 'Waiting', publishedAt: null, reviewNote: null, version: 2 });
    expect(submitted.submittedAt).not.toBeNull();
    expect(await publicSlugs()).not.toContain('waiting-post');
    expect(await trail(id)).toEqual({ audit: ['create', 'update'], revisions: [1, 2] });
  });

  it('keeps a post in review when its writer edits it', async () => {
    const { id } = await draft(WRITER, 'edited-in-review');
    await submit(WRITER, id, postInput(wellness, { slug: 'edited-in-review', status: 'draft' }));
    const edited = await save(WRITER, id, postInput(wellness, { slug: 'edited-in-review', title: 'A better title', status: 'draft' }));
    expect(edited).toMatchObject({ status: 'review', title: 'A better title', publishedAt: null });
  });

  it('refuses someone else’s post to a contributor, and a published post to anyone', async () => {
    const { id } = await draft(WRITER, 'not-yours');
    const input = postInput(wellness, { slug: 'not-yours', status: 'draft' });
    const refused = await fixture.failure(CONTENT_ADMIN_PATTERNS.submitPost, { actor: OTHER_WRITER, id, input, version: 1 });
    expect(refused.code).toBe(ErrorCode.RoleTooLow);

    const published = await post(EDITOR, id, input, CONTENT_ADMIN_PATTERNS.publishPost);
    const again = await fixture.failure(CONTENT_ADMIN_PATTERNS.submitPost, { actor: EDITOR, id, input, version: published.version });
    expect(again.code).toBe(ErrorCode.Conflict);
    expect(await publicSlugs()).toContain('not-yours');
  });
});

describe('sending back', () => {
  it('returns the post to its writer as a draft with the editor’s note, kept until they submit again', async () => {
    const { id } = await draft(WRITER, 'sent-back-post');
    await submit(WRITER, id, postInput(wellness, { slug: 'sent-back-post', title: 'First try', status: 'draft' }));
    const back = await sendBack(EDITOR, id, '  A shorter opening, please.  ');
    expect(back).toMatchObject({
      status: 'draft',
      title: 'First try',
      submittedAt: null,
      reviewNote: { note: 'A shorter opening, please.', byEmail: EDITOR.email },
    });
    expect(await trail(id)).toEqual({ audit: ['create', 'update', 'update'], revisions: [1, 2, 3] });

    const saved = await save(WRITER, id, postInput(wellness, { slug: 'sent-back-post', title: 'Second try', status: 'draft' }));
    expect(saved.reviewNote?.note).toBe('A shorter opening, please.');
    const resubmitted = await submit(WRITER, id, postInput(wellness, { slug: 'sent-back-post', title: 'Second try', status: 'draft' }));
    expect(resubmitted).toMatchObject({ status: 'review', reviewNote: null });
  });

  it('refuses a post that is not in review with 409, and writes nothing', async () => {
    const { id } = await draft(WRITER, 'never-submitted');
    const refused = await fixture.failure(CONTENT_ADMIN_PATTERNS.sendBackPost, { actor: EDITOR, id, note: 'No.', version: 1 });
    expect(refused.code).toBe(ErrorCode.Conflict);
    expect(await trail(id)).toEqual({ audit: ['create'], revisions: [1] });
  });

  it('refuses an empty note', async () => {
    const { id } = await draft(WRITER, 'empty-note');
    await submit(WRITER, id, postInput(wellness, { slug: 'empty-note', status: 'draft' }));
    const refused = await fixture.failure(CONTENT_ADMIN_PATTERNS.sendBackPost, { actor: EDITOR, id, note: '   ', version: 2 });
    expect(refused.code).toBe(ErrorCode.Validation);
  });
});

describe('publishing a post in review', () => {
  it('publishes it dated now and ends its review', async () => {
    const { id } = await draft(WRITER, 'reviewed-and-live');
    await submit(WRITER, id, postInput(wellness, { slug: 'reviewed-and-live', status: 'draft' }));
    const live = await post(EDITOR, id, postInput(wellness, { slug: 'reviewed-and-live' }), CONTENT_ADMIN_PATTERNS.publishPost);
    expect(live).toMatchObject({ status: 'published', submittedAt: null, reviewNote: null });
    expect((await publicSlugs())[0]).toBe('reviewed-and-live');
  });
});
