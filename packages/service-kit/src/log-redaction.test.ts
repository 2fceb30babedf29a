import { Writable } from 'node:stream';
import { pino } from 'pino';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { redactedError } from './log-redaction.js';

const SECRET = 'Ada Lovelace <ada@example.com> my private message';

function logged(error: unknown): string {
  let text = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  pino({ serializers: { err: redactedError } }, sink).error({ err: error }, 'failed');
  return text;
}

describe('errors in the log', () => {
  it('keep the SQL and the constraint of a failed query, never its parameters or detail', () => {
    const driverError = Object.assign(new Error(`duplicate key value violates unique constraint "contact_messages_request_id_key"`), {
      code: '23505',
      constraint: 'contact_messages_request_id_key',
      table: 'contact_messages',
      detail: `Key (request_id)=(${SECRET}) already exists.`,
    });
    const error = new QueryFailedError('INSERT INTO engage.contact_messages (name) VALUES ($1)', [SECRET, SECRET], driverError);
    const line = logged(error);
    expect(line).not.toContain('Ada Lovelace');
    expect(JSON.parse(line).err).toMatchObject({
      query: 'INSERT INTO engage.contact_messages (name) VALUES ($1)',
      parameterCount: 2,
      driverError: { code: '23505', constraint: 'contact_messages_request_id_key', table: 'contact_messages' },
    });
  });

  it('drop quoted literals from a database message', () => {
    const error = Object.assign(new Error(`invalid input syntax for type uuid: "${SECRET}"`), { code: '22P02' });
    const line = logged(error);
    expect(line).not.toContain('Ada Lovelace');
    expect(JSON.parse(line).err.message).toBe('invalid input syntax for type uuid: "…"');
  });

  it('keep an ordinary error as it is', () => {
    expect(JSON.parse(logged(new Error('socket hang up'))).err).toMatchObject({ type: 'Error', message: 'socket hang up' });
  });
});
