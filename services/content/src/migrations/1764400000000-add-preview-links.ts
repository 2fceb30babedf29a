import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Preview links become rows, so each can be listed and revoked: a token names its row and works
 * only while the row is live. The audit log gains preview links as a kind and `revoke` as an
 * action, since making and revoking a link are admin writes like any other.
 */
export class AddPreviewLinks1764400000000 implements MigrationInterface {
  name = 'AddPreviewLinks1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.preview_links (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL,
        created_by_uid varchar(128) NOT NULL,
        created_by_email varchar(320),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        CONSTRAINT pk_preview_links PRIMARY KEY (id),
        CONSTRAINT fk_preview_links_post FOREIGN KEY (post_id) REFERENCES ${s}.posts (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_preview_links_post ON ${s}.preview_links (post_id, created_at)`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_kind`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_kind CHECK (kind IN ('post', 'guide', 'topic', 'category', 'media', 'preview'))`,
    );
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_action`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN ('create', 'update', 'delete', 'restore', 'purge', 'revoke'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DELETE FROM ${s}.audit_log WHERE kind = 'preview'`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_action`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN ('create', 'update', 'delete', 'restore', 'purge'))`,
    );
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_kind`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_kind CHECK (kind IN ('post', 'guide', 'topic', 'category', 'media'))`,
    );
    await queryRunner.query(`DROP TABLE ${s}.preview_links`);
  }
}
