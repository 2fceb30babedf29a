import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, EnvelopeError } from './api-error';
import { apiGet } from './api-get';
import { json, startTestServer, text } from './test-server';

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
afterEach(() => vi.restoreAllMocks());

describe('apiGet', () => {
  it('does a GET that includes credentials', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await apiGet(server.url('/ok'));
    expect(server.last()?.method).toBe('GET');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('sends the bearer token as an Authorization header only when given', async () => {
    await apiGet(server.url('/ok'), { token: 'id-token-1' });
    expect(server.last()?.headers.authorization).toBe('Bearer id-token-1');
    await apiGet(server.url('/ok'));
    expect(server.last()?.headers.authorization).toBeUndefined();
  });

  it('returns data of a successful envelope', async () => {
    await expect(apiGet(server.url('/ok'))).resolves.toEqual([{ slug: 'a' }]);
    await expect(apiGet(server.url('/ok-null'))).resolves.toBeNull();
  });

  it('raises the message of an envelope with success false', async () => {
    const error = await apiGet(server.url('/failed')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvelopeError);
    expect((error as Error).message).toBe('Nope');
  });

  it("raises 'Request failed' when a failed envelope has no message", async () => {
    await expect(apiGet(server.url('/failed-silent'))).rejects.toThrow(/^Request failed$/);
  });

  it('returns any other JSON as is', async () => {
    await expect(apiGet(server.url('/plain-object'))).resolves.toEqual({ total: 2, results: [] });
    await expect(apiGet(server.url('/success-only'))).resolves.toEqual({ success: true, message: 'no data field' });
    await expect(apiGet(server.url('/plain-array'))).resolves.toEqual([1, 2]);
  });

  it('raises on a 401 by default', async () => {
    const error = await apiGet(server.url('/unauthorized')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it("returns null on a 401 when asked with on401 'returnNull'", async () => {
    await expect(apiGet(server.url('/unauthorized'), { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('raises "status: body" on a non-OK response, keeping the status and error code', async () => {
    const error = (await apiGet(server.url('/missing')).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.code).toBe('CONTENT.POST_NOT_FOUND');
    expect(error.message).toBe('404: {"success":false,"message":"Post not found","code":"CONTENT.POST_NOT_FOUND"}');
    await expect(apiGet(server.url('/down'))).rejects.toThrow(/^503: Service Unavailable: content$/);
  });

  it('uses the status text when a non-OK body is empty', async () => {
    await expect(apiGet(server.url('/empty-error'))).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('reads an empty OK body as null', async () => {
    await expect(apiGet(server.url('/empty-ok'))).resolves.toBeNull();
  });
});
