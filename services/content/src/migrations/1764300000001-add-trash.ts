import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

const TABLES = ['posts', 'guides', 'topics', 'categories'] as const;
/** The unique values of live items; a trashed item keeps its own, which a new item may then take. */
const UNIQUE = [
  ['posts', 'uq_posts_slug', 'slug'],
  ['guides', 'uq_guides_slug', 'slug'],
  ['topics', 'uq_topics_slug', 'slug'],
  ['categories', 'uq_categories_slug', 'slug'],
  ['categories', 'uq_categories_name', 'name'],
] as const;

/**
 * The trash: a deleted post, guide, topic or category keeps its row with the time it was
 * deleted, hidden from every read, until it is restored or the sweep purges it. Slugs and names
 * are unique among live items only (the indexes keep the constraints' names, which the writer's
 * error mapping knows). The audit log gains the two actions of the trash.
 */
export class AddTrash1764300000001 implements MigrationInterface {
  name = 'AddTrash1764300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE ${s}.${table} ADD COLUMN deleted_at timestamptz`);
      await queryRunner.query(`CREATE INDEX idx_${table}_deleted_at ON ${s}.${table} (deleted_at) WHERE deleted_at IS NOT NULL`);
    }
    for (const [table, name, column] of UNIQUE) {
      await queryRunner.query(`ALTER TABLE ${s}.${table} DROP CONSTRAINT ${name}`);
      await queryRunner.query(`CREATE UNIQUE INDEX ${name} ON ${s}.${table} (${column}) WHERE deleted_at IS NULL`);
    }
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_action`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN ('create', 'update', 'delete', 'restore', 'purge'))`,
    );
    await queryRunner.query(`CREATE INDEX idx_audit_log_actor ON ${s}.audit_log (actor_uid, at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP INDEX ${s}.idx_audit_log_actor`);
    await queryRunner.query(`DELETE FROM ${s}.audit_log WHERE action IN ('restore', 'purge')`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_action`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN ('create', 'update', 'delete'))`,
    );
    // Trashed items are gone for good once the column is: what was deleted stays deleted.
    for (const table of TABLES) await queryRunner.query(`DELETE FROM ${s}.${table} WHERE deleted_at IS NOT NULL`);
    for (const [table, name, column] of UNIQUE) {
      await queryRunner.query(`DROP INDEX ${s}.${name}`);
      await queryRunner.query(`ALTER TABLE ${s}.${table} ADD CONSTRAINT ${name} UNIQUE (${column})`);
    }
    for (const table of TABLES) await queryRunner.query(`ALTER TABLE ${s}.${table} DROP COLUMN deleted_at`);
  }
}
