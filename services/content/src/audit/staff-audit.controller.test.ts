import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntrySchema, CONTENT_ADMIN_PATTERNS, STAFF_CONTENT_PATTERNS, type AuditEntry } from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, idOf, postInput } from '../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';

let fixture: ContentFixture;

beforeAll(async () => {
  fixture = await startContentFixture('staff-audit');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe("a staff change's part in the content service", () => {
  it('writes one audit row of kind staff per request id, however often the message comes', async () => {
    const entityId = randomUUID();
    const change = {
      actor: { uid: 'owner-1', email: 'olive@example.com', role: 'owner' },
      action: 'suspend',
      entityId,
      before: { email: 'mo@example.com', status: 'active' },
      after: { email: 'mo@example.com', status: 'suspended' },
      requestId: randomUUID(),
    };
    expect(await fixture.send(STAFF_CONTENT_PATTERNS.recordStaffAudit, change)).toEqual({ recorded: true });
    expect(await fixture.send(STAFF_CONTENT_PATTERNS.recordStaffAudit, change)).toEqual({ recorded: false });
    const entries = z
      .array(AuditEntrySchema)
      .parse(await fixture.send<AuditEntry[]>(CONTENT_ADMIN_PATTERNS.listAudit, { kind: 'staff', entityId }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'staff', action: 'suspend', actor: { email: 'olive@example.com' }, after: change.after });
  });

  it("hands a removed member's posts and bylines, by uid or by address, to the member chosen, and no one else's", async () => {
    const wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
    const create = (slug: string, uid: string, email: string | null) =>
      fixture.send<{ id: string }>(CONTENT_ADMIN_PATTERNS.createPost, {
        actor: { uid, email, role: 'author' },
        input: postInput(wellness, { slug }),
      });
    const byUid = await create('gone-by-uid', 'gone-uid', null);
    const byAddress = await create('gone-by-address', 'old-uid', 'Gone@Example.com');
    const kept = await create('someone-elses', ACTOR.uid, ACTOR.email);
    const moved = await fixture.send(STAFF_CONTENT_PATTERNS.handOverPosts, {
      from: { uid: 'gone-uid', email: 'gone@example.com' },
      to: { uid: 'heir-uid', email: 'heir@example.com' },
    });
    expect(moved).toEqual({ posts: 2 });
    const owners = await fixture.dataSource.query(
      `SELECT id, created_by_uid, created_by_email FROM content.posts WHERE id = ANY($1) ORDER BY slug`,
      [[byUid.id, byAddress.id, kept.id]],
    );
    expect(owners).toEqual([
      { id: byAddress.id, created_by_uid: 'heir-uid', created_by_email: 'heir@example.com' },
      { id: byUid.id, created_by_uid: 'heir-uid', created_by_email: 'heir@example.com' },
      { id: kept.id, created_by_uid: ACTOR.uid, created_by_email: ACTOR.email },
    ]);
    // The byline of the removed member's profile goes with them; another profile's stays.
    const bylines = await fixture.dataSource.query(
      `SELECT p.id, a.staff_uid FROM content.posts p JOIN content.authors a ON a.id = p.author_id WHERE p.id = ANY($1) ORDER BY p.slug`,
      [[byUid.id, kept.id]],
    );
    expect(bylines).toEqual([
      { id: byUid.id, staff_uid: 'heir-uid' },
      { id: kept.id, staff_uid: ACTOR.uid },
    ]);
  });
});
