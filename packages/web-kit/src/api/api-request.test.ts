import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiRequest } from './api-request';
import { json, startTestServer, type Received } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
const echo = (res: import('node:http').ServerResponse, req: Received) =>
  json(201, { success: true, data: { method: req.method, body: JSON.parse(req.body || 'null') } })(res, req);

beforeAll(async () => {
  server = await startTestServer({
    '/echo': echo,
    '/rejected': json(200, { success: false, data: null, message: 'Already subscribed' }),
    '/invalid': json(400, { success: false, message: 'Invalid input', code: 'COMMON.VALIDATION' }),
    '/unauthorized': json(401, { success: false, message: 'Sign in first', code: 'COMMON.UNAUTHENTICATED' }),
    '/no-content': (res) => res.writeHead(204).end(),
  });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and credentials', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const data = await apiRequest('POST', server.url('/echo'), { email: 'a@b.co' });
    expect(data).toEqual({ method: 'POST', body: { email: 'a@b.co' } });
    expect(server.last()?.headers['content-type']).toBe('application/json');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('sends no body and no content type when there is no payload', async () => {
    await apiRequest('DELETE', server.url('/echo'));
    expect(server.last()?.body).toBe('');
    expect(server.last()?.headers['content-type']).toBeUndefined();
  });

  it('sends the bearer token when given', async () => {
    await apiRequest('PUT', server.url('/echo'), { a: 1 }, { token: 'tkn' });
    expect(server.last()?.headers.authorization).toBe('Bearer tkn');
  });

  it('sends the Idempotency-Key header only when given one', async () => {
    await apiRequest('POST', server.url('/echo'), { a: 1 }, { idempotencyKey: '0b7c6f1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d' });
    expect(server.last()?.headers['idempotency-key']).toBe('0b7c6f1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d');
    await apiRequest('POST', server.url('/echo'), { a: 1 });
    expect(server.last()?.headers['idempotency-key']).toBeUndefined();
  });

  it('raises the message of an envelope with success false', async () => {
    await expect(apiRequest('POST', server.url('/rejected'), {})).rejects.toThrow(/^Already subscribed$/);
  });

  it('raises an ApiError with the status on a non-OK response, 401 included', async () => {
    const invalid = (await apiRequest('POST', server.url('/invalid'), {}).catch((e: unknown) => e)) as ApiError;
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid.status).toBe(400);
    expect(invalid.message).toMatch(/^400: \{"success":false/);
    await expect(apiRequest('GET', server.url('/unauthorized'))).rejects.toBeInstanceOf(ApiError);
  });

  it('reads an empty answer as null', async () => {
    await expect(apiRequest('POST', server.url('/no-content'), { x: 1 })).resolves.toBeNull();
  });
});
