import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * The media library's items (their files live in the media store, not here), and media as a
 * kind of the audit log, since every library change is audited like any other admin change.
 */
export class CreateMediaItems1764100000001 implements MigrationInterface {
  name = 'CreateMediaItems1764100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.media_items (
        id uuid NOT NULL,
        original_name varchar(255) NOT NULL,
        type varchar(8) NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        bytes int NOT NULL,
        path varchar(200) NOT NULL,
        alt varchar(300) NOT NULL DEFAULT '',
        variants jsonb NOT NULL,
        created_by_uid varchar(128) NOT NULL,
        created_by_email varchar(320),
        seed_key varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_media_items PRIMARY KEY (id),
        CONSTRAINT uq_media_items_path UNIQUE (path),
        CONSTRAINT uq_media_items_seed_key UNIQUE (seed_key),
        CONSTRAINT ck_media_items_type CHECK (type IN ('jpeg', 'png', 'webp', 'avif', 'gif', 'svg'))
      )`);
    await queryRunner.query(`CREATE INDEX idx_media_items_created ON ${s}.media_items (created_at, id)`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_kind`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_kind CHECK (kind IN ('post', 'guide', 'topic', 'category', 'media'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DELETE FROM ${s}.audit_log WHERE kind = 'media'`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_kind`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_kind CHECK (kind IN ('post', 'guide', 'topic', 'category'))`,
    );
    await queryRunner.query(`DROP TABLE ${s}.media_items`);
  }
}
