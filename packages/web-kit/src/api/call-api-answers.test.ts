import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, EnvelopeError } from './api-error';
import { callApi } from './call-api';
import { json, startTestServer, text } from './test-server';
import { anyAnswer } from './test-operation';

// The test routes name no operation of the contracts: their answers are not checked.
vi.mock('./check-answer', () => ({ checkAnswer: () => undefined }));

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    '/ok': json(200, { success: true, data: [{ slug: 'a' }] }),
    '/ok-null': json(200, { success: true, data: null }),
    '/failed': json(200, { success: false, data: null, message: 'Nope' }),
    '/failed-silent': json(200, { success: false, data: null }),
    '/plain-object': json(200, { total: 2, results: [] }),
    '/success-only': json(200, { success: true, message: 'no data field' }),
    '/plain-array': json(200, [1, 2]),
    '/unauthorized': json(401, { success: false, message: 'Sign in first', code: 'COMMON.UNAUTHENTICATED' }),
    '/missing': json(404, { success: false, message: 'Post not found', code: 'CONTENT.POST_NOT_FOUND' }),
    '/down': text(503, 'Service Unavailable: content'),
    '/empty-error': text(502, '', 'Bad Gateway'),
    '/empty-ok': (res) => res.writeHead(204).end(),
  });
});
afterAll(() => server.close());

/** The answer of GET `path` on the test server, or what it raised. */
const get = (path: string, options: { on401?: 'returnNull' } = {}) =>
  callApi(anyAnswer('GET', path), { body: undefined }, { baseUrl: server.url(''), ...options }).catch((error: unknown) => error);

describe('callApi reading the answer (docs/requirements.md#r-api-reader, docs/requirements.md#r-errors)', () => {
  it('answers the data of a successful envelope', async () => {
    expect(await get('/ok')).toEqual([{ slug: 'a' }]);
    expect(await get('/ok-null')).toBeNull();
  });

  it('raises the message of an envelope with success false', async () => {
    const error = await get('/failed');
    expect(error).toBeInstanceOf(EnvelopeError);
    expect((error as Error).message).toBe('Nope');
  });

  it("raises 'Request failed' when a failed envelope has no message", async () => {
    expect(((await get('/failed-silent')) as Error).message).toBe('Request failed');
  });

  it('answers any other JSON as is', async () => {
    expect(await get('/plain-object')).toEqual({ total: 2, results: [] });
    expect(await get('/success-only')).toEqual({ success: true, message: 'no data field' });
    expect(await get('/plain-array')).toEqual([1, 2]);
  });

  it("raises on a 401 by default, and answers null with on401 'returnNull'", async () => {
    const error = await get('/unauthorized');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(await get('/unauthorized', { on401: 'returnNull' })).toBeNull();
  });

  it('raises "status: body" on a non-OK response, keeping the status and error code', async () => {
    const error = (await get('/missing')) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.code).toBe('CONTENT.POST_NOT_FOUND');
    expect(error.message).toBe('404: {"success":false,"message":"Post not found","code":"CONTENT.POST_NOT_FOUND"}');
    expect(((await get('/down')) as Error).message).toBe('503: Service Unavailable: content');
  });

  it('uses the status text when a non-OK body is empty', async () => {
    expect(((await get('/empty-error')) as Error).message).toBe('502: Bad Gateway');
  });

  it('reads an empty OK body as null', async () => {
    expect(await get('/empty-ok')).toBeNull();
  });
});
