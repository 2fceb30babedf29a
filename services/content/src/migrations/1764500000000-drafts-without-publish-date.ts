import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * A draft carries no publish date: the editor used to pre-fill it with the moment the draft was
 * made, so a post published a week later went out a week in the past. Publishing dates it (now,
 * or the date the editor schedules); a published post always has one, which the check holds.
 */
export class DraftsWithoutPublishDate1764500000000 implements MigrationInterface {
  name = 'DraftsWithoutPublishDate1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.posts ALTER COLUMN published_at DROP NOT NULL`);
    await queryRunner.query(`UPDATE ${s}.posts SET published_at = NULL WHERE status = 'draft'`);
    await queryRunner.query(
      `ALTER TABLE ${s}.posts ADD CONSTRAINT ck_posts_published_at CHECK (status = 'draft' OR published_at IS NOT NULL)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.posts DROP CONSTRAINT ck_posts_published_at`);
    // A draft gets back the date it was last saved, as the old editor would have kept it.
    await queryRunner.query(`UPDATE ${s}.posts SET published_at = updated_at WHERE published_at IS NULL`);
    await queryRunner.query(`ALTER TABLE ${s}.posts ALTER COLUMN published_at SET NOT NULL`);
  }
}
