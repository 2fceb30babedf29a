import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGAGE_PATTERNS, healthPattern, ServiceHealthSchema } from '@livefully/contracts';
import { startEngageFixture, type EngageFixture } from './testing/engage-fixture.js';

let fixture: EngageFixture;

beforeAll(async () => {
  fixture = await startEngageFixture('app');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('the engage service', () => {
  it('answers the health check with its database up', async () => {
    const health = ServiceHealthSchema.parse(await fixture.send(healthPattern('engage')));
    expect(health).toEqual({ service: 'engage', status: 'up', details: { postgres: 'up' } });
  });

  it.each(Object.entries(ENGAGE_PATTERNS))('has a handler for %s (%s)', async (_name, pattern) => {
    // A validation answer proves a handler ran; a missing one answers with Nest's own error.
    const answer = await fixture.send(pattern, {}).catch((error: unknown) => error);
    expect(answer).toMatchObject({ code: 'COMMON.VALIDATION' });
  });
});
