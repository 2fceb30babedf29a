import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_ADMIN_PATTERNS,
  CONTENT_REVISION_PATTERNS as REV,
  ErrorCode,
  MEDIA_ADMIN_PATTERNS,
  RevisionListSchema,
  RevisionSchema,
  type Actor,
  type AdminGuide,
  type AdminPost,
  type AdminTopic,
  type AuditEntry,
  type MediaItem,
  type PostInput,
  type RestoredRevision,
  type Revision,
  type RevisionList,
} from '@livefully/contracts';
import { processImage } from '@livefully/service-kit/media';
import { pngImage } from '@livefully/service-kit/media/testing';
import { ContentConfigSchema } from '../config/content.config.js';
import { ACTOR, guideInput, idOf, postInput, topicInput } from '../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';

const OTHER: Actor = { uid: 'admin-uid-2', email: 'grace.admin@example.com', role: 'editor' };
/** What a revision and an audit row keep of the actor: who, not their role at the time. */
const stored = ({ uid, email }: Actor) => ({ uid, email });

let fixture: ContentFixture;
let wellness: string;

const createPost = (input: PostInput) => fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, { actor: ACTOR, input });
const updatePost = (id: string, input: PostInput, version: number, actor: Actor = ACTOR) =>
  fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.updatePost, { actor, id, input, version });
const history = async (kind: 'post' | 'topic', id: string) =>
  RevisionListSchema.parse(
    await fixture.send<RevisionList>(kind === 'post' ? REV.listPostRevisions : REV.listTopicRevisions, { kind, id }),
  );
const revision = async (id: string, number: number) =>
  RevisionSchema.parse(await fixture.send<Revision>(REV.getPostRevision, { kind: 'post', id, number }));
const auditOf = (entityId: string) => fixture.send<AuditEntry[]>(CONTENT_ADMIN_PATTERNS.listAudit, { entityId });

beforeAll(async () => {
  fixture = await startContentFixture('revisions');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('a revision per save', () => {
  it('numbers each save of a post by the version it produced, with who, when and the whole content', async () => {
    const created = await createPost(postInput(wellness, { slug: 'kept-post', title: 'First' }));
    expect(created.version).toBe(1);
    const second = await updatePost(created.id, postInput(wellness, { slug: 'kept-post', title: 'Second' }), 1);
    const third = await updatePost(created.id, postInput(wellness, { slug: 'kept-post', title: 'Third' }), 2, OTHER);
    expect([second.version, third.version]).toEqual([2, 3]);

    const list = await history('post', created.id);
    expect(list.currentVersion).toBe(3);
    expect(list.revisions.map((r) => [r.number, r.source, r.actor?.uid])).toEqual([
      [3, 'save', OTHER.uid],
      [2, 'save', ACTOR.uid],
      [1, 'save', ACTOR.uid],
    ]);
    // The whole admin view, as the save answered it.
    expect((await revision(created.id, 1)).content).toEqual(created);
    expect((await revision(created.id, 3)).content).toEqual(third);
    // One audit row per save, written beside the revision.
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
  });

  it('keeps the state of an item older than revisions as a baseline before its first change', async () => {
    const id = await idOf(fixture.dataSource, 'topics', 'foodie');
    const before = await fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.getTopic, { id });
    expect((await history('topic', id)).revisions).toEqual([]);
    await fixture.send(CONTENT_ADMIN_PATTERNS.updateTopic, {
      actor: ACTOR,
      id,
      input: topicInput({ name: 'Food Lovers', slug: 'foodie', color: 'orange', icon: 'fa-utensils' }),
      version: before.version,
    });
    const list = await history('topic', id);
    expect(list.revisions.map((r) => [r.number, r.source, r.actor])).toEqual([
      [before.version + 1, 'save', stored(ACTOR)],
      [before.version, 'baseline', null],
    ]);
    const baseline = await fixture.send<Revision>(REV.getTopicRevision, { kind: 'topic', id, number: before.version });
    expect(baseline.content).toEqual(before);
  });

  it('answers an unknown item with its not-found code and an unknown revision with REVISION_NOT_FOUND', async () => {
    const post = await createPost(postInput(wellness, { slug: 'one-revision' }));
    const missing = randomUUID();
    expect((await fixture.failure(REV.listPostRevisions, { kind: 'post', id: missing })).code).toBe(ErrorCode.PostNotFound);
    expect(await fixture.failure(REV.getPostRevision, { kind: 'post', id: post.id, number: 7 })).toMatchObject({
      code: ErrorCode.RevisionNotFound,
    });
    expect((await fixture.failure(REV.getPostRevision, { kind: 'post', id: post.id, number: 0 })).code).toBe(ErrorCode.Validation);
  });
});

describe('restore', () => {
  it('saves an old revision as the next version, through the normal write path', async () => {
    const created = await createPost(postInput(wellness, { slug: 'restored-post', title: 'Original', tags: ['one'] }));
    await updatePost(created.id, postInput(wellness, { slug: 'restored-post', title: 'Rewritten', tags: ['two'], readTime: 9 }), 1);
    const { item: restored, droppedImages } = await fixture.send<RestoredRevision<AdminPost>>(REV.restorePostRevision, {
      kind: 'post',
      actor: OTHER,
      id: created.id,
      number: 1,
      version: 2,
    });
    expect(droppedImages).toEqual([]);
    expect(restored).toMatchObject({ title: 'Original', tags: ['one'], version: 3, readTimeSet: false, readTime: created.readTime });
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.getPost, { id: created.id })).toEqual(restored);

    const list = await history('post', created.id);
    expect(list.revisions[0]).toMatchObject({ number: 3, source: 'restore', restoredFrom: 1, actor: stored(OTHER) });
    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ action: 'update', actor: stored(OTHER), after: restored });
    expect((audit!.before as AdminPost).title).toBe('Rewritten');
  });

  it('refuses a restore based on a stale version with 409 and both versions', async () => {
    const created = await createPost(postInput(wellness, { slug: 'stale-restore' }));
    await updatePost(created.id, postInput(wellness, { slug: 'stale-restore', title: 'Moved on' }), 1);
    const refused = await fixture.failure(REV.restorePostRevision, { kind: 'post', actor: ACTOR, id: created.id, number: 1, version: 1 });
    expect(refused.code).toBe(ErrorCode.VersionConflict);
    expect(refused.details).toMatchObject({ yours: { version: 1 }, current: { version: 2, title: 'Moved on' } });
  });
});

