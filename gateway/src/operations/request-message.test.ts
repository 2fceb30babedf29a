import { describe, expect, it } from 'vitest';
import {
  contentAdminOperations,
  contentOperations,
  engageAdminOperations,
  engageOperations,
  searchOperations,
  type BoundOperation,
  type Profile,
} from '@livefully/contracts';
import { ApiException } from '../common/api.exception.js';
import { requestMessage, type RequestParts } from './request-message.js';

const ID = '0b7c6f1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d';
const admin: Profile = { uid: 'u1', email: 'a@example.com', displayName: null, photoURL: null, isAdmin: true, role: 'editor' };
const request = (parts: Partial<RequestParts> & { headers?: Record<string, string> }): RequestParts => ({
  params: {},
  query: {},
  body: undefined,
  header: (name) => parts.headers?.[name.toLowerCase()],
  ...parts,
});
const refusal = (op: BoundOperation, parts: RequestParts) => {
  try {
    requestMessage(op, parts);
  } catch (error) {
    return error as ApiException;
  }
  throw new Error('expected a refusal');
};

describe('requestMessage', () => {
  it('merges the parsed parts when the operation has no toMessage', () => {
    expect(requestMessage(contentOperations.getPost, request({ params: { slug: 'a-post' } }))).toEqual({ slug: 'a-post' });
    expect(requestMessage(contentOperations.listGuides, request({ query: { ignored: '1' } }))).toEqual({});
  });

  it('refuses a part with the label of that part and each field', () => {
    const error = refusal(contentOperations.categoryPosts, request({ params: { slug: 'Not A Slug' } }));
    expect([error.status, error.message, error.issues?.[0]?.path]).toEqual([400, 'Invalid category slug', ['slug']]);
    expect(refusal(contentOperations.postTopics, request({ params: { id: 'x' } })).message).toBe('Invalid id');
  });

  it('reads only limit and cursor of the posts list, and coerces them', () => {
    expect(requestMessage(contentOperations.listPosts, request({ query: { limit: '5', other: 'x' } }))).toEqual({ limit: 5 });
    expect(refusal(contentOperations.listPosts, request({ query: { limit: '' } })).message).toBe('Invalid query');
  });

  it('searches for the first q when it is repeated', () => {
    expect(requestMessage(searchOperations.query, request({ query: { q: ['yoga', 'tea'] } }))).toEqual({ q: 'yoga' });
  });

  it('reads a blank audit or inbox filter as absent, and the app list renames app to appName', () => {
    expect(requestMessage(contentAdminOperations.listAudit, request({ query: { kind: '', limit: '', actor: '', from: '' } }))).toEqual({
      limit: 50,
      offset: 0,
    });
    expect(requestMessage(engageAdminOperations.listContactMessages, request({ query: { status: '' } }))).toEqual({
      status: 'all',
      limit: 50,
    });
    expect(requestMessage(engageAdminOperations.listAppSubscribers, request({ query: { app: 'what-i-like' } }))).toEqual({
      appName: 'what-i-like',
    });
    expect(refusal(engageAdminOperations.listAppSubscribers, request({ query: { app: 'nope' } })).issues?.[0]?.path).toEqual(['appName']);
  });

  it('gives an admin write the verified actor and a request id, the body as input and its version beside it', () => {
    const body = { name: 'Tea', slug: 'tea', description: '' };
    const message = requestMessage(
      contentAdminOperations.updateCategory,
      request({ params: { id: ID }, body: { ...body, version: 3 }, user: admin }),
    ) as Record<string, unknown>;
    expect(message).toMatchObject({ actor: { uid: 'u1', email: 'a@example.com', role: 'editor' }, id: ID, input: body, version: 3 });
    expect(message.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('parses the id before the body, and a missing body as an empty form', () => {
    expect(refusal(contentAdminOperations.updatePost, request({ params: { id: 'x' }, user: admin })).message).toBe('Invalid id');
    const error = refusal(contentAdminOperations.createPost, request({ user: admin }));
    expect(error.message).toBe('Invalid post');
    expect(error.issues?.map((issue) => issue.path[0])).toContain('title');
  });

  it('gives a contact message the request id of its Idempotency-Key, the same on every retry', () => {
    const body = { name: 'N', email: 'N@Example.com ', subject: 'S', message: 'M' };
    const parts = request({ body, headers: { 'idempotency-key': 'retry-key-0001' } });
    const first = requestMessage(engageOperations.contact, parts) as Record<string, unknown>;
    expect(first).toMatchObject({ name: 'N', email: 'N@Example.com', subject: 'S', message: 'M' });
    expect((requestMessage(engageOperations.contact, parts) as Record<string, unknown>).requestId).toBe(first.requestId);
    expect(refusal(engageOperations.contact, request({ body, headers: { 'idempotency-key': 'short' } })).message).toBe(
      'Invalid Idempotency-Key header',
    );
  });

  it('sends set-handled the id, the flag and the actor, never a name from the body', () => {
    const parts = request({ params: { id: ID }, body: { handled: true, actor: { uid: 'forged' } }, user: admin });
    expect(requestMessage(engageAdminOperations.setContactMessageHandled, parts)).toEqual({
      id: ID,
      handled: true,
      actor: { uid: 'u1', email: 'a@example.com', role: 'editor' },
    });
  });
});
