import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Double opt-in (docs/mail.md): the newsletter and the three apps' notify-me lists become one
 * table of list entries, each pending, confirmed or unsubscribed. The rows kept before
 * confirmation existed were accepted under the old rule, so they come over as confirmed (their
 * subscription time is also their confirmation time). `confirm_nonce` names the latest
 * confirmation link: a link of an earlier round stops working when the entry is made pending
 * again; `confirm_request_id` is the request that confirmed it, so every replica that received
 * it over Redis answers alike. `history` is what happened to an address, for the people lookup.
 */
export class CreateListEntries1799000000001 implements MigrationInterface {
  name = 'CreateListEntries1799000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.list_entries (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        list varchar(64) NOT NULL,
        email varchar(254) NOT NULL,
        status varchar(16) NOT NULL,
        subscribed_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        confirm_nonce uuid NOT NULL DEFAULT gen_random_uuid(),
        confirmation_queued_at timestamptz,
        confirm_request_id uuid,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_list_entries PRIMARY KEY (id),
        CONSTRAINT uq_list_entries_list_email UNIQUE (list, email),
        CONSTRAINT ck_list_entries_email CHECK (email = lower(email)),
        CONSTRAINT ck_list_entries_status CHECK (status IN ('pending', 'confirmed', 'unsubscribed'))
      )`);
    await queryRunner.query(`CREATE INDEX idx_list_entries_email ON ${s}.list_entries (email)`);
    await queryRunner.query(`CREATE INDEX idx_list_entries_list_status ON ${s}.list_entries (list, status)`);
    await queryRunner.query(`
      INSERT INTO ${s}.list_entries (list, email, status, subscribed_at, confirmed_at, updated_at)
      SELECT 'newsletter', email, 'confirmed', created_at, created_at, created_at FROM ${s}.email_subscriptions`);
    await queryRunner.query(`
      INSERT INTO ${s}.list_entries (list, email, status, subscribed_at, confirmed_at, updated_at)
      SELECT app_name, email, 'confirmed', created_at, created_at, created_at FROM ${s}.app_subscriptions`);
    await queryRunner.query(`DROP TABLE ${s}.email_subscriptions`);
    await queryRunner.query(`DROP TABLE ${s}.app_subscriptions`);
    await queryRunner.query(`
      CREATE TABLE ${s}.subscription_history (
        id bigint GENERATED ALWAYS AS IDENTITY,
        email varchar(254) NOT NULL,
        list varchar(64),
        event varchar(32) NOT NULL,
        detail varchar(500),
        at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_subscription_history PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE INDEX idx_subscription_history_email ON ${s}.subscription_history (email, at)`);
    await queryRunner.query(`
      INSERT INTO ${s}.subscription_history (email, list, event, detail, at)
      SELECT email, list, 'confirmed', 'subscribed before confirmation existed', subscribed_at FROM ${s}.list_entries`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
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
    // Only confirmed entries were subscribers in the old sense.
    await queryRunner.query(`
      INSERT INTO ${s}.email_subscriptions (email, created_at)
      SELECT email, subscribed_at FROM ${s}.list_entries WHERE list = 'newsletter' AND status = 'confirmed'`);
    await queryRunner.query(`
      INSERT INTO ${s}.app_subscriptions (app_name, app_title, email, created_at)
      SELECT list, CASE list WHEN 'dining-alphabet' THEN 'Dining through the Alphabet' WHEN 'what-i-like' THEN 'What I Like'
        ELSE 'Stadium Tracker' END, email, subscribed_at
      FROM ${s}.list_entries WHERE list <> 'newsletter' AND status = 'confirmed'`);
    await queryRunner.query(`DROP TABLE ${s}.subscription_history`);
    await queryRunner.query(`DROP TABLE ${s}.list_entries`);
  }
}
