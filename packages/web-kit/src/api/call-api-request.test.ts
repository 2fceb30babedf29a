import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { callApi, setApiOrigin } from './call-api';
import { json, startTestServer, type Received } from './test-server';
import { anyAnswer } from './test-operation';

// The test routes name no operation of the contracts: their answers are not checked.
vi.mock('./check-answer', () => ({ checkAnswer: () => undefined }));

let server: Awaited<ReturnType<typeof startTestServer>>;
const echo = (res: ServerResponse, req: Received) =>
  json(201, { success: true, data: { method: req.method, body: JSON.parse(req.body || 'null') } })(res, req);

beforeAll(async () => {
  server = await startTestServer({
    '/echo': echo,
    '/invalid': json(400, { success: false, message: 'Invalid input', code: 'COMMON.VALIDATION' }),
    '/unauthorized': json(401, { success: false, message: 'Sign in first', code: 'COMMON.UNAUTHENTICATED' }),
  });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const options = () => ({ baseUrl: server.url('') });

describe('callApi sending the request (docs/requirements.md#r-api-reader)', () => {
  it('does a GET that includes credentials and sends no body', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await callApi(anyAnswer('GET', '/echo'), { body: undefined }, options());
    expect(server.last()).toMatchObject({ method: 'GET', body: '' });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include', cache: 'no-cache' });
  });

  it('sends the bearer token as an Authorization header only when given', async () => {
    await callApi(anyAnswer('GET', '/echo'), { body: undefined }, { ...options(), token: 'id-token-1' });
    expect(server.last()?.headers.authorization).toBe('Bearer id-token-1');
    await callApi(anyAnswer('GET', '/echo'), { body: undefined }, options());
    expect(server.last()?.headers.authorization).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type and credentials', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const data = await callApi(anyAnswer('POST', '/echo'), { body: { email: 'a@b.co' } }, options());
    expect(data).toEqual({ method: 'POST', body: { email: 'a@b.co' } });
    expect(server.last()?.headers['content-type']).toBe('application/json');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('sends no body and no content type when there is no payload', async () => {
    await callApi(anyAnswer('DELETE', '/echo'), { body: undefined }, options());
    expect(server.last()?.body).toBe('');
    expect(server.last()?.headers['content-type']).toBeUndefined();
  });

  it('sends the Idempotency-Key header only when given one', async () => {
    const key = '0b7c6f1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d';
    await callApi(anyAnswer('POST', '/echo'), { body: { a: 1 } }, { ...options(), idempotencyKey: key });
    expect(server.last()?.headers['idempotency-key']).toBe(key);
    await callApi(anyAnswer('POST', '/echo'), { body: { a: 1 } }, options());
    expect(server.last()?.headers['idempotency-key']).toBeUndefined();
  });

  it("sends the server renderer's headers on every call once set, and none before", async () => {
    await callApi(anyAnswer('GET', '/echo'), { body: undefined }, options());
    expect(server.last()?.headers['x-livefully-renderer']).toBeUndefined();
    setApiOrigin(server.url(''), { 'X-Livefully-Renderer': 'the-renderers-secret' });
    try {
      await callApi(anyAnswer('GET', '/echo'));
      expect(server.last()?.headers['x-livefully-renderer']).toBe('the-renderers-secret');
    } finally {
      setApiOrigin('');
    }
  });

  it('refuses a path parameter that is a dot segment before any call; an escaped one is sent escaped', async () => {
    const route = anyAnswer('GET', '/echo/:slug');
    await callApi(route, { params: { slug: '%2e%2e' } } as never, options()).catch(() => undefined);
    expect(server.last()?.path).toBe('/echo/%252e%252e');
    for (const slug of ['.', '..']) {
      const error = (await callApi(route, { params: { slug } } as never, options()).catch((e: unknown) => e)) as ApiError;
      expect(error, slug).toBeInstanceOf(ApiError);
      expect(error.status).toBe(400);
    }
  });

  it('raises an ApiError with the status on a refused write, 401 included', async () => {
    const invalid = (await callApi(anyAnswer('POST', '/invalid'), { body: {} }, options()).catch((e: unknown) => e)) as ApiError;
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid.status).toBe(400);
    expect(invalid.message).toMatch(/^400: \{"success":false/);
    await expect(callApi(anyAnswer('PUT', '/unauthorized'), { body: {} }, options())).rejects.toBeInstanceOf(ApiError);
  });
});
