import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * What the admin area needs: whether a post's read time was set by an editor (or follows its
 * words), and the audit log that every admin change writes in its own transaction.
 */
export class AddAdminEditing1763769600002 implements MigrationInterface {
  name = 'AddAdminEditing1763769600002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.posts ADD COLUMN read_time_set boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE TABLE ${s}.audit_log (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        actor_uid varchar(128) NOT NULL,
        actor_email varchar(320),
        action varchar(16) NOT NULL,
        kind varchar(16) NOT NULL,
        entity_id uuid NOT NULL,
        before jsonb,
        after jsonb,
        request_id uuid,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT pk_audit_log PRIMARY KEY (id),
        CONSTRAINT uq_audit_log_request_id UNIQUE (request_id),
        CONSTRAINT ck_audit_log_action CHECK (action IN ('create', 'update', 'delete')),
        CONSTRAINT ck_audit_log_kind CHECK (kind IN ('post', 'guide', 'topic', 'category'))
      )`);
    await queryRunner.query(`CREATE INDEX idx_audit_log_at ON ${s}.audit_log (at)`);
    await queryRunner.query(`CREATE INDEX idx_audit_log_entity ON ${s}.audit_log (entity_id, at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.audit_log`);
    await queryRunner.query(`ALTER TABLE ${s}.posts DROP COLUMN read_time_set`);
  }
}
