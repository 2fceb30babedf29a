import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaImageOf } from '@livefully/contracts';
import { FolderMediaStore } from '@livefully/service-kit/media';
import { describeMigrateCommand, type MigrateTestContext } from '@livefully/service-kit/testing';
import { CONTENT_SERVICE } from '../service.js';
import { migrateContent } from './migrate-and-seed.js';
import { withSeedPosts } from '../testing/seed-dir.js';
import { loadSeed } from './seed-files.js';

const seed = await loadSeed();

/** The seed, loaded by the same command after the migrations. */
function describeSeed(context: MigrateTestContext) {
  const config = () => ({ ...context.env, SEED: true });
  const query = (sql: string) => context.dataSource.query(sql);
  const count = async (table: string) => Number((await query(`SELECT count(*) AS n FROM content.${table}`))[0].n);

  describe('the seed', () => {
    it('is all there after the first migrate', async () => {
      expect(await count('posts')).toBe(seed.posts.length);
      expect(await count('post_topics')).toBe(seed.posts.reduce((sum, post) => sum + post.topicSlugs.length, 0));
    });

    it('neither resurrects a deleted post nor undoes an admin’s edit', async () => {
      await query(`DELETE FROM content.posts WHERE slug = 'saying-no-at-work'`);
      await query(`UPDATE content.topics SET name = 'Food Lovers' WHERE slug = 'foodie'`);
      expect(await migrateContent(config())).toBe(`content: 0 migrations applied, seed 'initial' already applied`);
      expect(await query(`SELECT 1 FROM content.posts WHERE slug = 'saying-no-at-work'`)).toEqual([]);
      expect(await query(`SELECT name FROM content.topics WHERE slug = 'foodie'`)).toEqual([{ name: 'Food Lovers' }]);
    });

    it('picks up articles added to the seed folder later, once, unless their category is gone', async () => {
      // An admin empties the Career category and then drops it.
      await query(`DELETE FROM content.posts WHERE category_id = (SELECT id FROM content.categories WHERE slug = 'career')`);
      await query(`DELETE FROM content.categories WHERE slug = 'career'`);
      const body = `## A new heading\n\n${'Fresh words for a later article. '.repeat(80)}\n`;
      const later = [
        { slug: 'a-later-article', category: 'Wellness', body },
        { slug: 'a-later-career-article', category: 'Career', body },
      ];
      await withSeedPosts(later, async (dir) => {
        const skipped = 'skipped post a-later-career-article: category career is gone';
        expect(await migrateContent(config(), dir)).toBe(`content: 0 migrations applied, seed 'initial' applied (1 post); ${skipped}`);
        expect(await migrateContent(config(), dir)).toBe(`content: 0 migrations applied, seed 'initial' already applied; ${skipped}`);
      });
      const [post] = await query(
        `SELECT p.read_time, array_agg(t.slug) AS topics FROM content.posts p
         JOIN content.post_topics pt ON pt.post_id = p.id JOIN content.topics t ON t.id = pt.topic_id
         WHERE p.slug = 'a-later-article' GROUP BY p.id`,
      );
      expect(post).toEqual({ read_time: 3, topics: ['challenge'] });
    });

    it('with SEED_IMAGES, puts the images of the articles it adds through the upload pipeline, and no other', async () => {
      const mediaDir = await mkdtemp(join(tmpdir(), 'seed-media-'));
      const store = new FolderMediaStore(mediaDir);
      const env = {
        ...config(),
        SEED_IMAGES: true,
        MEDIA_STORE: 'folder' as const,
        MEDIA_DIR: mediaDir,
        MEDIA_MAX_BYTES: 15 * 1024 * 1024,
        MEDIA_MAX_PIXELS: 40_000_000,
      };
      try {
        const body = `## Pictured\n\n${'Words beside a picture. '.repeat(80)}\n`;
        await withSeedPosts([{ slug: 'a-pictured-article', category: 'Wellness', body }], async (dir) => {
          expect(await migrateContent(env, dir)).toMatch(/seed 'initial' applied \(1 post\)/);
          expect(await migrateContent(env, dir)).toMatch(/seed 'initial' already applied/);
        });
        const [post] = await query(`SELECT image_path FROM content.posts WHERE slug = 'a-pictured-article'`);
        const image = mediaImageOf(post.image_path);
        expect(image).toMatchObject({ width: 1200, height: 630 });
        // Only the new article's image was made; the ones seeded before kept their paths.
        expect(await query(`SELECT seed_key FROM content.media_items`)).toEqual([
          { seed_key: expect.stringMatching(/^images\/a-pictured-article\.svg#/) },
        ]);
        expect(await store.list(image!.id)).toHaveLength(10);
        expect(await query(`SELECT image_path FROM content.posts WHERE slug = 'slow-travel-by-train'`)).toEqual([
          { image_path: '/images/slow-travel-by-train.svg' },
        ]);
      } finally {
        await rm(mediaDir, { recursive: true, force: true });
      }
    });

    it('is skipped when SEED=false', async () => {
      expect(await migrateContent({ ...context.env, SEED: false })).toBe('content: 0 migrations applied, seed skipped (SEED=false)');
    });
  });
}

describeMigrateCommand({
  service: CONTENT_SERVICE,
  suffix: {
    first:
      `, seed 'initial' applied (${seed.categories.length} categories, ${seed.topics.length} topics, ` +
      `${seed.posts.length} posts, ${seed.guides.length} guides)`,
    again: `, seed 'initial' already applied`,
  },
  tables: [
    'audit_log',
    'authors',
    'categories',
    'guides',
    'media_items',
    'migrations',
    'post_topics',
    'posts',
    'preview_links',
    'revisions',
    'seed_items',
    'seed_runs',
    'topics',
  ],
  more: describeSeed,
});
