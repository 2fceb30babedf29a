import { EventEmitter } from 'node:events';
import type { Logger } from '@livefully/service-kit';
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { correlationIdOf, correlationMiddleware, ReadSummary } from './correlation.middleware.js';

function loggerAt(level: 'info' | 'debug') {
  const info = vi.fn();
  const logger = { info, isLevelEnabled: (l: string) => l === 'info' || (level === 'debug' && l === 'debug') } as unknown as Logger;
  return { logger, info };
}

function request(method: string, path: string, status: number, run: ReturnType<typeof correlationMiddleware>) {
  const res = Object.assign(new EventEmitter(), { statusCode: status, setHeader: vi.fn() });
  const req = { method, path, baseUrl: '', route: { path: '/api/topics/:slug' }, headers: {} };
  run(req as unknown as Request, res as unknown as Response, () => {});
  res.emit('finish');
}

describe('the access log', () => {
  afterEach(() => vi.useRealTimers());

  it('sums successful reads up per route and status once per period, and logs writes and refusals one by one', () => {
    vi.useFakeTimers();
    const { logger, info } = loggerAt('info');
    const run = correlationMiddleware(logger, new ReadSummary(logger, 1_000));
    for (let i = 0; i < 3; i += 1) request('GET', '/api/topics/family', 200, run);
    request('GET', '/api/topics/family', 304, run);
    request('GET', '/api/topics/nope', 404, run);
    request('POST', '/api/topics/family', 201, run);
    expect(info.mock.calls.map(([fields, message]) => [fields.status, message])).toEqual([
      [404, 'request'],
      [201, 'request'],
    ]);
    vi.advanceTimersByTime(1_000);
    const [fields, message] = info.mock.calls.at(-1)!;
    expect(message).toBe('reads');
    expect(fields.routes.map((r: { route: string; status: number; count: number }) => [r.route, r.status, r.count])).toEqual([
      ['/api/topics/:slug', 200, 3],
      ['/api/topics/:slug', 304, 1],
    ]);
    vi.advanceTimersByTime(5_000);
    expect(info).toHaveBeenCalledTimes(3); // nothing more to sum up
  });

  it('gives every read its own line at debug level', () => {
    const { logger, info } = loggerAt('debug');
    request('GET', '/api/topics/family', 200, correlationMiddleware(logger, new ReadSummary(logger, 1_000)));
    expect(info.mock.calls.map(([fields, message]) => [fields.path, message])).toEqual([['/api/topics/family', 'request']]);
  });
});

describe('correlationIdOf (the id of every answer, from Express or from the read cache)', () => {
  const of = (headers: Record<string, string>) => correlationIdOf({ headers } as unknown as IncomingMessage);

  it("keeps the caller's well-formed id and gives a new one otherwise", () => {
    expect(of({ 'x-correlation-id': 'caller-id-1234' })).toBe('caller-id-1234');
    const fresh = [of({}), of({ 'x-correlation-id': 'bad id with spaces' })];
    for (const id of fresh) expect(id).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    expect(fresh).not.toContain('bad id with spaces');
  });
});
