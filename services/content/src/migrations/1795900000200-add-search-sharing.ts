import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

const TABLES = ['posts', 'guides', 'topics'];

/**
 * The search and sharing panel (docs/seo.md): a meta title, a canonical address, noindex and a
 * share image on posts, guides and topics; topics also get the meta description the others have.
 * Empty (or false) is "not set", so every existing item reads as before.
 */
export class AddSearchSharing1795900000200 implements MigrationInterface {
  name = 'AddSearchSharing1795900000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    for (const table of TABLES) {
      await queryRunner.query(`
        ALTER TABLE ${s}.${table}
          ADD meta_title text NOT NULL DEFAULT '',
          ADD canonical_url text NOT NULL DEFAULT '',
          ADD noindex boolean NOT NULL DEFAULT false,
          ADD share_image_path text NOT NULL DEFAULT ''`);
    }
    await queryRunner.query(`ALTER TABLE ${s}.topics ADD meta_description text NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.topics DROP COLUMN meta_description`);
    for (const table of TABLES) {
      await queryRunner.query(`
        ALTER TABLE ${s}.${table} DROP COLUMN share_image_path, DROP COLUMN noindex, DROP COLUMN canonical_url, DROP COLUMN meta_title`);
    }
  }
}
