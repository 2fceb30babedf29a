import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { operation, type BlogPost, type BlogPostSummary } from '@livefully/contracts';
import { contentRoutes, engageRoutes, searchRoutes, type Route } from '@livefully/contracts/routes';
import { z } from 'zod';
import { ApiError } from './api-error';
import { callApi } from './call-api';
import { json, startTestServer } from './test-server';

const post: BlogPost = {
  id: '0b7c6f1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d',
  slug: 'a-post',
  title: 'T',
  excerpt: 'E',
  content: 'C',
  category: 'Wellness',
  categorySlug: 'wellness',
  metaDescription: '',
  imagePath: '',
  imageAlt: '',
  author: 'A',
  authorProfile: { slug: 'a', name: 'A', photoPath: null },
  publishedAt: '2025-01-01T00:00:00.000Z',
  readTime: 3,
};

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    '/api/blog-posts/a%20b%2Fc': json(200, { success: true, data: post }),
    '/api/blog-posts?limit=2&cursor=abc': json(200, { success: true, data: { posts: [post], nextCursor: null } }),
    '/api/search?q=slow%20travel%20%26%20rest': json(200, { success: true, data: { total: 0, results: [] } }),
    '/api/contact': json(201, { success: true, data: { id: post.id, createdAt: '2025-01-01T00:00:00.000Z' } }),
    '/api/topics': json(200, { success: true, data: [{ id: 'not-a-topic' }] }),
    '/api/guides': json(401, { success: false, message: 'Sign in', code: 'IDENTITY.TOKEN_MISSING' }),
  });
});
afterAll(() => server.close());

describe('callApi', () => {
  it('builds the URL from the route, encoding each path parameter, and answers the typed data', async () => {
    const answer = await callApi(contentRoutes.getPost, { params: { slug: 'a b/c' } }, { baseUrl: server.url('') });
    expectTypeOf(answer).toEqualTypeOf<BlogPost>();
    expect(answer).toEqual(post);
    expect(server.last()?.method).toBe('GET');
  });

  it('sends the query, leaving out unset values', async () => {
    await callApi(contentRoutes.listPosts, { query: { limit: 2, cursor: 'abc' } }, { baseUrl: server.url('') });
    expect(server.last()?.path).toBe('/api/blog-posts?limit=2&cursor=abc');
  });

  it('encodes each query value as docs/requirements.md#r-api writes ?q={term}: a space is %20', async () => {
    await callApi(searchRoutes.query, { query: { q: 'slow travel & rest' } }, { baseUrl: server.url('') });
    expect(server.last()?.path).toBe('/api/search?q=slow%20travel%20%26%20rest');
  });

  it('sends the body as JSON with the method of the route and the Idempotency-Key', async () => {
    const body = { name: 'N', email: 'n@example.com', subject: 'S', message: 'M' };
    await callApi(engageRoutes.contact, { body }, { baseUrl: server.url(''), idempotencyKey: 'key-0123456789' });
    expect(server.last()).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
    expect(server.last()?.headers['idempotency-key']).toBe('key-0123456789');
  });

  it('refuses an answer that does not match the response schema outside production', async () => {
    await expect(callApi(contentRoutes.listTopics, {}, { baseUrl: server.url('') })).rejects.toThrow(
      /The answer of listTopics does not match its response schema: 0\.id: Id must be a UUID/,
    );
  });

  it('refuses, outside production, a route that names no operation of the contracts', async () => {
    const stray = { name: 'noSuchOperation', method: 'GET', path: '/api/topics' } as Route;
    await expect(callApi(stray, {}, { baseUrl: server.url('') })).rejects.toThrow(
      'No operation of @livefully/contracts is named noSuchOperation',
    );
  });

  it('raises an ApiError on a refusal, or answers null on a 401 when asked', async () => {
    const error = await callApi(contentRoutes.listGuides, {}, { baseUrl: server.url('') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(await callApi(contentRoutes.listGuides, {}, { baseUrl: server.url(''), on401: 'returnNull' })).toBeNull();
  });

  it('types the input from the route: a missing path parameter does not compile', () => {
    const echo = operation({
      name: 'echo',
      summary: 'echo',
      service: 'content',
      pattern: 'echo',
      response: z.string(),
      http: {
        method: 'PUT',
        path: '/api/echo/:id',
        status: 200,
        access: 'public',
        cache: 'no-store',
        params: { schema: z.object({ id: z.string() }), label: 'id' },
      },
    });
    expect(echo.http.path).toBe('/api/echo/:id');
    expectTypeOf<Parameters<typeof callApi<typeof echo>>[1]>().toEqualTypeOf<
      ({ params: { id: string } } & { query?: undefined } & { body?: undefined }) | undefined
    >();
    expectTypeOf<Parameters<typeof callApi<typeof echo>>[0]>().toEqualTypeOf<Route<typeof echo>>();
  });

  it('types a call through a route by its operation: inputs and answer', () => {
    const calls = () => {
      // @ts-expect-error: the slug is missing
      void callApi(contentRoutes.getPost, { params: {} });
      // @ts-expect-error: the route takes no body
      void callApi(contentRoutes.getPost, { params: { slug: 's' }, body: {} });
      return callApi(contentRoutes.relatedPosts, { params: { slug: 's' }, query: { limit: 2 } });
    };
    expectTypeOf(calls).returns.resolves.toEqualTypeOf<BlogPostSummary[]>();
  });
});