describe('restore and the media library', () => {
  /** A library item as an upload records it (its files are not needed to be deleted). */
  const record = async (originalName: string) => {
    const { item } = await processImage(await pngImage(40, 30), { id: randomUUID(), originalName });
    return fixture.send<MediaItem>(MEDIA_ADMIN_PATTERNS.recordMedia, { actor: ACTOR, item, requestId: randomUUID() });
  };
  const words = 'Words a reader reads around the pictures. '.repeat(20);

  it('leaves out the images deleted from the library since, names them, and keeps those still there', async () => {
    const [kept, gone] = [await record('kept.png'), await record('gone.png')];
    const created = await createPost(
      postInput(wellness, {
        slug: 'pictured-then-not',
        imagePath: gone.path,
        imageAlt: 'The one deleted later',
        content: `${words}\n\n![Deleted later](${gone.path})\n\n![Still here](${kept.path})\n\n[Full size](${gone.path}) and more.\n`,
      }),
    );
    await updatePost(
      created.id,
      postInput(wellness, { slug: 'pictured-then-not', imagePath: kept.path, imageAlt: 'Kept', content: words }),
      1,
    );
    await fixture.send(MEDIA_ADMIN_PATTERNS.deleteMedia, { actor: ACTOR, id: gone.id, requestId: randomUUID() });

    const restored = await fixture.send<RestoredRevision<AdminPost>>(REV.restorePostRevision, {
      kind: 'post',
      actor: ACTOR,
      id: created.id,
      number: 1,
      version: 2,
    });
    expect(restored.droppedImages).toEqual([
      { field: 'imagePath', path: gone.path },
      { field: 'content', path: gone.path },
    ]);
    expect(restored.item).toMatchObject({ version: 3, imagePath: '', imageAlt: '' });
    expect(restored.item.content).toBe(`${words}\n\n\n\n![Still here](${kept.path})\n\nFull size and more.`);
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.getPost, { id: created.id })).toEqual(restored.item);
  });

  it('restores a guide without its deleted cover, and a revision whose images are all there as it was', async () => {
    const [cover, gone] = [await record('cover.png'), await record('guide-gone.png')];
    const guide = await fixture.send<AdminGuide>(CONTENT_ADMIN_PATTERNS.createGuide, {
      actor: ACTOR,
      input: guideInput(wellness, { slug: 'guide-pictured', imagePath: gone.path, imageAlt: 'Gone' }),
    });
    await fixture.send(CONTENT_ADMIN_PATTERNS.updateGuide, {
      actor: ACTOR,
      id: guide.id,
      input: guideInput(wellness, { slug: 'guide-pictured', imagePath: cover.path, imageAlt: 'Cover' }),
      version: 1,
    });
    await fixture.send(MEDIA_ADMIN_PATTERNS.deleteMedia, { actor: ACTOR, id: gone.id, requestId: randomUUID() });
    const first = await fixture.send<RestoredRevision<AdminGuide>>(REV.restoreGuideRevision, {
      kind: 'guide',
      actor: ACTOR,
      id: guide.id,
      number: 1,
      version: 2,
    });
    expect(first.droppedImages).toEqual([{ field: 'imagePath', path: gone.path }]);
    expect(first.item).toMatchObject({ imagePath: '', imageAlt: '', version: 3 });
    const second = await fixture.send<RestoredRevision<AdminGuide>>(REV.restoreGuideRevision, {
      kind: 'guide',
      actor: ACTOR,
      id: guide.id,
      number: 2,
      version: 3,
    });
    expect(second.droppedImages).toEqual([]);
    expect(second.item).toMatchObject({ imagePath: cover.path, imageAlt: 'Cover', version: 4 });
  });
});

