import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * A post's owner (docs/roles.md): the staff member who created it, so a contributor or author
 * may change their own posts and not another's. Posts made before roles have none: only an
 * editor or above may change them.
 */
export class AddPostOwner1795824000002 implements MigrationInterface {
  name = 'AddPostOwner1795824000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.posts ADD created_by_uid varchar(128), ADD created_by_email varchar(320)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.posts DROP COLUMN created_by_email, DROP COLUMN created_by_uid`);
  }
}
