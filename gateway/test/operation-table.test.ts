import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { validate } from '@readme/openapi-parser';
import { ALL_OPERATIONS, isHttpOperation, operation, type Operation } from '@livefully/contracts';
import { createLogger, Handles } from '@livefully/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
// The compiled gateway, as the other tests here run it (Nest's injection needs its decorator metadata).
import { GatewayEnvSchema } from '../dist/config/env.js';
import { createGateway } from '../dist/create-app.js';

const GATEWAY_PORT = 26100;
const SERVICE_PORT = 26101;

/** An operation the site does not have, added to the table by this test alone. */
const echo = operation({
  name: 'echo',
  summary: 'Echoes a word, as often as asked',
  service: 'content',
  pattern: 'test.echo',
  message: z.object({ word: z.string(), times: z.number().int() }),
  response: z.object({ echoed: z.string() }),
  http: {
    method: 'POST',
    path: '/api/echo/:word',
    status: 201,
    access: 'public',
    cache: 'no-store',
    params: { schema: z.object({ word: z.string().regex(/^[a-z]+$/, 'word must be lowercase letters') }), label: 'word' },
    body: { schema: z.object({ times: z.number('times must be a number').int().min(1).max(3) }), label: 'echo' },
  },
});
/** One whose service answers something else than its schema says. */
const brokenEcho = operation({
  ...echo,
  name: 'brokenEcho',
  pattern: 'test.echo.broken',
  http: { ...echo.http, path: '/api/broken-echo/:word' },
});

// Decorators applied by hand: this folder's tests run without a decorator transform.
class EchoController {
  echo({ word, times }: { word: string; times: number }) {
    return { echoed: Array.from({ length: times }, () => word).join(' ') };
  }

  broken() {
    return { echoed: 42 } as unknown as { echoed: string };
  }
}
Handles(echo)(EchoController.prototype, 'echo', Object.getOwnPropertyDescriptor(EchoController.prototype, 'echo')!);
Handles(brokenEcho)(EchoController.prototype, 'broken', Object.getOwnPropertyDescriptor(EchoController.prototype, 'broken')!);
Controller()(EchoController);

class EchoModule {}
Module({ controllers: [EchoController] })(EchoModule);

const table: readonly Operation[] = [...ALL_OPERATIONS, echo, brokenEcho];
let service: Awaited<ReturnType<typeof NestFactory.createMicroservice>>;
let gateway: NestExpressApplication;
const url = (path: string) => `http://127.0.0.1:${GATEWAY_PORT}${path}`;
const post = async (path: string, body: unknown) => {
  const response = await fetch(url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  service = await NestFactory.createMicroservice<MicroserviceOptions>(EchoModule, {
    transport: Transport.TCP,
    options: { host: '127.0.0.1', port: SERVICE_PORT },
    logger: false,
  });
  await service.listen();
  const env = GatewayEnvSchema.parse({
    TRANSPORT: 'tcp',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'error',
    CONTENT_SERVICE_PORT: String(SERVICE_PORT),
  });
  gateway = await createGateway(env, createLogger('gateway', 'fatal'), { operations: table });
  await gateway.listen(GATEWAY_PORT, '127.0.0.1');
});

afterAll(async () => {
  await gateway?.close();
  await service?.close();
});

describe('an operation added to the table, with no gateway code', () => {
  it('is routed to its service with its message built from the request', async () => {
    expect(await post('/api/echo/hello', { times: 2 })).toEqual({ status: 201, body: { success: true, data: { echoed: 'hello hello' } } });
  });

  it('has its input validated: a 400 naming the part and each field', async () => {
    expect(await post('/api/echo/Hello', { times: 2 })).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'COMMON.VALIDATION',
        message: 'Invalid word',
        issues: [{ path: ['word'], message: 'word must be lowercase letters' }],
      },
    });
    expect((await post('/api/echo/hello', { times: 'x' })).body).toMatchObject({ message: 'Invalid echo', issues: [{ path: ['times'] }] });
  });

  it('has its answer checked against its response schema outside production', async () => {
    expect(await post('/api/broken-echo/hello', { times: 1 })).toEqual({
      status: 500,
      body: { success: false, code: 'COMMON.INTERNAL', message: 'Internal error' },
    });
  });

  it('is listed in the OpenAPI document', async () => {
    const document = (await (await fetch(url('/api/openapi.json'))).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.paths['/api/echo/{word}']?.post?.operationId).toBe('echo');
  });
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await (await fetch(url('/api/openapi.json'))).json();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes the summary forms of the lists by name, beside the full ones', async () => {
    const document = JSON.stringify(await (await fetch(url('/api/openapi.json'))).json());
    expect(document).toContain('"title":"BlogPostSummary"');
    expect(document).toContain('"title":"GuideSummary"');
  });

  it('lists exactly the API routes the gateway registers, and every route of the table', async () => {
    const document = (await (await fetch(url('/api/openapi.json'))).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const registered = registeredRoutes(gateway).filter((route) => !/ \/api\/(openapi\.json|docs)/.test(route));
    expect(new Set(documented)).toEqual(new Set(registered));
    expect(new Set(documented)).toEqual(new Set(table.filter(isHttpOperation).map((op) => `${op.http.method} ${op.http.path}`)));
  });

  it('names the bearer scheme on every admin and signed-in route, and the error answers that apply', async () => {
    const document = (await (await fetch(url('/api/openapi.json'))).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    };
    const put = document.paths['/api/admin/posts/{id}']!.put!;
    expect(put.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(put.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '503']);
    expect(Object.keys(document.paths['/api/contact']!.post!.responses)).toEqual(['201', '400', '413', '415', '422', '429', '503']);
    expect(document.paths['/api/auth/me']!.get!.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/blog-posts']!.get!.security).toBeUndefined();
  });
});

describe('the API docs page', () => {
  it('is Swagger UI from this origin under the site CSP: no inline script, its own start script', async () => {
    const page = await fetch(url('/api/docs'));
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'(;| )/);
    const html = await page.text();
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>|<style/);
    for (const asset of ['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/swagger-ui.css', '/api/docs/start.js']) {
      expect(html).toContain(asset);
      expect((await fetch(url(asset))).status, asset).toBe(200);
    }
    expect(await (await fetch(url('/api/docs/start.js'))).text()).toContain("url: '/api/openapi.json'");
  });
});

/** Every `METHOD /api/...` route Express has, as the gateway registered it. */
function registeredRoutes(app: NestExpressApplication): string[] {
  const router = (
    app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }
  ).router;
  return router.stack
    .flatMap((layer) =>
      layer.route ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`) : [],
    )
    .filter((route) => / \/api\//.test(route) && !route.startsWith('_ALL'));
}