describe('concurrent edits', () => {
  it('lets one of two updates based on the same version through and refuses the other with both versions', async () => {
    const created = await createPost(postInput(wellness, { slug: 'contested', title: 'Start' }));
    const mine = postInput(wellness, { slug: 'contested', title: 'Mine' });
    const theirs = postInput(wellness, { slug: 'contested', title: 'Theirs' });
    const results = await Promise.allSettled([updatePost(created.id, mine, 1, ACTOR), updatePost(created.id, theirs, 1, OTHER)]);
    const won = results.filter((r): r is PromiseFulfilledResult<AdminPost> => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0]!.value;
    expect(winner.version).toBe(2);
    const refusal = lost[0]!.reason as { code: string; details: { yours: { version: number; input: PostInput }; current: AdminPost } };
    expect(refusal.code).toBe(ErrorCode.VersionConflict);
    expect(refusal.details.yours.version).toBe(1);
    expect(refusal.details.current).toEqual(winner);
    expect(refusal.details.yours.input.title).toBe(winner.title === 'Mine' ? 'Theirs' : 'Mine');
    // Nothing lost: the item is the winner's, and the loser's write left no trace.
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.getPost, { id: created.id })).toEqual(winner);
    expect((await history('post', created.id)).revisions.map((r) => r.number)).toEqual([2, 1]);
    expect(await auditOf(created.id)).toHaveLength(2);
  });

  it('takes an overwrite that sends the current version', async () => {
    const created = await createPost(postInput(wellness, { slug: 'overwritten', title: 'Start' }));
    await updatePost(created.id, postInput(wellness, { slug: 'overwritten', title: 'Theirs' }), 1, OTHER);
    const refused = await fixture.failure(CONTENT_ADMIN_PATTERNS.updatePost, {
      actor: ACTOR,
      id: created.id,
      input: postInput(wellness, { slug: 'overwritten', title: 'Mine' }),
      version: 1,
    });
    const current = (refused.details as { current: AdminPost }).current;
    const kept = await updatePost(created.id, postInput(wellness, { slug: 'overwritten', title: 'Mine' }), current.version);
    expect(kept).toMatchObject({ title: 'Mine', version: 3 });
  });

  it('refuses an update without a version as a bad request', async () => {
    const created = await createPost(postInput(wellness, { slug: 'no-version' }));
    const refused = await fixture.failure(CONTENT_ADMIN_PATTERNS.updatePost, { actor: ACTOR, id: created.id, input: postInput(wellness) });
    expect(refused.code).toBe(ErrorCode.Validation);
    expect(refused.issues).toContainEqual({
      path: ['version'],
      message: 'version is required: the version of the item this edit is based on',
    });
  });
});

