import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, RestoredRevisionSchema, type Actor, type RevisionList } from '@livefully/contracts';
import { freePort, startDatabaseServiceFixture, type DatabaseServiceFixture } from '@livefully/service-kit/testing';

import {
  AdminNoteSchema,
  noteOperations as ops,
  noteRevisionOperations as revisionOps,
  type AdminNote,
  type NoteInput,
} from '../testing/note.kind.js';
import { CONTENT_WITH_NOTES } from '../testing/note-service.js';

/**
 * The worked example of docs/content-kinds.md: a kind the site does not have (a note), added as
 * one descriptor with its entity, migration and fields, goes through the same generic admin
 * controller, service and ContentWriter as posts: listed, edited, revised and restored (through the
 * same revisions service as posts), trashed and audited.
 */
const ACTOR: Actor = { uid: 'admin-uid-1', email: 'ada.admin@example.com', role: 'owner' };
let fixture: DatabaseServiceFixture;
let note: AdminNote;

const input = (overrides: Partial<NoteInput> = {}): NoteInput => ({ slug: 'first-note', body: 'Buy oat milk.', ...overrides });
const rows = <T>(sql: string, params: unknown[]) =>
  fixture.dataSource.query<T[]>(sql.replaceAll('$schema', `"${fixture.database.DB_SCHEMA}"`), params);

beforeAll(async () => {
  // Events go to a port nobody listens on.
  fixture = await startDatabaseServiceFixture(CONTENT_WITH_NOTES, 'add-a-kind', { env: { SEARCH_SERVICE_PORT: String(await freePort()) } });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('a kind added as one descriptor', () => {
  it('creates and lists it, newest updated first', async () => {
    note = AdminNoteSchema.parse(await fixture.send(ops.create.pattern, { actor: ACTOR, input: input() }));
    expect(note).toMatchObject({ slug: 'first-note', body: 'Buy oat milk.', version: 1 });
    const second = await fixture.send<AdminNote>(ops.create.pattern, { actor: ACTOR, input: input({ slug: 'second-note' }) });
    const listed = await fixture.send<AdminNote[]>(ops.list.pattern);
    expect(listed.map((item) => item.id)).toEqual([second.id, note.id]);
    expect(await fixture.send(ops.get.pattern, { id: note.id })).toEqual(note);
  });

  it('edits it against the version the edit started from', async () => {
    const edited = await fixture.send<AdminNote>(ops.update.pattern, {
      actor: ACTOR,
      id: note.id,
      input: input({ body: 'Buy oat milk and bread.' }),
      version: note.version,
    });
    expect(edited).toMatchObject({ body: 'Buy oat milk and bread.', version: 2 });
    const stale = await fixture.failure(ops.update.pattern, { actor: ACTOR, id: note.id, input: input({ body: 'Lost' }), version: 1 });
    expect(stale.code).toBe(ErrorCode.VersionConflict);
    note = edited;
  });

  it('answers a taken slug with 409 SlugTaken naming the kind, from its descriptor', async () => {
    expect(await fixture.failure(ops.create.pattern, { actor: ACTOR, input: input() })).toEqual({
      code: ErrorCode.SlugTaken,
      message: 'The slug "first-note" is already used by another note.',
      issues: [{ path: ['slug'], message: 'This slug is already used by another note' }],
    });
  });

  it('keeps a revision of each save, listed through the revisions service', async () => {
    const history = await fixture.send<RevisionList>(revisionOps.list.pattern, { kind: 'note', id: note.id });
    expect(history.currentVersion).toBe(2);
    expect(history.revisions.map(({ number, source, actor }) => [number, source, actor?.uid])).toEqual([
      [2, 'save', ACTOR.uid],
      [1, 'save', ACTOR.uid],
    ]);
    const revisions = await rows<{ number: number; content: { body: string } }>(
      'SELECT number, content FROM $schema.revisions WHERE kind = $1 AND entity_id = $2 ORDER BY number',
      ['note', note.id],
    );
    expect(revisions.map(({ number, content }) => [number, content.body])).toEqual([
      [1, 'Buy oat milk.'],
      [2, 'Buy oat milk and bread.'],
    ]);
  });

  it('restores a revision as its next version, parsed back into its input by its descriptor', async () => {
    const restored = RestoredRevisionSchema(AdminNoteSchema).parse(
      await fixture.send(revisionOps.restore.pattern, { kind: 'note', actor: ACTOR, id: note.id, number: 1, version: note.version }),
    );
    expect(restored).toEqual({
      item: { ...note, body: 'Buy oat milk.', version: 3, updatedAt: restored.item.updatedAt },
      droppedImages: [],
    });
    const history = await fixture.send<RevisionList>(revisionOps.list.pattern, { kind: 'note', id: note.id });
    expect(history.revisions[0]).toMatchObject({ number: 3, source: 'restore', restoredFrom: 1 });
    const stale = await fixture.failure(revisionOps.restore.pattern, { kind: 'note', actor: ACTOR, id: note.id, number: 1, version: 2 });
    expect(stale.code).toBe(ErrorCode.VersionConflict);
    note = restored.item;
  });

  it('moves it to the trash: gone from the list and by id, the row kept with its deletion time', async () => {
    expect(await fixture.send(ops.remove.pattern, { actor: ACTOR, id: note.id })).toEqual({ id: note.id });
    expect((await fixture.send<AdminNote[]>(ops.list.pattern)).map((item) => item.id)).not.toContain(note.id);
    expect((await fixture.failure(ops.get.pattern, { id: note.id })).code).toBe(ErrorCode.NotFound);
    const [row] = await rows<{ deleted_at: Date | null }>('SELECT deleted_at FROM $schema.notes WHERE id = $1', [note.id]);
    expect(row!.deleted_at).toBeInstanceOf(Date);
    expect((await fixture.failure(ops.remove.pattern, { actor: ACTOR, id: randomUUID() })).code).toBe(ErrorCode.NotFound);
  });

  it('audits every change with who made it and the views before and after', async () => {
    const audit = await rows<{ action: string; actor_email: string; before: AdminNote | null; after: AdminNote | null }>(
      'SELECT action, actor_email, before, after FROM $schema.audit_log WHERE kind = $1 AND entity_id = $2 ORDER BY at',
      ['note', note.id],
    );
    expect(
      audit.map(({ action, actor_email, before, after }) => [action, actor_email, before?.version ?? null, after?.version ?? null]),
    ).toEqual([
      ['create', ACTOR.email, null, 1],
      ['update', ACTOR.email, 1, 2],
      ['update', ACTOR.email, 2, 3],
      ['delete', ACTOR.email, 3, null],
    ]);
  });
});
