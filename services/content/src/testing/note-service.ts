import { Module } from '@nestjs/common';
import { PostgresModule, releaseOf, schemaOf, ServiceDatabase, type ServiceDefinition } from '@livefully/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CONTENT_FEATURES } from '../content-features.js';
import { ContentConfigSchema, type ContentConfig } from '../config/content.config.js';
import { CONTENT_DATABASE } from '../data-source.js';
import { EditingModule } from '../editing/editing.module.js';
import { adminKindController } from '../content-kinds/admin-kind.controller.js';
import { adminKindService } from '../content-kinds/admin-kind.service.js';
import { revisionsController } from '../revisions/revisions.controller.js';
import { RevisionsModule } from '../revisions/revisions.module.js';
import { Note, noteKind, noteRevisionOperations } from './note.kind.js';

/** The note's table (ContentRow's columns, indexes and checks, and its body), and the audit log and revisions taking it as a kind. */
export class CreateNotes1799999999999 implements MigrationInterface {
  name = 'CreateNotes1799999999999';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.notes (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        slug varchar(200) NOT NULL,
        body text NOT NULL,
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        CONSTRAINT pk_notes PRIMARY KEY (id),
        CONSTRAINT ck_notes_slug CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_notes_slug ON ${s}.notes (slug) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX idx_notes_deleted_at ON ${s}.notes (deleted_at) WHERE deleted_at IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE ${s}.audit_log DROP CONSTRAINT ck_audit_log_kind`);
    await queryRunner.query(
      `ALTER TABLE ${s}.audit_log ADD CONSTRAINT ck_audit_log_kind CHECK (kind IN ('post', 'guide', 'topic', 'category', 'media', 'preview', 'note'))`,
    );
    await queryRunner.query(`ALTER TABLE ${s}.revisions DROP CONSTRAINT ck_revisions_kind`);
    await queryRunner.query(
      `ALTER TABLE ${s}.revisions ADD CONSTRAINT ck_revisions_kind CHECK (kind IN ('post', 'guide', 'topic', 'category', 'note'))`,
    );
  }

  async down(): Promise<void> {
    // A test's database is thrown away with it.
  }
}

export class AdminNotesService extends adminKindService(noteKind) {}
export class AdminNotesController extends adminKindController(AdminNotesService, noteKind.operations) {}
export class NoteRevisionsController extends revisionsController(noteRevisionOperations) {}

@Module({
  imports: [EditingModule, RevisionsModule],
  controllers: [AdminNotesController, NoteRevisionsController],
  providers: [AdminNotesService],
})
class NotesModule {}

const NOTES_DATABASE = new ServiceDatabase({
  ...CONTENT_DATABASE.definition,
  entities: [...(CONTENT_DATABASE.definition.entities as object[]), Note] as never,
  migrations: [...(CONTENT_DATABASE.definition.migrations as object[]), CreateNotes1799999999999] as never,
});

@Module({ imports: [PostgresModule.forService(NOTES_DATABASE), ...CONTENT_FEATURES, NotesModule] })
class NotesAppModule {}

/** The content service with the note added: its own migrations (no seed), module and data source. */
export const CONTENT_WITH_NOTES: ServiceDefinition<ContentConfig> = {
  name: 'content',
  release: releaseOf(import.meta.url),
  module: NotesAppModule,
  config: ContentConfigSchema,
  database: NOTES_DATABASE,
};
