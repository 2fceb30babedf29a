import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContactMessagePageSchema,
  AdminContactMessageSchema,
  encodeContactCursor,
  ENGAGE_ADMIN_PATTERNS as P,
  ENGAGE_PATTERNS,
  ErrorCode,
  type ContactMessagePage,
  type ContactReceipt,
} from '@livefully/contracts';
import { startEngageFixture, type EngageFixture } from '../../testing/engage-fixture.js';

let fixture: EngageFixture;
const ADA = { uid: 'u-ada', email: 'ada.admin@example.com' };
const ids: string[] = [];

const list = async (query: Record<string, unknown> = {}) =>
  ContactMessagePageSchema.parse(await fixture.send<ContactMessagePage>(P.listContactMessages, query));
const subjects = (page: ContactMessagePage) => page.items.map((item) => item.subject);

beforeAll(async () => {
  fixture = await startEngageFixture('inbox');
  // Five messages, one after the other; two share a created_at to the microsecond so the id breaks the tie.
  for (const n of [1, 2, 3, 4, 5]) {
    const receipt = await fixture.send<ContactReceipt>(ENGAGE_PATTERNS.contact, {
      name: `Sender ${n}`,
      email: `sender${n}@example.com`,
      subject: `Subject ${n}`,
      message: `Message ${n}`,
      requestId: randomUUID(),
    });
    ids.push(receipt.id);
  }
  await fixture.dataSource.query(
    `UPDATE engage.contact_messages SET created_at = (SELECT created_at FROM engage.contact_messages WHERE id = $1) WHERE id = $2`,
    [ids[2], ids[3]],
  );
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('engage.admin.contact-messages.list', () => {
  it('lists every message newest first, with its handled state', async () => {
    const page = await list();
    expect(page.items).toHaveLength(5);
    expect(subjects(page)[0]).toBe('Subject 5');
    expect(subjects(page).at(-1)).toBe('Subject 1');
    expect(page.items[0]).toMatchObject({
      name: 'Sender 5',
      email: 'sender5@example.com',
      message: 'Message 5',
      handledAt: null,
      handledBy: null,
    });
    expect(page.nextCursor).toBeNull();
  });

  it('pages by cursor without skipping or repeating a row, ties included', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await list({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((item) => item.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual((await list()).items.map((item) => item.id));
  });

  it('refuses a limit over 200, a bad status and a forged cursor', async () => {
    for (const query of [
      { limit: 201 },
      { limit: 0 },
      { status: 'archived' },
      { cursor: 'not a cursor' },
      { cursor: encodeContactCursor({ createdAt: 'x', id: 'y' }) },
    ]) {
      const error = await fixture.failure(P.listContactMessages, query);
      expect(error.code).toBe(ErrorCode.Validation);
    }
  });
});

describe('engage.admin.contact-messages.set-handled', () => {
  it('marks handled with the time and the admin, keeps the first mark when sent twice, and reopens', async () => {
    const id = ids[0]!;
    const first = AdminContactMessageSchema.parse(await fixture.send(P.setContactMessageHandled, { id, handled: true, actor: ADA }));
    expect(first.handledBy).toBe('ada.admin@example.com');
    expect(first.handledAt).not.toBeNull();
    const again = await fixture.send(P.setContactMessageHandled, { id, handled: true, actor: { uid: 'u-bob', email: null } });
    expect(again).toEqual(first);

    expect(subjects(await list({ status: 'handled' }))).toEqual(['Subject 1']);
    expect(subjects(await list({ status: 'open' }))).not.toContain('Subject 1');

    const reopened = await fixture.send(P.setContactMessageHandled, { id, handled: false, actor: ADA });
    expect(reopened).toMatchObject({ id, handledAt: null, handledBy: null });
    expect(await fixture.send(P.setContactMessageHandled, { id, handled: false, actor: ADA })).toEqual(reopened);
    expect((await list({ status: 'handled' })).items).toEqual([]);
  });

  it('records the uid when the admin account has no e-mail', async () => {
    const marked = await fixture.send(P.setContactMessageHandled, { id: ids[1], handled: true, actor: { uid: 'u-nomail', email: null } });
    expect(marked).toMatchObject({ handledBy: 'u-nomail' });
  });

  it('answers not found for an unknown id, and refuses a payload without an actor', async () => {
    const missing = await fixture.failure(P.setContactMessageHandled, { id: randomUUID(), handled: true, actor: ADA });
    expect(missing.code).toBe(ErrorCode.NotFound);
    const noActor = await fixture.failure(P.setContactMessageHandled, { id: ids[0], handled: true });
    expect(noActor.code).toBe(ErrorCode.Validation);
    expect(noActor.issues?.map((issue) => issue.path)).toEqual([['actor']]);
  });
});