describe('autosave', () => {
  it('keeps the editor values per person without changing the live item, and a save clears them', async () => {
    const created = await createPost(postInput(wellness, { slug: 'autosaved' }));
    const values = { title: 'Half written', content: 'Not valid yet', topicIds: [] };
    const kept = await fixture.send(REV.autosavePost, { kind: 'post', actor: ACTOR, id: created.id, values, baseVersion: 1 });
    expect(kept).toMatchObject({ source: 'autosave', number: null, baseVersion: 1, actor: ACTOR });
    await fixture.send(REV.autosavePost, {
      kind: 'post',
      actor: ACTOR,
      id: created.id,
      values: { ...values, title: 'Later' },
      baseVersion: 1,
    });
    await fixture.send(REV.autosavePost, { kind: 'post', actor: OTHER, id: created.id, values: { title: 'Hers' }, baseVersion: 1 });

    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.getPost, { id: created.id })).toEqual(created);
    const mine = RevisionSchema.parse(await fixture.send(REV.getPostAutosave, { kind: 'post', actor: ACTOR, id: created.id }));
    expect(mine.content).toEqual({ ...values, title: 'Later' });
    const list = await history('post', created.id);
    expect(list.currentVersion).toBe(1);
    expect(list.revisions.filter((r) => r.source === 'autosave').map((r) => r.actor?.uid)).toEqual([OTHER.uid, ACTOR.uid]);
    expect(list.revisions.filter((r) => r.source !== 'autosave').map((r) => r.number)).toEqual([1]);

    await updatePost(created.id, postInput(wellness, { slug: 'autosaved', title: 'Saved' }), 1);
    expect(await fixture.send(REV.getPostAutosave, { kind: 'post', actor: ACTOR, id: created.id })).toBeNull();
    expect(await fixture.send(REV.getPostAutosave, { kind: 'post', actor: OTHER, id: created.id })).not.toBeNull();
  });

  it('refuses an autosave of an unknown item or without values', async () => {
    expect(
      (await fixture.failure(REV.autosavePost, { kind: 'post', actor: ACTOR, id: randomUUID(), values: {}, baseVersion: 1 })).code,
    ).toBe(ErrorCode.PostNotFound);
    const created = await createPost(postInput(wellness, { slug: 'autosave-refused' }));
    const refused = await fixture.failure(REV.autosavePost, { kind: 'post', actor: ACTOR, id: created.id, values: 'text', baseVersion: 1 });
    expect(refused.code).toBe(ErrorCode.Validation);
    expect(refused.issues?.[0]?.path).toEqual(['values']);
  });
});

describe('pruning', () => {
  it('validates REVISIONS_KEEP at boot', () => {
    const base = { DATABASE_URL: 'postgres://localhost/content' };
    expect(ContentConfigSchema.safeParse({ ...base, REVISIONS_KEEP: '0' }).success).toBe(false);
    expect(ContentConfigSchema.safeParse({ ...base, REVISIONS_KEEP: 'ten' }).success).toBe(false);
    expect(ContentConfigSchema.parse({ ...base, REVISIONS_KEEP: '' }).REVISIONS_KEEP).toBeUndefined();
    expect(ContentConfigSchema.parse({ ...base, REVISIONS_KEEP: '25' }).REVISIONS_KEEP).toBe(25);
  });

  it('keeps only the newest REVISIONS_KEEP saves of an item when set', async () => {
    await fixture.restart({ REVISIONS_KEEP: '2' });
    const created = await createPost(postInput(wellness, { slug: 'pruned' }));
    for (let version = 1; version <= 4; version += 1) {
      await updatePost(created.id, postInput(wellness, { slug: 'pruned', title: `Take ${version}` }), version);
    }
    const list = await history('post', created.id);
    expect(list.currentVersion).toBe(5);
    expect(list.revisions.map((r) => r.number)).toEqual([5, 4]);
    expect((await revision(created.id, 4)).content).toMatchObject({ title: 'Take 3' });
  });
});
