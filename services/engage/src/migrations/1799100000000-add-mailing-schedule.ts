import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Scheduled mailings and unsubscribes counted per mailing (docs/mail.md). A mailing may be
 * `scheduled` with the time it goes out (`scheduled_at`, set exactly when scheduled; the
 * scheduler's index finds the due ones). A delivery keeps when its recipient unsubscribed
 * through that mailing's own link (the link's signed token names the mailing). A deleted draft
 * leaves a row in `mailing_deletions`: who deleted which mailing (its subject), when, and by
 * which request, so every replica that receives the same delete over Redis answers alike.
 */
export class AddMailingSchedule1799100000000 implements MigrationInterface {
  name = 'AddMailingSchedule1799100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.mailings ADD COLUMN scheduled_at timestamptz`);
    await queryRunner.query(`ALTER TABLE ${s}.mailings DROP CONSTRAINT ck_mailings_status`);
    await queryRunner.query(
      `ALTER TABLE ${s}.mailings ADD CONSTRAINT ck_mailings_status CHECK (status IN ('draft', 'scheduled', 'sending', 'sent'))`,
    );
    await queryRunner.query(
      `ALTER TABLE ${s}.mailings ADD CONSTRAINT ck_mailings_scheduled_at CHECK ((status = 'scheduled') = (scheduled_at IS NOT NULL))`,
    );
    await queryRunner.query(`CREATE INDEX idx_mailings_due ON ${s}.mailings (scheduled_at) WHERE status = 'scheduled'`);
    await queryRunner.query(`ALTER TABLE ${s}.deliveries ADD COLUMN unsubscribed_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE ${s}.mailing_deletions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        mailing_id uuid NOT NULL,
        subject varchar(200) NOT NULL,
        actor_uid varchar(128) NOT NULL,
        actor_email varchar(254),
        request_id uuid,
        at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_mailing_deletions PRIMARY KEY (id),
        CONSTRAINT uq_mailing_deletions_request_id UNIQUE (request_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.mailing_deletions`);
    await queryRunner.query(`ALTER TABLE ${s}.deliveries DROP COLUMN unsubscribed_at`);
    await queryRunner.query(`DROP INDEX ${s}.idx_mailings_due`);
    await queryRunner.query(`ALTER TABLE ${s}.mailings DROP CONSTRAINT ck_mailings_scheduled_at`);
    await queryRunner.query(`UPDATE ${s}.mailings SET status = 'draft' WHERE status = 'scheduled'`);
    await queryRunner.query(`ALTER TABLE ${s}.mailings DROP CONSTRAINT ck_mailings_status`);
    await queryRunner.query(`ALTER TABLE ${s}.mailings ADD CONSTRAINT ck_mailings_status CHECK (status IN ('draft', 'sending', 'sent'))`);
    await queryRunner.query(`ALTER TABLE ${s}.mailings DROP COLUMN scheduled_at`);
  }
}
