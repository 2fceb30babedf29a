import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Request } from 'express';
import { ApiException } from '../common/api.exception.js';
import { idempotencyKeyOf, requestIdFor } from './idempotency-key.js';

const withHeader = (value?: string) => ({ header: () => value }) as unknown as Request;

describe('Idempotency-Key', () => {
  it('is optional, and taken as it is when well-formed', () => {
    expect(idempotencyKeyOf(withHeader())).toBeUndefined();
    expect(idempotencyKeyOf(withHeader('0b6f6c3e-8d7e-4a55-9d4a-2f1f3c1d9e10'))).toBe('0b6f6c3e-8d7e-4a55-9d4a-2f1f3c1d9e10');
  });

  it.each(['short', 'x'.repeat(129), 'has space in it', 'nul\u0000inside'])('is a 400 naming the header when it is %j', (value) => {
    const error = (() => {
      try {
        idempotencyKeyOf(withHeader(value));
      } catch (caught) {
        return caught;
      }
    })() as ApiException;
    expect(error).toBeInstanceOf(ApiException);
    expect([error.status, error.issues?.[0]?.path]).toEqual([400, ['Idempotency-Key']]);
  });

  it('gives every retry with one key the same request id, a UUID, and other keys other ids', () => {
    const id = requestIdFor('key-one-2f1f3c1d');
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(requestIdFor('key-one-2f1f3c1d')).toBe(id);
    expect(requestIdFor('key-two-2f1f3c1d')).not.toBe(id);
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
