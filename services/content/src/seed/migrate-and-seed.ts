import { runMigrations, type DatabaseEnv } from '@livefully/service-kit';
import { mediaLimitsFrom, mediaStoreFrom, type MediaEnv } from '@livefully/service-kit/media';
import type { DataSource } from 'typeorm';
import { CONTENT_DATABASE } from '../data-source.js';
import type { SeedContent } from './seed-content.js';
import { describeSeed } from './seed-report.js';
import { loadSeed, SEED_DIR } from './seed-files.js';
import { seedImagesThroughPipeline } from './seed-images.js';
import { runSeed } from './seed.runner.js';

type MigrateContentConfig = DatabaseEnv & { SEED?: boolean; SEED_IMAGES?: boolean } & Partial<MediaEnv>;

/**
 * Content's migrate step: pending migrations, then the seed unless SEED=false; returns the one
 * line to print. With SEED_IMAGES=true the images of the items this run seeds go through the
 * upload pipeline into the media store first, and those items show the library's copies.
 */
export async function migrateContent(config: MigrateContentConfig, seedDir?: string): Promise<string> {
  // Read the seed first: a broken seed file should fail before anything is written.
  const seed = config.SEED === false ? undefined : await loadSeed(seedDir);
  return runMigrations(CONTENT_DATABASE, config, async (dataSource) => {
    if (!seed) return 'seed skipped (SEED=false)';
    if (!config.SEED_IMAGES || !config.MEDIA_STORE) return describeSeed(await runSeed(dataSource, config.DB_SCHEMA, seed));
    // Only the items the ledger has not seen: a restart makes no image again.
    const fresh = await unseeded(dataSource, config.DB_SCHEMA, seed);
    const env = config as MediaEnv;
    const { content, media } = await seedImagesThroughPipeline(fresh, seedDir ?? SEED_DIR, mediaStoreFrom(env), mediaLimitsFrom(env));
    return describeSeed(await runSeed(dataSource, config.DB_SCHEMA, content, undefined, media));
  });
}

/** The seed less the posts and guides the ledger already holds (it would skip them anyway). */
async function unseeded(dataSource: DataSource, schema: string, seed: SeedContent): Promise<SeedContent> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const rows: { key: string }[] = await dataSource.query(`SELECT kind || ':' || slug AS key FROM "${schema}".seed_items`);
  const seen = new Set(rows.map((row) => row.key));
  return {
    ...seed,
    posts: seed.posts.filter((post) => !seen.has(`post:${post.slug}`)),
    guides: seed.guides.filter((guide) => !seen.has(`guide:${guide.slug}`)),
  };
}
