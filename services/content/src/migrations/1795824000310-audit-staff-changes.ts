import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

const KINDS_BEFORE = `'post', 'guide', 'topic', 'category', 'media', 'preview', 'author'`;
const ACTIONS_BEFORE = `'create', 'update', 'delete', 'restore', 'purge', 'revoke'`;
const STAFF_ACTIONS = `'invite', 'resend', 'accept', 'suspend', 'reactivate', 'transfer'`;

/** Staff changes in the audit log (docs/roles.md): the kind `staff` and the actions of invitations and members. */
export class AuditStaffChanges1795824000310 implements MigrationInterface {
  name = 'AuditStaffChanges1795824000310';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_kind`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_kind CHECK (kind IN (${KINDS_BEFORE}, 'staff'))`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_action`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN (${ACTIONS_BEFORE}, ${STAFF_ACTIONS}))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DELETE FROM ${s}.audit_log WHERE kind = 'staff'`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_action`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN (${ACTIONS_BEFORE}))`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_kind`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_kind CHECK (kind IN (${KINDS_BEFORE}))`);
  }
}
