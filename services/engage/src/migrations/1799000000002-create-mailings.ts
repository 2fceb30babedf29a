import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Mailings and their deliveries (docs/mail.md). One delivery per mailing and address (the
 * unique key is what makes "at most one copy" hold however often a send is asked for).
 * A delivery is pending, sending (claimed until `lease_until`), sent or failed; the mailing's
 * counts are counted from them. `latest` keeps the articles block as it was when the send
 * started, so every recipient gets the same mail. An erasure is recorded by who, when and a
 * keyed hash of the address (never the address), once per request.
 */
export class CreateMailings1799000000002 implements MigrationInterface {
  name = 'CreateMailings1799000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.mailings (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        list varchar(64) NOT NULL,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        include_latest boolean NOT NULL DEFAULT false,
        latest jsonb,
        status varchar(16) NOT NULL DEFAULT 'draft',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        send_started_at timestamptz,
        sent_at timestamptz,
        created_by_uid varchar(128) NOT NULL,
        created_by_email varchar(254),
        request_id uuid,
        CONSTRAINT pk_mailings PRIMARY KEY (id),
        CONSTRAINT uq_mailings_request_id UNIQUE (request_id),
        CONSTRAINT ck_mailings_status CHECK (status IN ('draft', 'sending', 'sent'))
      )`);
    await queryRunner.query(`CREATE INDEX idx_mailings_created_at ON ${s}.mailings (created_at)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.deliveries (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        mailing_id uuid NOT NULL,
        email varchar(254) NOT NULL,
        entry_id uuid,
        status varchar(16) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        lease_until timestamptz,
        message_id varchar(300),
        last_error varchar(500),
        sent_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_deliveries PRIMARY KEY (id),
        CONSTRAINT uq_deliveries_mailing_email UNIQUE (mailing_id, email),
        CONSTRAINT fk_deliveries_mailing FOREIGN KEY (mailing_id) REFERENCES ${s}.mailings (id) ON DELETE CASCADE,
        CONSTRAINT ck_deliveries_status CHECK (status IN ('pending', 'sending', 'sent', 'failed'))
      )`);
    await queryRunner.query(`CREATE INDEX idx_deliveries_email ON ${s}.deliveries (email)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.erasures (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        request_id uuid,
        email_hash char(64) NOT NULL,
        actor_uid varchar(128) NOT NULL,
        actor_email varchar(254),
        counts jsonb NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_erasures PRIMARY KEY (id),
        CONSTRAINT uq_erasures_request_id UNIQUE (request_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.erasures`);
    await queryRunner.query(`DROP TABLE ${s}.deliveries`);
    await queryRunner.query(`DROP TABLE ${s}.mailings`);
  }
}
