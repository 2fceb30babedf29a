import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPattern, IDENTITY_PATTERNS, ServiceHealthSchema } from '@livefully/contracts';
import { startIdentityFixture, type IdentityFixture } from './testing/identity-fixture.js';

let fixture: IdentityFixture;

beforeAll(async () => {
  fixture = await startIdentityFixture('app');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('the identity service', () => {
  it('answers the health check with its database up', async () => {
    const health = ServiceHealthSchema.parse(await fixture.send(healthPattern('identity')));
    expect(health).toEqual({ service: 'identity', status: 'up', details: { postgres: 'up' } });
  });

  it.each(Object.entries(IDENTITY_PATTERNS))('has a handler for %s (%s)', async (_name, pattern) => {
    const answer = await fixture.send(pattern, { token: 'not-a-token' }).catch((error: unknown) => error);
    expect(JSON.stringify(answer)).not.toMatch(/no matching message handler/i);
  });
});
