import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditEntrySchema,
  CONTENT_ADMIN_PATTERNS,
  ErrorCode,
  type AdminPost,
  type AdminTopic,
  type AuditEntry,
} from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, ACTOR_KEPT, idOf, postInput, topicInput } from '../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';

let fixture: ContentFixture;
let wellness: string;

const audit = async (query: Record<string, unknown> = {}) =>
  z.array(AuditEntrySchema).parse(await fixture.send<AuditEntry[]>(CONTENT_ADMIN_PATTERNS.listAudit, query));

beforeAll(async () => {
  fixture = await startContentFixture('audit');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('the audit log', () => {
  it('starts empty: the seed is not an admin change', async () => {
    expect(await audit()).toEqual([]);
  });

  it('records create, update and delete of a post with the actor and the views before and after, newest first', async () => {
    const created = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, { slug: 'audited' }),
    });
    const updated = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.updatePost, {
      actor: { uid: 'editor-2', email: null, role: 'editor' },
      id: created.id,
      input: postInput(wellness, { slug: 'audited', title: 'Audited Again' }),
      version: created.version,
    });
    await fixture.send(CONTENT_ADMIN_PATTERNS.deletePost, { actor: ACTOR, id: created.id });

    const entries = await audit({ entityId: created.id });
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, update, create] = entries as [AuditEntry, AuditEntry, AuditEntry];
    expect(create).toMatchObject({ actor: ACTOR_KEPT, kind: 'post', entityId: created.id, before: null, after: created });
    expect(update).toMatchObject({ actor: { uid: 'editor-2', email: null }, before: created, after: updated });
    expect(deleted).toMatchObject({ actor: ACTOR_KEPT, before: updated, after: null });
    expect(Date.parse(deleted.at)).toBeGreaterThan(Date.parse(update.at));
  });

  it('filters by kind and limits the number of entries', async () => {
    const topic = await fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.createTopic, { actor: ACTOR, input: topicInput() });
    const topics = await audit({ kind: 'topic' });
    expect(topics).toHaveLength(1);
    expect(topics[0]).toMatchObject({ kind: 'topic', action: 'create', entityId: topic.id });
    expect(await audit({ limit: 2 })).toHaveLength(2);
    expect((await audit({ limit: 2 }))[0]!.entityId).toBe(topic.id);
  });

  it('filters by person (email in any case, or uid), action and time, and pages with offset', async () => {
    const editor = { uid: 'filter-editor', email: 'Fay.Filter@example.com' };
    const first = await fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.createTopic, {
      actor: editor,
      input: topicInput({ name: 'Filtered One', slug: 'filtered-one' }),
    });
    const second = await fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.createTopic, {
      actor: editor,
      input: topicInput({ name: 'Filtered Two', slug: 'filtered-two' }),
    });
    await fixture.send(CONTENT_ADMIN_PATTERNS.deleteTopic, { actor: editor, id: first.id });

    const byEmail = await audit({ actor: 'fay.filter@example.com' });
    expect(byEmail.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['delete', first.id],
      ['create', second.id],
      ['create', first.id],
    ]);
    expect(await audit({ actor: 'filter-editor' })).toEqual(byEmail);
    expect((await audit({ actor: 'filter-editor', action: 'create' })).map((entry) => entry.entityId)).toEqual([second.id, first.id]);
    expect((await audit({ actor: 'filter-editor', limit: 1, offset: 1 })).map((entry) => entry.id)).toEqual([byEmail[1]!.id]);
    expect(await audit({ actor: 'filter-editor', offset: 3 })).toEqual([]);

    const deletedAt = byEmail[0]!.at;
    expect((await audit({ actor: 'filter-editor', from: deletedAt })).map((entry) => entry.id)).toEqual([byEmail[0]!.id]);
    expect((await audit({ actor: 'filter-editor', to: byEmail[1]!.at })).map((entry) => entry.id)).toEqual([
      byEmail[1]!.id,
      byEmail[2]!.id,
    ]);
    const today = deletedAt.slice(0, 10);
    expect(await audit({ actor: 'filter-editor', from: today, to: today })).toHaveLength(3);
    expect(await audit({ actor: 'filter-editor', to: '2000-01-01' })).toEqual([]);
    expect(await audit({ actor: 'nobody@example.com' })).toEqual([]);
  });

  it('records nothing for a change that was refused', async () => {
    const before = (await audit()).length;
    await fixture.failure(CONTENT_ADMIN_PATTERNS.createTopic, { actor: ACTOR, input: topicInput({ name: 'Dup', slug: 'foodie' }) });
    expect(await audit()).toHaveLength(before);
  });

  it('writes the change and its entry in one transaction: an entry that cannot be written undoes the change', async () => {
    const error = await fixture.failure(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: { uid: 'x'.repeat(200), email: null, role: 'editor' },
      input: postInput(wellness, { slug: 'never-stored' }),
    });
    expect(error.code).toBe(ErrorCode.Internal);
    expect(await fixture.dataSource.query(`SELECT 1 FROM content.posts WHERE slug = 'never-stored'`)).toEqual([]);
  });

  it.each([
    { limit: 0 },
    { limit: 201 },
    { kind: 'user' },
    { entityId: 'not-a-uuid' },
    { offset: -1 },
    { action: 'erase' },
    { from: 'yesterday' },
    { from: '2025-02-01', to: '2025-01-01' },
  ])('refuses %j as COMMON.VALIDATION', async (query) => {
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.listAudit, query)).code).toBe(ErrorCode.Validation);
  });

  it('answers [] for an entity without entries', async () => {
    expect(await audit({ entityId: randomUUID() })).toEqual([]);
  });
});
