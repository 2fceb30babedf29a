import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Staff invitations (docs/roles.md), and an id for each member, so the staff screen, the routes
 * and the audit log can name a member without their address.
 *
 * The link's token is random and kept only as its SHA-256: the table alone opens nothing, a
 * resend replaces the hash (the old link dies), and using it stamps `used_at` in the statement
 * that makes the member, so it works once.
 */
export class CreateStaffInvitations1795824000300 implements MigrationInterface {
  name = 'CreateStaffInvitations1795824000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.staff ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid()`);
    await queryRunner.query(`ALTER TABLE ${s}.staff ADD CONSTRAINT uq_staff_id UNIQUE (id)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.staff_invitations (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        email text NOT NULL,
        role varchar(16) NOT NULL,
        invited_by text NOT NULL,
        token_hash bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        CONSTRAINT pk_staff_invitations PRIMARY KEY (id),
        CONSTRAINT uq_staff_invitations_token UNIQUE (token_hash),
        CONSTRAINT ck_staff_invitations_email_lower CHECK (email = lower(email)),
        CONSTRAINT ck_staff_invitations_role CHECK (role IN ('contributor', 'author', 'editor', 'administrator')),
        CONSTRAINT ck_staff_invitations_once CHECK (used_at IS NULL OR revoked_at IS NULL)
      )`);
    await queryRunner.query(`CREATE INDEX idx_staff_invitations_created ON ${s}.staff_invitations (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.staff_invitations`);
    await queryRunner.query(`ALTER TABLE ${s}.staff DROP COLUMN id`);
  }
}
