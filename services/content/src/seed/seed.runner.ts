import type { MediaFiles } from '@livefully/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { SeedContent } from './seed-content.js';
import { upsertCategory, upsertGuide, upsertPost, upsertTopic } from './seed-upserts.js';

export const SEED_NAME = 'initial';

export type SeedKind = 'category' | 'topic' | 'post' | 'guide';

export interface SeedReport {
  seed: string;
  /** Items written by this run: the ones the ledger had not seen before. */
  applied: Record<SeedKind, number>;
  /** Items that could not be written, e.g. a post whose category an admin deleted. */
  skipped: string[];
}

/**
 * Writes the seed in one transaction. Every item is written at most once in the life of a
 * database (the seed_items ledger remembers it), so a restart neither duplicates nor brings
 * back what an admin edited or deleted, while files added to seed/ later are still picked up.
 */
export async function runSeed(
  dataSource: DataSource,
  schema: string,
  content: SeedContent,
  seed = SEED_NAME,
  /** The seed's images, already in the media store (seedImagesThroughPipeline): recorded once each. */
  media: (MediaFiles & { seedKey: string })[] = [],
): Promise<SeedReport> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const s = `"${schema}"`;
  return dataSource.transaction(async (manager) => {
    // Two processes seeding at once (two replicas starting) take turns; the second sees the ledger.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${s}.seed`]);
    await manager.query(`INSERT INTO ${s}.seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [seed]);
    const ledger = await Ledger.load(manager, s, seed);
    for (const item of media) {
      await manager.query(
        `INSERT INTO ${s}.media_items (id, original_name, type, width, height, bytes, path, alt, variants, created_by_uid, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'seed', $10) ON CONFLICT DO NOTHING`,
        [
          item.id,
          item.originalName,
          item.type,
          item.width,
          item.height,
          item.bytes,
          item.path,
          item.alt ?? '',
          JSON.stringify(item.variants),
          item.seedKey,
        ],
      );
    }

    for (const category of ledger.fresh('category', content.categories)) {
      await upsertCategory(manager, s, category);
      await ledger.record('category', category.slug);
    }
    for (const topic of ledger.fresh('topic', content.topics)) {
      await upsertTopic(manager, s, topic);
      await ledger.record('topic', topic.slug);
    }
    const categoryIds = await categoryIdsBySlug(manager, s);
    for (const post of ledger.fresh('post', content.posts)) {
      const categoryId = categoryIds.get(post.categorySlug);
      if (!categoryId) {
        ledger.skip(`post ${post.slug}: category ${post.categorySlug} is gone`);
        continue;
      }
      await upsertPost(manager, s, post, categoryId);
      await ledger.record('post', post.slug);
    }
    for (const guide of ledger.fresh('guide', content.guides)) {
      const categoryId = categoryIds.get(guide.categorySlug);
      if (!categoryId) {
        ledger.skip(`guide ${guide.slug}: category ${guide.categorySlug} is gone`);
        continue;
      }
      await upsertGuide(manager, s, guide, categoryId);
      await ledger.record('guide', guide.slug);
    }

    if (Object.values(ledger.report.applied).some((count) => count > 0)) {
      await manager.query(`UPDATE ${s}.seed_runs SET last_applied_at = now() WHERE name = $1`, [seed]);
    }
    return ledger.report;
  });
}

/** What the seed has written before (content.seed_items), and what this run adds to it. */
class Ledger {
  readonly report: SeedReport;

  private constructor(
    private readonly manager: EntityManager,
    private readonly s: string,
    private readonly seen: Set<string>,
    seed: string,
  ) {
    this.report = { seed, applied: { category: 0, topic: 0, post: 0, guide: 0 }, skipped: [] };
  }

  static async load(manager: EntityManager, s: string, seed: string): Promise<Ledger> {
    const rows: { key: string }[] = await manager.query(`SELECT kind || ':' || slug AS key FROM ${s}.seed_items`);
    return new Ledger(manager, s, new Set(rows.map((row) => row.key)), seed);
  }

  fresh<T extends { slug: string }>(kind: SeedKind, items: T[]): T[] {
    return items.filter((item) => !this.seen.has(`${kind}:${item.slug}`));
  }

  async record(kind: SeedKind, slug: string): Promise<void> {
    await this.manager.query(`INSERT INTO ${this.s}.seed_items (kind, slug, seed) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      kind,
      slug,
      this.report.seed,
    ]);
    this.report.applied[kind] += 1;
  }

  skip(reason: string): void {
    this.report.skipped.push(reason);
  }
}

async function categoryIdsBySlug(manager: EntityManager, s: string): Promise<Map<string, string>> {
  const rows: { id: string; slug: string }[] = await manager.query(`SELECT id, slug FROM ${s}.categories WHERE deleted_at IS NULL`);
  return new Map(rows.map((row) => [row.slug, row.id]));
}
