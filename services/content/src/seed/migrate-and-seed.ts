import { runMigrations, type DatabaseEnv } from '@livefully/service-kit';
import { mediaLimitsFrom, mediaStoreFrom, type MediaEnv } from '@livefully/service-kit/media';
import { CONTENT_DATABASE } from '../data-source.js';
import { describeSeed } from './seed-report.js';
import { loadSeed, SEED_DIR } from './seed-files.js';
import { seedImagesThroughPipeline } from './seed-images.js';
import { runSeed } from './seed.runner.js';

/**
 * Content's migrate step: pending migrations, then the seed unless SEED=false; returns the one
 * line to print. With SEED_IMAGES=true the seed's images go through the upload pipeline into
 * the media store first, and the seeded items show the library's copies.
 */
export async function migrateContent(
  config: DatabaseEnv & { SEED?: boolean; SEED_IMAGES?: boolean } & Partial<MediaEnv>,
  seedDir?: string,
): Promise<string> {
  // Read the seed first: a broken seed file should fail before anything is written.
  const loaded = config.SEED === false ? undefined : await loadSeed(seedDir);
  const prepared =
    loaded && config.SEED_IMAGES && config.MEDIA_STORE
      ? await seedImagesThroughPipeline(
          loaded,
          seedDir ?? SEED_DIR,
          mediaStoreFrom(config as MediaEnv),
          mediaLimitsFrom(config as MediaEnv),
        )
      : loaded && { content: loaded, media: [] };
  return runMigrations(CONTENT_DATABASE, config, async (dataSource) =>
    prepared
      ? describeSeed(await runSeed(dataSource, config.DB_SCHEMA, prepared.content, undefined, prepared.media))
      : 'seed skipped (SEED=false)',
  );
}
