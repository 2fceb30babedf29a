import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@livefully/contracts';
import { QueryFailedError } from 'typeorm';
import { toCallerError } from './database-errors.js';

const pgError = (fields: Record<string, string>) => new QueryFailedError('INSERT ...', [], Object.assign(new Error('violation'), fields));
const errorOf = (exception: ReturnType<typeof toCallerError>) => exception?.getError();

describe('toCallerError', () => {
  it('maps each unique constraint to 409 SlugTaken naming the value, from the write or else from the detail', () => {
    expect(
      errorOf(toCallerError(pgError({ code: '23505', constraint: 'uq_topics_slug' }), { kind: 'topic', action: 'create', slug: 'foodie' })),
    ).toEqual({
      code: ErrorCode.SlugTaken,
      message: 'The slug "foodie" is already used by another topic.',
      issues: [{ path: ['slug'], message: 'This slug is already used by another topic' }],
    });
    const fromDetail = pgError({ code: '23505', constraint: 'uq_categories_name', detail: 'Key (name)=(Wellness) already exists.' });
    expect(errorOf(toCallerError(fromDetail, { kind: 'category', action: 'update' }))).toMatchObject({
      code: ErrorCode.SlugTaken,
      message: 'The name "Wellness" is already used by another category.',
    });
  });

  it('maps the category foreign keys to 400 on categoryId for a write, and to CategoryInUse for a category delete', () => {
    const fk = pgError({ code: '23503', constraint: 'fk_posts_category' });
    expect(errorOf(toCallerError(fk, { kind: 'post', action: 'create' }))).toMatchObject({
      code: ErrorCode.Validation,
      issues: [{ path: ['categoryId'] }],
    });
    expect(errorOf(toCallerError(fk, { kind: 'category', action: 'delete' }))).toMatchObject({ code: ErrorCode.CategoryInUse });
    const topics = pgError({ code: '23503', constraint: 'fk_post_topics_topic' });
    expect(errorOf(toCallerError(topics, { kind: 'post', action: 'update' }))).toMatchObject({ issues: [{ path: ['topicIds'] }] });
  });

  it('leaves other failures alone (they are ours, not the caller’s)', () => {
    expect(
      toCallerError(pgError({ code: '23505', constraint: 'uq_audit_log_request_id' }), { kind: 'post', action: 'create' }),
    ).toBeUndefined();
    expect(toCallerError(pgError({ code: '57P01' }), { kind: 'post', action: 'create' })).toBeUndefined();
    expect(toCallerError(new Error('boom'), { kind: 'post', action: 'create' })).toBeUndefined();
  });
});
