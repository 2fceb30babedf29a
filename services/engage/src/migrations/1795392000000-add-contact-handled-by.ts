import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * The inbox records who marked a message handled beside when: the admin's e-mail (or uid),
 * copied from the verified token at the time, so the note survives the account changing.
 */
export class AddContactHandledBy1795392000000 implements MigrationInterface {
  name = 'AddContactHandledBy1795392000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.contact_messages ADD COLUMN handled_by varchar(254)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.contact_messages DROP COLUMN handled_by`);
  }
}
