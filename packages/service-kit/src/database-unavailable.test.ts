import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database that is unavailable', () => {
  it.each([
    ['refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' })],
    ['dropped connection', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['admin shutdown', pgError('57P01')],
    ['starting up', pgError('57P03')],
    ['connection failure', pgError('08006')],
    ['too many connections', pgError('53300')],
    ['wrapped by TypeORM', new QueryFailedError('SELECT 1', [], pgError('57P01'))],
  ])('is recognised: %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', pgError('23505')],
    ['syntax error', pgError('42601')],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is not confused with %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
