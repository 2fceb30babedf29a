import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { MigrateConfig } from './config/content.config.js';
import { checkDatabase } from './database/database-check.js';
import { createContentDataSource } from './data-source.js';
import { migrateContent, revertLastMigration } from './migrate.command.js';
import { loadSeed, SEED_DIR } from './seed/seed-files.js';
import type { SeedContent } from './seed/seed-content.js';
import { freePort } from './testing/free-port.js';
import { startTestDatabase, TEST_SCHEMA, type TestDatabase } from './testing/test-database.js';

let database: TestDatabase;
let dataSource: DataSource;
let seed: SeedContent;
let config: MigrateConfig;

const count = async (table: string) => Number((await dataSource.query(`SELECT count(*) AS n FROM content.${table}`))[0].n);
const tables = async () =>
  (
    (await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`, [TEST_SCHEMA])) as {
      table_name: string;
    }[]
  ).map((row) => row.table_name);

async function addSeedPost(dir: string, slug: string, category: string) {
  const body = `## A new heading\n\n${'Fresh words for a later article. '.repeat(80)}\n`;
  await writeFile(
    join(dir, 'posts', `${slug}.md`),
    `---\ntitle: A Later Article\nexcerpt: Added after the first seed.\ncategory: ${category}\nauthor: Maya Chen\n` +
      `publishedAt: 2025-10-01T09:00:00Z\ntags: later\ntopics: challenge\nimageAlt: A sunrise\nmetaDescription: Added later.\n---\n${body}`,
  );
  await writeFile(join(dir, 'images', `${slug}.svg`), '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>');
}

beforeAll(async () => {
  seed = await loadSeed();
  database = await startTestDatabase('migrate');
  config = { DATABASE_URL: database.url, DB_SCHEMA: TEST_SCHEMA, SEED: true };
  dataSource = await createContentDataSource({ url: database.url, schema: TEST_SCHEMA }).initialize();
}, 120_000);

afterAll(async () => {
  await dataSource?.destroy();
  await database?.stop();
});

describe('the database check the service runs before it listens', () => {
  it('names the address when PostgreSQL cannot be reached', async () => {
    const port = await freePort();
    await expect(checkDatabase({ url: `postgres://postgres:secret@127.0.0.1:${port}/livefully`, schema: TEST_SCHEMA })).rejects.toThrow(
      `cannot reach PostgreSQL at 127.0.0.1:${port}/livefully: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });

  it('asks for the migrate command when the schema is not migrated', async () => {
    await expect(checkDatabase({ url: database.url, schema: TEST_SCHEMA })).rejects.toThrow(
      /lacks 3 migration\(s\) .*run the content migrate command first/,
    );
  });
});

describe('migrate on an empty database', () => {
  it('applies every migration and the whole seed, and reports it in one line', async () => {
    const line = await migrateContent(config);
    expect(line).toBe(
      `content: 3 migrations applied, seed 'initial' applied (${seed.categories.length} categories, ${seed.topics.length} topics, ` +
        `${seed.posts.length} posts, ${seed.guides.length} guides)`,
    );
    expect(await count('posts')).toBe(seed.posts.length);
    expect(await count('post_topics')).toBe(seed.posts.reduce((sum, post) => sum + post.topicSlugs.length, 0));
    await expect(checkDatabase({ url: database.url, schema: TEST_SCHEMA })).resolves.toBeUndefined();
  });

  it('leaves the entities exactly in step with the hand-written migrations', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});

describe('migrate again', () => {
  it('is a no-op', async () => {
    expect(await migrateContent(config)).toBe(`content: 0 migrations applied, seed 'initial' already applied`);
    expect(await count('posts')).toBe(seed.posts.length);
  });

  it('neither resurrects a deleted post nor undoes an admin’s edit', async () => {
    await dataSource.query(`DELETE FROM content.posts WHERE slug = 'saying-no-at-work'`);
    await dataSource.query(`UPDATE content.topics SET name = 'Food Lovers' WHERE slug = 'foodie'`);
    expect(await migrateContent(config)).toBe(`content: 0 migrations applied, seed 'initial' already applied`);
    expect(await dataSource.query(`SELECT 1 FROM content.posts WHERE slug = 'saying-no-at-work'`)).toEqual([]);
    expect(await dataSource.query(`SELECT name FROM content.topics WHERE slug = 'foodie'`)).toEqual([{ name: 'Food Lovers' }]);
  });

  it('picks up articles added to the seed folder later, once, unless their category is gone', async () => {
    // An admin empties the Career category and then drops it.
    await dataSource.query(`DELETE FROM content.posts WHERE category_id = (SELECT id FROM content.categories WHERE slug = 'career')`);
    await dataSource.query(`DELETE FROM content.categories WHERE slug = 'career'`);
    const dir = await mkdtemp(join(tmpdir(), 'content-seed-'));
    try {
      await cp(SEED_DIR, dir, { recursive: true });
      await addSeedPost(dir, 'a-later-article', 'Wellness');
      await addSeedPost(dir, 'a-later-career-article', 'Career');
      const skipped = 'skipped post a-later-career-article: category career is gone';
      expect(await migrateContent(config, dir)).toBe(`content: 0 migrations applied, seed 'initial' applied (1 post); ${skipped}`);
      expect(await migrateContent(config, dir)).toBe(`content: 0 migrations applied, seed 'initial' already applied; ${skipped}`);
      const [post] = await dataSource.query(
        `SELECT p.read_time, array_agg(t.slug) AS topics FROM content.posts p
         JOIN content.post_topics pt ON pt.post_id = p.id JOIN content.topics t ON t.id = pt.topic_id
         WHERE p.slug = 'a-later-article' GROUP BY p.id`,
      );
      expect(post).toEqual({ read_time: 3, topics: ['challenge'] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('skips the seed when SEED=false', async () => {
    expect(await migrateContent({ ...config, SEED: false })).toBe('content: 0 migrations applied, seed skipped (SEED=false)');
  });
});

describe('migrate --revert', () => {
  it('reverts every migration, leaving only TypeORM’s own table, and can be applied again', async () => {
    expect(await revertLastMigration(config)).toBe('content: reverted AddAdminEditing1763769600002');
    expect(await revertLastMigration(config)).toBe('content: reverted CreateSeedLedger1763769600001');
    expect(await revertLastMigration(config)).toBe('content: reverted CreateContentTables1763769600000');
    expect(await revertLastMigration(config)).toBe('content: no migration to revert');
    expect(await tables()).toEqual(['migrations']);
    expect(await migrateContent(config)).toMatch(/^content: 3 migrations applied, seed 'initial' applied \(/);
    expect(await tables()).toEqual([
      'audit_log',
      'categories',
      'guides',
      'migrations',
      'post_topics',
      'posts',
      'seed_items',
      'seed_runs',
      'topics',
    ]);
  });
});
