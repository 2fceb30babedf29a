import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';
import { freeSlug } from '../authors/author-slugs.js';

/**
 * Bylines become profiles (docs/authors.md): every distinct free-text author gets one, with a
 * slug made from the name, and each post points at its profile by `author_id`, which from then
 * on is required. The migrated profiles belong to no staff member until an editor links them.
 * Profile changes join the audit log.
 */
export class AddAuthors1795824000100 implements MigrationInterface {
  name = 'AddAuthors1795824000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.authors (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        slug varchar(200) NOT NULL,
        name varchar(100) NOT NULL,
        bio varchar(300) NOT NULL DEFAULT '',
        photo_id uuid,
        link varchar(500),
        staff_uid varchar(128),
        staff_email varchar(320),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_authors PRIMARY KEY (id),
        CONSTRAINT ck_authors_slug CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        CONSTRAINT fk_authors_photo FOREIGN KEY (photo_id) REFERENCES ${s}.media_items (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_authors_slug ON ${s}.authors (slug)`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_authors_staff_uid ON ${s}.authors (staff_uid) WHERE staff_uid IS NOT NULL`);

    // The byline with the most posts gets the plain slug when two names make the same one.
    const names: { author: string }[] = await queryRunner.query(
      `SELECT author FROM ${s}.posts GROUP BY author ORDER BY count(*) DESC, author`,
    );
    const taken = new Set<string>();
    for (const { author } of names) {
      const slug = freeSlug(author, taken);
      taken.add(slug);
      // A byline longer than a profile's name is cut to fit; the old column allowed 100 as the editor did.
      await queryRunner.query(`INSERT INTO ${s}.authors (slug, name) VALUES ($1, left($2, 100))`, [slug, author]);
    }
    await queryRunner.query(`ALTER TABLE ${s}.posts ADD author_id uuid`);
    await queryRunner.query(`UPDATE ${s}.posts p SET author_id = a.id FROM ${s}.authors a WHERE a.name = left(p.author, 100)`);
    await queryRunner.query(`ALTER TABLE ${s}.posts ALTER COLUMN author_id SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE ${s}.posts ADD CONSTRAINT fk_posts_author FOREIGN KEY (author_id) REFERENCES ${s}.authors (id) ON DELETE RESTRICT`,
    );
    await queryRunner.query(`CREATE INDEX idx_posts_author_published_at ON ${s}.posts (author_id, published_at)`);
    await queryRunner.query(`ALTER TABLE ${s}.posts DROP COLUMN author`);

    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_kind`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_kind CHECK (kind IN ('post', 'guide', 'topic', 'category', 'media', 'preview', 'author'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DELETE FROM ${s}.audit_log WHERE kind = 'author'`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_kind`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_kind CHECK (kind IN ('post', 'guide', 'topic', 'category', 'media', 'preview'))`,
    );
    await queryRunner.query(`ALTER TABLE ${s}.posts ADD author text`);
    await queryRunner.query(`UPDATE ${s}.posts p SET author = a.name FROM ${s}.authors a WHERE a.id = p.author_id`);
    await queryRunner.query(`ALTER TABLE ${s}.posts ALTER COLUMN author SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE ${s}.posts DROP COLUMN author_id`);
    await queryRunner.query(`DROP TABLE ${s}.authors`);
  }
}
