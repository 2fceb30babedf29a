import {
  AdminCreateSchema,
  AdminDeletedSchema,
  AdminDeleteSchema,
  AdminUpdateSchema,
  AutosaveSchema,
  ByIdSchema,
  GetAutosaveSchema,
  GetRevisionSchema,
  ListRevisionsSchema,
  RestoredRevisionSchema,
  RestoreRevisionSchema,
  RevisionListSchema,
  RevisionSchema,
  RevisionSummarySchema,
  ErrorCode,
  operation,
  SlugSchema,
  type RevisionKind,
} from '@livefully/contracts';
import { Column, Entity } from 'typeorm';
import { ContentRow } from '../common/content-row.js';
import { z } from 'zod';
import { contentKind } from '../content-kinds/content-kind.js';

/**
 * A throwaway kind, to show that a kind is one descriptor plus its entity, migration and fields
 * (docs/content-kinds.md): a note is a slug and a body. Only the tests know it.
 */
@Entity({ name: 'notes' })
export class Note extends ContentRow('notes') {
  @Column({ type: 'text' })
  body!: string;
}

/** The editor's fields. */
export const NoteInputSchema = z.object({ slug: SlugSchema, body: z.string().min(1, 'Write something') });
export type NoteInput = z.output<typeof NoteInputSchema>;

export const AdminNoteSchema = z.object({ id: z.uuid(), slug: z.string(), body: z.string(), updatedAt: z.string(), version: z.number() });
export type AdminNote = z.output<typeof AdminNoteSchema>;

/** Its operations: internal ones (no HTTP route), as the content service handles them. */
export const noteOperations = {
  list: operation({
    name: 'listNotes',
    summary: 'Every note',
    service: 'content',
    pattern: 'content.admin.notes.list',
    response: z.array(AdminNoteSchema),
  }),
  get: operation({
    name: 'getNote',
    summary: 'One note',
    service: 'content',
    pattern: 'content.admin.notes.get',
    message: ByIdSchema,
    response: AdminNoteSchema,
  }),
  create: operation({
    name: 'createNote',
    summary: 'Creates a note',
    service: 'content',
    pattern: 'content.admin.notes.create',
    message: AdminCreateSchema(NoteInputSchema),
    response: AdminNoteSchema,
  }),
  update: operation({
    name: 'updateNote',
    summary: 'Replaces a note',
    service: 'content',
    pattern: 'content.admin.notes.update',
    message: AdminUpdateSchema(NoteInputSchema),
    response: AdminNoteSchema,
  }),
  remove: operation({
    name: 'deleteNote',
    summary: 'Deletes a note',
    service: 'content',
    pattern: 'content.admin.notes.delete',
    message: AdminDeleteSchema,
    response: AdminDeletedSchema,
  }),
};

/** Its history operations, made as contracts' revision resources make a kind's (also internal). */
// Typed as a contracts' kind, as the descriptor's is.
const noteKindField = { kind: z.literal('note' as RevisionKind) };
export const noteRevisionOperations = {
  list: operation({
    name: 'listNoteRevisions',
    summary: "A note's revisions",
    service: 'content',
    pattern: 'content.admin.notes.revisions.list',
    message: ListRevisionsSchema.extend(noteKindField),
    response: RevisionListSchema,
  }),
  get: operation({
    name: 'getNoteRevision',
    summary: 'One revision of a note',
    service: 'content',
    pattern: 'content.admin.notes.revisions.get',
    message: GetRevisionSchema.extend(noteKindField),
    response: RevisionSchema,
  }),
  restore: operation({
    name: 'restoreNoteRevision',
    summary: 'Saves an older revision of a note as its new version',
    service: 'content',
    pattern: 'content.admin.notes.revisions.restore',
    message: RestoreRevisionSchema.extend(noteKindField),
    response: RestoredRevisionSchema(AdminNoteSchema),
  }),
  getAutosave: operation({
    name: 'getNoteAutosave',
    summary: "The admin's autosave of a note",
    service: 'content',
    pattern: 'content.admin.notes.revisions.autosave.get',
    message: GetAutosaveSchema.extend(noteKindField),
    response: RevisionSchema.nullable(),
  }),
  autosave: operation({
    name: 'autosaveNote',
    summary: "Keeps the editor's unsaved values of a note",
    service: 'content',
    pattern: 'content.admin.notes.revisions.autosave.put',
    message: AutosaveSchema.extend(noteKindField),
    response: RevisionSummarySchema,
  }),
};

export const noteKind = contentKind<Note, NoteInput, AdminNote>({
  // Not one of the contracts' kinds: the test's migration lets the audit log and revisions take it.
  kind: 'note' as RevisionKind,
  entity: Note,
  alias: 'note',
  operations: noteOperations,
  notFound: ErrorCode.NotFound,
  title: (note) => note.slug,
  unique: [{ constraint: 'uq_notes_slug', field: 'slug' }],
  input: NoteInputSchema,
  columns: (input) => ({ slug: input.slug, body: input.body }),
  views: async (_manager, notes) =>
    notes.map((note) => ({
      id: note.id,
      slug: note.slug,
      body: note.body,
      updatedAt: note.updatedAt.toISOString(),
      version: note.version,
    })),
});
