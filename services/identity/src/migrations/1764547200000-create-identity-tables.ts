import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

export class CreateIdentityTables1764547200000 implements MigrationInterface {
  name = 'CreateIdentityTables1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.profiles (
        uid text NOT NULL,
        email text,
        display_name text,
        photo_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz NOT NULL,
        CONSTRAINT pk_profiles PRIMARY KEY (uid)
      )`);
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.admins`);
    await queryRunner.query(`DROP TABLE ${s}.profiles`);
  }
}
