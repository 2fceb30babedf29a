import type { DataSource, EntityManager } from 'typeorm';
import type { SeedCategory, SeedContent, SeedGuide, SeedPost, SeedTopic } from './seed-content.js';

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
 * Writes are upserts by slug, so an item that already exists under its slug is taken over.
 */
export async function runSeed(dataSource: DataSource, schema: string, content: SeedContent, seed = SEED_NAME): Promise<SeedReport> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  return dataSource.transaction((manager) => new SeedTransaction(manager, `"${schema}"`, seed).run(content));
}

class SeedTransaction {
  private readonly report: SeedReport;
  private seen = new Set<string>();

  constructor(
    private readonly manager: EntityManager,
    private readonly s: string,
    seed: string,
  ) {
    this.report = { seed, applied: { category: 0, topic: 0, post: 0, guide: 0 }, skipped: [] };
  }

  async run(content: SeedContent): Promise<SeedReport> {
    // Two processes seeding at once (two replicas starting) take turns; the second sees the ledger.
    await this.sql(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${this.s}.seed`]);
    await this.sql(`INSERT INTO ${this.s}.seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [this.report.seed]);
    const ledger: { key: string }[] = await this.sql(`SELECT kind || ':' || slug AS key FROM ${this.s}.seed_items`);
    this.seen = new Set(ledger.map((row) => row.key));

    for (const category of this.fresh('category', content.categories)) await this.category(category);
    for (const topic of this.fresh('topic', content.topics)) await this.topic(topic);
    const categoryIds = await this.categoryIds();
    for (const post of this.fresh('post', content.posts)) await this.post(post, categoryIds);
    for (const guide of this.fresh('guide', content.guides)) await this.guide(guide, categoryIds);

    if (Object.values(this.report.applied).some((count) => count > 0)) {
      await this.sql(`UPDATE ${this.s}.seed_runs SET last_applied_at = now() WHERE name = $1`, [this.report.seed]);
    }
    return this.report;
  }

  private async category(category: SeedCategory): Promise<void> {
    await this.sql(
      `INSERT INTO ${this.s}.categories (slug, name, description) VALUES ($1, $2, $3)
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, updated_at = now()`,
      [category.slug, category.name, category.description],
    );
    await this.record('category', category.slug);
  }

  private async topic(topic: SeedTopic): Promise<void> {
    await this.sql(
      `INSERT INTO ${this.s}.topics (slug, name, description, color, icon) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         color = EXCLUDED.color, icon = EXCLUDED.icon, updated_at = now()`,
      [topic.slug, topic.name, topic.description, topic.color, topic.icon],
    );
    await this.record('topic', topic.slug);
  }

  private async post(post: SeedPost, categoryIds: Map<string, string>): Promise<void> {
    const categoryId = categoryIds.get(post.categorySlug);
    if (!categoryId) return void this.report.skipped.push(`post ${post.slug}: category ${post.categorySlug} is gone`);
    const [row]: { id: string }[] = await this.sql(
      `INSERT INTO ${this.s}.posts (slug, title, excerpt, content, category_id, meta_description, image_path, image_alt,
         author, published_at, tags, read_time, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, content = EXCLUDED.content,
         category_id = EXCLUDED.category_id, meta_description = EXCLUDED.meta_description, image_path = EXCLUDED.image_path,
         image_alt = EXCLUDED.image_alt, author = EXCLUDED.author, published_at = EXCLUDED.published_at,
         tags = EXCLUDED.tags, read_time = EXCLUDED.read_time, status = EXCLUDED.status, updated_at = now()
       RETURNING id`,
      [post.slug, post.title, post.excerpt, post.content, categoryId, post.metaDescription, post.imagePath, post.imageAlt,
        post.author, post.publishedAt, post.tags, post.readTime, post.status],
    );
    // Topics an admin has deleted since are simply not linked.
    await this.sql(
      `INSERT INTO ${this.s}.post_topics (post_id, topic_id)
       SELECT $1, id FROM ${this.s}.topics WHERE slug = ANY($2::text[]) ON CONFLICT DO NOTHING`,
      [row!.id, post.topicSlugs],
    );
    await this.record('post', post.slug);
  }

  private async guide(guide: SeedGuide, categoryIds: Map<string, string>): Promise<void> {
    const categoryId = categoryIds.get(guide.categorySlug);
    if (!categoryId) return void this.report.skipped.push(`guide ${guide.slug}: category ${guide.categorySlug} is gone`);
    await this.sql(
      `INSERT INTO ${this.s}.guides (slug, title, description, content, category_id, meta_description, image_path, image_alt)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, content = EXCLUDED.content,
         category_id = EXCLUDED.category_id, meta_description = EXCLUDED.meta_description, image_path = EXCLUDED.image_path,
         image_alt = EXCLUDED.image_alt, updated_at = now()`,
      [guide.slug, guide.title, guide.description, guide.content, categoryId, guide.metaDescription, guide.imagePath, guide.imageAlt],
    );
    await this.record('guide', guide.slug);
  }

  private fresh<T extends { slug: string }>(kind: SeedKind, items: T[]): T[] {
    return items.filter((item) => !this.seen.has(`${kind}:${item.slug}`));
  }

  private async record(kind: SeedKind, slug: string): Promise<void> {
    await this.sql(`INSERT INTO ${this.s}.seed_items (kind, slug, seed) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [kind, slug, this.report.seed]);
    this.report.applied[kind] += 1;
  }

  private async categoryIds(): Promise<Map<string, string>> {
    const rows: { id: string; slug: string }[] = await this.sql(`SELECT id, slug FROM ${this.s}.categories`);
    return new Map(rows.map((row) => [row.slug, row.id]));
  }

  private sql(query: string, parameters?: unknown[]) {
    return this.manager.query(query, parameters);
  }
}
