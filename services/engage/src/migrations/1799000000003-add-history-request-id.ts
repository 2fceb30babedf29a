import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * A history row made by a request carries the request's id, unique per event and list: every
 * replica of the engage service receives each request over Redis, and the second one to record
 * a subscription must add nothing. Rows from before (and rows of no request: the mail workers,
 * the sweep) have none and are not constrained.
 */
export class AddHistoryRequestId1799000000003 implements MigrationInterface {
  name = 'AddHistoryRequestId1799000000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.subscription_history ADD COLUMN request_id uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_subscription_history_request ON ${s}.subscription_history (request_id, event, list)
       NULLS NOT DISTINCT WHERE request_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP INDEX ${s}.uq_subscription_history_request`);
    await queryRunner.query(`ALTER TABLE ${s}.subscription_history DROP COLUMN request_id`);
  }
}
