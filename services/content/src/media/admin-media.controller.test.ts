import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  ErrorCode,
  MEDIA_ADMIN_PATTERNS,
  MediaDetailSchema,
  MediaItemSchema,
  MediaPageSchema,
  TRASH_PATTERNS,
  type AdminPost,
  type AuditEntry,
  type BlogPost,
  type BlogPostSummary,
  type MediaDetail,
  type MediaItem,
  type MediaPage,
} from '@livefully/contracts';
import { FolderMediaStore, processImage } from '@livefully/service-kit/media';
import { pngImage } from '@livefully/service-kit/media/testing';
import { ACTOR, ACTOR_KEPT, idOf, postInput, topicInput } from '../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';

let fixture: ContentFixture;
let mediaDir: string;
let store: FolderMediaStore;
let wellness: string;

/** An upload as the gateway makes it: its files in the store, then recorded. */
async function upload(originalName: string, alt = ''): Promise<MediaItem> {
  const { files, item } = await processImage(await pngImage(700, 400), { id: randomUUID(), originalName, alt });
  for (const file of files) await store.put(file.key, file.body, file.contentType);
  return fixture.send<MediaItem>(MEDIA_ADMIN_PATTERNS.recordMedia, { actor: ACTOR, item, requestId: randomUUID() });
}

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'content-media-'));
  store = new FolderMediaStore(mediaDir);
  fixture = await startContentFixture('admin-media', { env: { MEDIA_STORE: 'folder', MEDIA_DIR: mediaDir } });
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the media library', () => {
  let beach: MediaItem;
  let forest: MediaItem;

  it('records an upload with who sent it, and audits it', async () => {
    beach = MediaItemSchema.parse(await upload('beach-day.png', 'Waves on a sandy beach'));
    expect(beach).toMatchObject({
      originalName: 'beach-day.png',
      type: 'png',
      mime: 'image/png',
      width: 700,
      height: 400,
      alt: 'Waves on a sandy beach',
      focal: { x: 0.5, y: 0.5 },
      createdBy: ACTOR_KEPT,
    });
    expect(beach.variants.map((v) => `${v.format}:${v.width}`)).toEqual([
      'avif:320',
      'webp:320',
      'avif:640',
      'webp:640',
      'avif:700',
      'webp:700',
      'jpeg:1200',
    ]);
    const audit = await fixture.send<AuditEntry[]>(CONTENT_ADMIN_PATTERNS.listAudit, { kind: 'media', entityId: beach.id });
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
    forest = await upload('forest.png', 'Tall pines in the fog');
  });

  it('answers the same request twice with one item', async () => {
    const { item } = await processImage(await pngImage(50, 50), { id: randomUUID(), originalName: 'dot.png' });
    const requestId = randomUUID();
    const first = await fixture.send<MediaItem>(MEDIA_ADMIN_PATTERNS.recordMedia, { actor: ACTOR, item, requestId });
    const again = await fixture.send<MediaItem>(MEDIA_ADMIN_PATTERNS.recordMedia, { actor: ACTOR, item, requestId });
    expect(again.id).toBe(first.id);
    await fixture.send(MEDIA_ADMIN_PATTERNS.deleteMedia, { actor: ACTOR, id: first.id });
  });

  it('lists newest first, a page at a time, and searches names and alt text', async () => {
    const all = MediaPageSchema.parse(await fixture.send<MediaPage>(MEDIA_ADMIN_PATTERNS.listMedia, {}));
    expect(all.items.map((item) => item.id)).toEqual([forest.id, beach.id]);
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    const second = await fixture.send<MediaPage>(MEDIA_ADMIN_PATTERNS.listMedia, { page: 2, pageSize: 1 });
    expect(second.items.map((item) => item.id)).toEqual([beach.id]);
    const byName = await fixture.send<MediaPage>(MEDIA_ADMIN_PATTERNS.listMedia, { q: 'BEACH' });
    expect(byName.items.map((item) => item.id)).toEqual([beach.id]);
    const byAlt = await fixture.send<MediaPage>(MEDIA_ADMIN_PATTERNS.listMedia, { q: 'pines fog' });
    expect(byAlt.items.map((item) => item.id)).toEqual([forest.id]);
    const wildcard = await fixture.send<MediaPage>(MEDIA_ADMIN_PATTERNS.listMedia, { q: '%' });
    expect(wildcard.total).toBe(0);
  });

  it('changes the alt text', async () => {
    const changed = await fixture.send<MediaItem>(MEDIA_ADMIN_PATTERNS.updateMedia, {
      actor: ACTOR,
      id: beach.id,
      input: { alt: '  Waves at noon  ' },
    });
    expect(changed.alt).toBe('Waves at noon');
    const error = await fixture.failure(MEDIA_ADMIN_PATTERNS.updateMedia, { actor: ACTOR, id: beach.id, input: { alt: 'x'.repeat(301) } });
    expect(error.issues).toEqual([{ path: ['input', 'alt'], message: 'Alt text must be at most 300 characters' }]);
  });

  it('records a focal point with its share image, which public posts then carry', async () => {
    const share = { format: 'jpeg' as const, width: 1200, height: 630, bytes: 1234, path: `/media/${forest.id}/share-300-700.jpg` };
    const changed = MediaItemSchema.parse(
      await fixture.send<MediaItem>(MEDIA_ADMIN_PATTERNS.recordMediaFocal, {
        actor: ACTOR,
        id: forest.id,
        input: { focal: { x: 0.3, y: 0.7 }, share },
      }),
    );
    expect(changed.focal).toEqual({ x: 0.3, y: 0.7 });
    expect(changed.variants.filter((v) => v.format === 'jpeg')).toEqual([share]);
    expect(changed.variants).toHaveLength(forest.variants.length);
    const audit = await fixture.send<AuditEntry[]>(CONTENT_ADMIN_PATTERNS.listAudit, { kind: 'media', entityId: forest.id });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    const bad = await fixture.failure(MEDIA_ADMIN_PATTERNS.recordMediaFocal, {
      actor: ACTOR,
      id: forest.id,
      input: { focal: { x: 1.5, y: 0.5 }, share },
    });
    expect(bad.issues).toEqual([{ path: ['input', 'focal', 'x'], message: 'x must be at most 1' }]);

    // A published post with the image carries its focal point; one with an image at the centre carries none.
    const input = postInput(wellness, { slug: 'pines', title: 'Pines', imagePath: forest.path, imageAlt: 'Pines', status: 'published' });
    const post = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, { actor: ACTOR, input });
    const pines = await fixture.send<BlogPost>(CONTENT_PATTERNS.getPost, { slug: 'pines' });
    expect(pines.imageFocal).toEqual({ x: 0.3, y: 0.7 });
    const cards = await fixture.send<BlogPostSummary[]>(CONTENT_PATTERNS.listPosts, { view: 'summary' });
    expect(cards.find((card) => card.slug === 'pines')?.imageFocal).toEqual({ x: 0.3, y: 0.7 });
    expect(cards.filter((card) => card.slug !== 'pines').every((card) => card.imageFocal === undefined)).toBe(true);
    // A post whose sharing panel chose the image carries its focal point for the share image's cut.
    const shared = postInput(wellness, { slug: 'shared-pines', title: 'Shared pines', shareImagePath: forest.path, status: 'published' });
    const sharedPost = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, { actor: ACTOR, input: shared });
    const sharedPines = await fixture.send<BlogPost>(CONTENT_PATTERNS.getPost, { slug: 'shared-pines' });
    expect(sharedPines.shareImageFocal).toEqual({ x: 0.3, y: 0.7 });
    expect(sharedPines.imageFocal).toBeUndefined();
    const sharedUse = await fixture.send<MediaDetail>(MEDIA_ADMIN_PATTERNS.getMedia, { id: forest.id });
    expect(sharedUse.usage.map((use) => `${use.kind}:${use.slug}:${use.field}`)).toContain('post:shared-pines:share');
    await fixture.send(CONTENT_ADMIN_PATTERNS.updatePost, {
      actor: ACTOR,
      id: sharedPost.id,
      input: { ...shared, shareImagePath: '' },
      version: sharedPost.version,
    });
    // Let go of the image, so the usage below is only what that test makes.
    await fixture.send(CONTENT_ADMIN_PATTERNS.updatePost, {
      actor: ACTOR,
      id: post.id,
      input: { ...input, imagePath: '', imageAlt: '' },
      version: post.version,
    });
  });

  it('tells where an image is used: a post image, a markdown body, a topic description', async () => {
    const post = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, { slug: 'beach-post', title: 'At the Beach', imagePath: beach.path, imageAlt: 'Waves' }),
    });
    const variant = forest.variants.find((v) => v.format === 'webp')!.path;
    await fixture.send(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, {
        slug: 'forest-post',
        title: 'Into the Forest',
        content: `## Pines\n\n![Pines](${variant})\n\n${'Walk. '.repeat(50)}`,
      }),
    });
    await fixture.send(CONTENT_ADMIN_PATTERNS.createTopic, {
      actor: ACTOR,
      input: topicInput({ slug: 'woods', name: 'Woods', description: `Trees ![x](${forest.path})` }),
    });
    const detail = MediaDetailSchema.parse(await fixture.send<MediaDetail>(MEDIA_ADMIN_PATTERNS.getMedia, { id: beach.id }));
    expect(detail.usage).toEqual([
      { kind: 'post', id: post.id, title: 'At the Beach', slug: 'beach-post', field: 'image', trashed: false },
    ]);
    const forestUse = await fixture.send<MediaDetail>(MEDIA_ADMIN_PATTERNS.getMedia, { id: forest.id });
    expect(forestUse.usage.map((use) => `${use.kind}:${use.slug}:${use.field}`)).toEqual(['post:forest-post:body', 'topic:woods:body']);
  });

  it('refuses to delete an image in use with 409, naming where, also by an item in the trash; deletes it and its files once unused', async () => {
    const error = await fixture.failure(MEDIA_ADMIN_PATTERNS.deleteMedia, { actor: ACTOR, id: beach.id });
    expect(error).toMatchObject({ code: ErrorCode.MediaInUse });
    expect(error.message).toContain('post "At the Beach"');
    expect(await store.list(beach.id)).toHaveLength(8);

    // A post in the trash can be restored with its picture: it still uses the image.
    const postId = await idOf(fixture.dataSource, 'posts', 'beach-post');
    await fixture.send(CONTENT_ADMIN_PATTERNS.deletePost, { actor: ACTOR, id: postId });
    const trashed = await fixture.send<MediaDetail>(MEDIA_ADMIN_PATTERNS.getMedia, { id: beach.id });
    expect(trashed.usage).toEqual([expect.objectContaining({ kind: 'post', id: postId, trashed: true })]);
    const stillInUse = await fixture.failure(MEDIA_ADMIN_PATTERNS.deleteMedia, { actor: ACTOR, id: beach.id });
    expect(stillInUse.message).toContain('post "At the Beach" (in the trash)');

    // Once the sweep has purged it, nothing uses the image.
    await fixture.send(TRASH_PATTERNS.sweepTrash, { now: new Date(Date.now() + 365 * 86_400_000).toISOString() });
    expect(await fixture.send(MEDIA_ADMIN_PATTERNS.deleteMedia, { actor: ACTOR, id: beach.id })).toEqual({ id: beach.id });
    expect(await store.list(beach.id)).toEqual([]);
    const gone = await fixture.failure(MEDIA_ADMIN_PATTERNS.getMedia, { id: beach.id });
    expect(gone).toMatchObject({ code: ErrorCode.MediaNotFound });
  });
});
