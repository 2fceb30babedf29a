import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Remembers what the seed has written, item by item, so that a restart never re-inserts
 * (or resurrects) content an admin changed or deleted, while files added to seed/ later
 * are still picked up once.
 */
export class CreateSeedLedger1763769600001 implements MigrationInterface {
  name = 'CreateSeedLedger1763769600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.seed_runs (
        name text NOT NULL,
        first_applied_at timestamptz NOT NULL DEFAULT now(),
        last_applied_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_seed_runs PRIMARY KEY (name)
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.seed_items (
        kind varchar(16) NOT NULL,
        slug varchar(200) NOT NULL,
        seed text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_seed_items PRIMARY KEY (kind, slug),
        CONSTRAINT ck_seed_items_kind CHECK (kind IN ('category', 'topic', 'post', 'guide')),
        CONSTRAINT fk_seed_items_seed FOREIGN KEY (seed) REFERENCES ${s}.seed_runs (name) ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.seed_items`);
    await queryRunner.query(`DROP TABLE ${s}.seed_runs`);
  }
}
