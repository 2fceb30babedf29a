import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8::1', '2001:db8::1'],
    ['::1', '::1'],
    [undefined, 'unknown'],
  ])('reads %j as %j', (ip, expected) => {
    expect(clientAddress({ ip } as never)).toBe(expected);
  });
});
