import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback.js';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1'])('is true for %s', (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  it.each(['192.0.2.2', '::ffff:192.0.2.2', '10.0.0.1', '0.0.0.0', '::', 'fe80::1', 'localhost', '', undefined])(
    'is false for %s',
    (address) => {
      expect(isLoopback(address)).toBe(false);
    },
  );
});
