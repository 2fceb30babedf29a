import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, healthPattern, ServiceHealthSchema } from '@livefully/contracts';
import { startContentFixture, type ContentFixture } from './testing/content-fixture.js';

let fixture: ContentFixture;

beforeAll(async () => {
  fixture = await startContentFixture('app');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('the content service', () => {
  it('answers the health check with its database up', async () => {
    const health = ServiceHealthSchema.parse(await fixture.send(healthPattern('content')));
    expect(health).toEqual({ service: 'content', status: 'up', details: { postgres: 'up' } });
  });

  // Every message the table says content answers; the event it emits is someone else's to handle.
  const answered = ALL_OPERATIONS.flatMap((op) => (op.service === 'content' && op.kind !== 'event' ? [[op.name, op.pattern]] : []));

  it.each(answered)('has a handler for %s (%s)', async (_name, pattern) => {
    // Not-found or validation answers prove a handler ran; a missing one answers with Nest's own error.
    const answer = await fixture
      .send(pattern, { slug: 'no-such-thing', id: '00000000-0000-4000-8000-000000000000' })
      .catch((error: unknown) => error);
    expect(JSON.stringify(answer)).not.toMatch(/no matching message handler/i);
  });
});
