import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Roles (docs/roles.md): `admins` becomes `staff`. Every active admin becomes an
 * administrator and the first granted the owner; a revoked admin stays refused, as a suspended
 * administrator, so ADMIN_EMAILS still cannot grant it again.
 */
export class CreateStaff1795824000000 implements MigrationInterface {
  name = 'CreateStaff1795824000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.staff (
        email text NOT NULL,
        role varchar(16) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'active',
        granted_at timestamptz NOT NULL DEFAULT now(),
        granted_by text NOT NULL,
        suspended_at timestamptz,
        CONSTRAINT pk_staff PRIMARY KEY (email),
        CONSTRAINT ck_staff_email_lower CHECK (email = lower(email)),
        CONSTRAINT ck_staff_role CHECK (role IN ('contributor', 'author', 'editor', 'administrator', 'owner')),
        CONSTRAINT ck_staff_status CHECK (status IN ('active', 'suspended')),
        CONSTRAINT ck_staff_suspended_at CHECK ((status = 'suspended') = (suspended_at IS NOT NULL))
      )`);
    // At most one owner, whatever writes race: the database says so, not only the code.
    await queryRunner.query(`CREATE UNIQUE INDEX uq_staff_owner ON ${s}.staff ((true)) WHERE role = 'owner'`);
    await queryRunner.query(`
      INSERT INTO ${s}.staff (email, role, status, granted_at, granted_by, suspended_at)
      SELECT email, 'administrator', CASE WHEN revoked_at IS NULL THEN 'active' ELSE 'suspended' END, granted_at, granted_by, revoked_at
      FROM ${s}.admins`);
    await queryRunner.query(`
      UPDATE ${s}.staff SET role = 'owner'
      WHERE email = (SELECT email FROM ${s}.staff WHERE status = 'active' ORDER BY granted_at, email LIMIT 1)`);
    await queryRunner.query(`DROP TABLE ${s}.admins`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.admins (
        email text NOT NULL,
        granted_at timestamptz NOT NULL DEFAULT now(),
        granted_by varchar(16) NOT NULL,
        revoked_at timestamptz,
        CONSTRAINT pk_admins PRIMARY KEY (email),
        CONSTRAINT ck_admins_email_lower CHECK (email = lower(email)),
        CONSTRAINT ck_admins_granted_by CHECK (granted_by IN ('bootstrap', 'cli'))
      )`);
    // Only the one role came before: any active member was an admin.
    await queryRunner.query(`
      INSERT INTO ${s}.admins (email, granted_at, granted_by, revoked_at)
      SELECT email, granted_at, CASE WHEN granted_by IN ('bootstrap', 'cli') THEN granted_by ELSE 'cli' END, suspended_at
      FROM ${s}.staff`);
    await queryRunner.query(`DROP TABLE ${s}.staff`);
  }
}
