import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * The lead story (docs/pages.md, Home): an editor features a post, and the newest visible
 * featured post leads the home page. Every existing post starts unfeatured, so until an editor
 * features one the newest post leads. The index serves "the newest featured one" and, through
 * its second column, the newest of all.
 */
export class AddPostFeatured1796000000100 implements MigrationInterface {
  name = 'AddPostFeatured1796000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.posts ADD featured boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX idx_posts_featured_published_at ON ${s}.posts (featured, published_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP INDEX ${s}.idx_posts_featured_published_at`);
    await queryRunner.query(`ALTER TABLE ${s}.posts DROP COLUMN featured`);
  }
}
