import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Every image's focal point (docs/media.md): where its subject is, each axis from 0 to 1, the
 * centre until an editor sets one. Cards and heroes are drawn around it, the share image cut
 * around it.
 */
export class AddMediaFocal1795900000100 implements MigrationInterface {
  name = 'AddMediaFocal1795900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      ALTER TABLE ${s}.media_items
        ADD focal_x double precision NOT NULL DEFAULT 0.5,
        ADD focal_y double precision NOT NULL DEFAULT 0.5,
        ADD CONSTRAINT ck_media_items_focal CHECK (focal_x BETWEEN 0 AND 1 AND focal_y BETWEEN 0 AND 1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.media_items DROP CONSTRAINT ck_media_items_focal, DROP COLUMN focal_y, DROP COLUMN focal_x`);
  }
}
