import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactReceiptSchema, ENGAGE_PATTERNS, ErrorCode, type ContactReceipt } from '@livefully/contracts';
import { startEngageFixture, type EngageFixture } from '../testing/engage-fixture.js';

let fixture: EngageFixture;
const message = { name: ' Ada Lovelace ', email: ' Ada@Example.COM ', subject: 'Article idea', message: 'Write about analytical engines.' };
const byRequest = (requestId: string) =>
  fixture.dataSource.query(`SELECT * FROM engage.contact_messages WHERE request_id = $1`, [requestId]) as Promise<
    Record<string, unknown>[]
  >;

beforeAll(async () => {
  fixture = await startEngageFixture('contact');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('engage.contact.create', () => {
  it('stores the message, trimmed and with the address lower-cased, before it answers with the row id', async () => {
    const requestId = randomUUID();
    const receipt = ContactReceiptSchema.parse(await fixture.send(ENGAGE_PATTERNS.contact, { ...message, requestId }));
    const [row] = await byRequest(requestId);
    expect(row).toMatchObject({
      id: receipt.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Article idea',
      message: 'Write about analytical engines.',
      handled_at: null,
    });
    expect((row!.created_at as Date).toISOString()).toBe(receipt.createdAt);
  });

  it('stores a request once however often it arrives, and answers each time with the same row', async () => {
    const requestId = randomUUID();
    const receipts = await Promise.all(
      Array.from({ length: 5 }, () => fixture.send<ContactReceipt>(ENGAGE_PATTERNS.contact, { ...message, requestId })),
    );
    expect(new Set(receipts.map((r) => r.id)).size).toBe(1);
    expect(await byRequest(requestId)).toHaveLength(1);
    const again = await fixture.send<ContactReceipt>(ENGAGE_PATTERNS.contact, { ...message, requestId });
    expect(again).toEqual(receipts[0]);
  });

  it('refuses the same request id with other words, keeping the first message', async () => {
    const requestId = randomUUID();
    await fixture.send<ContactReceipt>(ENGAGE_PATTERNS.contact, { ...message, requestId });
    const refusal = await fixture.failure(ENGAGE_PATTERNS.contact, { ...message, message: 'Something else entirely.', requestId });
    expect(refusal).toMatchObject({ code: 'COMMON.IDEMPOTENCY_KEY_REUSED' });
    expect((await byRequest(requestId)).map((row) => row.message)).toEqual([message.message]);
  });

  it('stores two requests with the same words as two messages', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const first = await fixture.send<ContactReceipt>(ENGAGE_PATTERNS.contact, { ...message, requestId: a });
    const second = await fixture.send<ContactReceipt>(ENGAGE_PATTERNS.contact, { ...message, requestId: b });
    expect(first.id).not.toBe(second.id);
  });

  it('keeps a message of exactly the longest allowed lengths', async () => {
    const requestId = randomUUID();
    const longest = { name: 'n'.repeat(100), email: 'a@b.co', subject: 's'.repeat(200), message: 'é'.repeat(2000), requestId };
    await fixture.send(ENGAGE_PATTERNS.contact, longest);
    const [row] = await byRequest(requestId);
    expect([(row!.name as string).length, (row!.subject as string).length, (row!.message as string).length]).toEqual([100, 200, 2000]);
  });

  it('refuses an invalid message with the form’s field messages, and stores nothing', async () => {
    const requestId = randomUUID();
    const error = await fixture.failure(ENGAGE_PATTERNS.contact, {
      name: '',
      email: 'nope',
      subject: 'x',
      message: 'm'.repeat(2001),
      requestId,
    });
    expect(error).toEqual({
      code: ErrorCode.Validation,
      message: 'Invalid request',
      issues: [
        { path: ['name'], message: 'Name is required' },
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: ['message'], message: 'Message must be less than 2000 characters' },
      ],
    });
    expect(await byRequest(requestId)).toEqual([]);
  });

  it('refuses a message without a request id', async () => {
    const error = await fixture.failure(ENGAGE_PATTERNS.contact, message);
    expect(error.code).toBe(ErrorCode.Validation);
    expect(error.issues?.map((issue) => issue.path)).toEqual([['requestId']]);
  });
});
