import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

const SLUG_CHECK = `~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;

export class CreateContentTables1763769600000 implements MigrationInterface {
  name = 'CreateContentTables1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.categories (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        slug varchar(200) NOT NULL,
        name varchar(200) NOT NULL,
        description text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_categories PRIMARY KEY (id),
        CONSTRAINT uq_categories_slug UNIQUE (slug),
        CONSTRAINT uq_categories_name UNIQUE (name),
        CONSTRAINT ck_categories_slug CHECK (slug ${SLUG_CHECK})
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.topics (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        slug varchar(200) NOT NULL,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        color varchar(32) NOT NULL,
        icon varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_topics PRIMARY KEY (id),
        CONSTRAINT uq_topics_slug UNIQUE (slug),
        CONSTRAINT ck_topics_slug CHECK (slug ${SLUG_CHECK})
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.posts (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        slug varchar(200) NOT NULL,
        title text NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        category_id uuid NOT NULL,
        meta_description text NOT NULL,
        image_path text NOT NULL,
        image_alt text NOT NULL,
        author text NOT NULL,
        published_at timestamptz NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        read_time integer NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'published',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_posts PRIMARY KEY (id),
        CONSTRAINT uq_posts_slug UNIQUE (slug),
        CONSTRAINT ck_posts_slug CHECK (slug ${SLUG_CHECK}),
        CONSTRAINT ck_posts_status CHECK (status IN ('draft', 'published')),
        CONSTRAINT ck_posts_read_time CHECK (read_time > 0),
        CONSTRAINT fk_posts_category FOREIGN KEY (category_id) REFERENCES ${s}.categories (id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX idx_posts_status_published_at ON ${s}.posts (status, published_at)`);
    await queryRunner.query(`CREATE INDEX idx_posts_category_published_at ON ${s}.posts (category_id, published_at)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.post_topics (
        post_id uuid NOT NULL,
        topic_id uuid NOT NULL,
        CONSTRAINT pk_post_topics PRIMARY KEY (post_id, topic_id),
        CONSTRAINT fk_post_topics_post FOREIGN KEY (post_id) REFERENCES ${s}.posts (id) ON DELETE CASCADE,
        CONSTRAINT fk_post_topics_topic FOREIGN KEY (topic_id) REFERENCES ${s}.topics (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_post_topics_topic ON ${s}.post_topics (topic_id)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.guides (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        slug varchar(200) NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        content text NOT NULL,
        category_id uuid NOT NULL,
        meta_description text NOT NULL,
        image_path text NOT NULL,
        image_alt text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_guides PRIMARY KEY (id),
        CONSTRAINT uq_guides_slug UNIQUE (slug),
        CONSTRAINT ck_guides_slug CHECK (slug ${SLUG_CHECK}),
        CONSTRAINT fk_guides_category FOREIGN KEY (category_id) REFERENCES ${s}.categories (id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX idx_guides_category ON ${s}.guides (category_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.guides`);
    await queryRunner.query(`DROP TABLE ${s}.post_topics`);
    await queryRunner.query(`DROP TABLE ${s}.posts`);
    await queryRunner.query(`DROP TABLE ${s}.topics`);
    await queryRunner.query(`DROP TABLE ${s}.categories`);
  }
}
