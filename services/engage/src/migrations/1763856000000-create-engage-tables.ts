import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Addresses are stored lower-cased (the check makes sure), so one address is one row however
 * it was typed. A contact message is keyed by the request id the gateway gives it: over Redis
 * every replica receives the same message, and only the first insert lands.
 */
export class CreateEngageTables1763856000000 implements MigrationInterface {
  name = 'CreateEngageTables1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.contact_messages (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        message varchar(2000) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        handled_at timestamptz,
        CONSTRAINT pk_contact_messages PRIMARY KEY (id),
        CONSTRAINT uq_contact_messages_request_id UNIQUE (request_id),
        CONSTRAINT ck_contact_messages_email CHECK (email = lower(email))
      )`);
    await queryRunner.query(`CREATE INDEX idx_contact_messages_created_at ON ${s}.contact_messages (created_at)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.email_subscriptions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_email_subscriptions PRIMARY KEY (id),
        CONSTRAINT uq_email_subscriptions_email UNIQUE (email),
        CONSTRAINT ck_email_subscriptions_email CHECK (email = lower(email))
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.app_subscriptions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        app_name varchar(64) NOT NULL,
        app_title varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_app_subscriptions PRIMARY KEY (id),
        CONSTRAINT uq_app_subscriptions_app_email UNIQUE (app_name, email),
        CONSTRAINT ck_app_subscriptions_email CHECK (email = lower(email))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.app_subscriptions`);
    await queryRunner.query(`DROP TABLE ${s}.email_subscriptions`);
    await queryRunner.query(`DROP TABLE ${s}.contact_messages`);
  }
}
