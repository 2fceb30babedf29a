import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPostSchema, CONTENT_PATTERNS, MEDIA_ADMIN_PATTERNS, mediaImageOf, type MediaPage } from '@livefully/contracts';
import { FolderMediaStore } from '@livefully/service-kit/media';
import { startContentFixture, TEST_SCHEMA, type ContentFixture } from '../testing/content-fixture.js';
import { loadSeed, SEED_DIR } from './seed-files.js';
import { seedImageId, seedImagesThroughPipeline } from './seed-images.js';
import { runSeed } from './seed.runner.js';

let fixture: ContentFixture;
let mediaDir: string;
let store: FolderMediaStore;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'seed-images-'));
  store = new FolderMediaStore(mediaDir);
  fixture = await startContentFixture('seed-images', { env: { MEDIA_STORE: 'folder', MEDIA_DIR: mediaDir } });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
  await rm(mediaDir, { recursive: true, force: true });
});

/** Two of the seed's articles under new slugs, so the ledger takes them as new. */
async function twoArticles() {
  const seed = await loadSeed();
  const stamp = randomUUID().slice(0, 8);
  return {
    ...seed,
    categories: [],
    topics: [],
    guides: [],
    posts: seed.posts.slice(0, 2).map((post) => ({ ...post, slug: `${post.slug}-${stamp}`, topicSlugs: [] })),
  };
}

describe("the seed's images through the upload pipeline", () => {
  it('makes each image once, with an id from its name and bytes, and points the seeded articles at it', async () => {
    const content = await twoArticles();
    const first = await seedImagesThroughPipeline(content, SEED_DIR, store);
    const again = await seedImagesThroughPipeline(content, SEED_DIR, store);
    expect(again.media.map((item) => item.id)).toEqual(first.media.map((item) => item.id));
    expect(first.media).toHaveLength(2);
    const [image] = first.media;
    expect(image).toMatchObject({ type: 'svg', width: 1200, height: 630, alt: content.posts[0]!.imageAlt });
    expect(image!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seedImageId('a.svg', 'x')).not.toBe(seedImageId('a.svg', 'y'));
    expect((await store.list(image!.id)).sort()).toEqual(
      ['original-1200x630.svg', ...[320, 640, 960, 1200].flatMap((width) => [`${width}.avif`, `${width}.webp`]), 'share.jpg']
        .map((file) => `${image!.id}/${file}`)
        .sort(),
    );
    expect(first.content.posts.map((post) => mediaImageOf(post.imagePath)?.id)).toEqual(first.media.map((item) => item.id));

    // Recorded once, however often the seed runs; the articles show the library's copy.
    const report = await runSeed(fixture.dataSource, TEST_SCHEMA, first.content, 'images-test', first.media);
    expect(report.applied.post).toBe(2);
    await runSeed(fixture.dataSource, TEST_SCHEMA, again.content, 'images-test', again.media);
    const page = await fixture.send<MediaPage>(MEDIA_ADMIN_PATTERNS.listMedia, { q: content.posts[0]!.imagePath.slice('/images/'.length) });
    expect(page.items.map((item) => item.id)).toEqual([image!.id]);
    const post = BlogPostSchema.parse(await fixture.send(CONTENT_PATTERNS.getPost, { slug: content.posts[0]!.slug }));
    expect(post.imagePath).toBe(image!.path);
  }, 60_000);
});
