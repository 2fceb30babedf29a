import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

const KINDS = ['posts', 'guides', 'topics', 'categories'] as const;

/**
 * Revisions and optimistic concurrency: every item gets a version that each save raises by
 * one (an update based on an older version is refused, not lost), and every save keeps the
 * whole admin view of the item as a numbered revision, with the editors' autosaves beside
 * them (one per item and person, never counted as a save).
 */
export class AddRevisions1764200000000 implements MigrationInterface {
  name = 'AddRevisions1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    for (const table of KINDS) {
      await queryRunner.query(`ALTER TABLE ${s}.${table} ADD COLUMN version integer NOT NULL DEFAULT 1`);
    }
    await queryRunner.query(`
      CREATE TABLE ${s}.revisions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        kind varchar(16) NOT NULL,
        entity_id uuid NOT NULL,
        number integer,
        source varchar(16) NOT NULL,
        restored_from integer,
        base_version integer,
        actor_uid varchar(128),
        actor_email varchar(320),
        content jsonb NOT NULL,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT pk_revisions PRIMARY KEY (id),
        CONSTRAINT uq_revisions_number UNIQUE (kind, entity_id, number),
        CONSTRAINT ck_revisions_kind CHECK (kind IN ('post', 'guide', 'topic', 'category')),
        CONSTRAINT ck_revisions_source CHECK (source IN ('baseline', 'save', 'restore', 'autosave')),
        CONSTRAINT ck_revisions_number CHECK ((source = 'autosave') = (number IS NULL))
      )`);
    // One autosave per item and person: each one replaces the last.
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_revisions_autosave ON ${s}.revisions (kind, entity_id, actor_uid) WHERE source = 'autosave'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.revisions`);
    for (const table of KINDS) {
      await queryRunner.query(`ALTER TABLE ${s}.${table} DROP COLUMN version`);
    }
  }
}
