import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Review (docs/content-admin.md): a post may wait for an editor (`review`), undated like a
 * draft, and carries the editor's note when it is sent back, and when it was submitted.
 */
export class AddPostReview1795824000200 implements MigrationInterface {
  name = 'AddPostReview1795824000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.posts DROP CONSTRAINT ck_posts_status, DROP CONSTRAINT ck_posts_published_at`);
    await queryRunner.query(`
      ALTER TABLE ${s}.posts
        ADD CONSTRAINT ck_posts_status CHECK (status IN ('draft', 'review', 'published')),
        ADD CONSTRAINT ck_posts_published_at CHECK (status IN ('draft', 'review') OR published_at IS NOT NULL),
        ADD submitted_at timestamptz,
        ADD review_note text,
        ADD review_note_by_email varchar(320),
        ADD review_note_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    // A post waiting for review goes back to the drafts it came from.
    await queryRunner.query(`UPDATE ${s}.posts SET status = 'draft' WHERE status = 'review'`);
    await queryRunner.query(`
      ALTER TABLE ${s}.posts
        DROP COLUMN review_note_at, DROP COLUMN review_note_by_email, DROP COLUMN review_note, DROP COLUMN submitted_at,
        DROP CONSTRAINT ck_posts_published_at, DROP CONSTRAINT ck_posts_status`);
    await queryRunner.query(`
      ALTER TABLE ${s}.posts
        ADD CONSTRAINT ck_posts_status CHECK (status IN ('draft', 'published')),
        ADD CONSTRAINT ck_posts_published_at CHECK (status = 'draft' OR published_at IS NOT NULL)`);
  }
}
