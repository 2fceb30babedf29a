import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { RedisContext, TcpContext } from '@nestjs/microservices';
import { lastValueFrom, of } from 'rxjs';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { RpcContextInterceptor } from './rpc-context.interceptor.js';

/** A message as it arrives over `transport`, handled with the logger at debug level (a line per message). */
async function handledLine(context: unknown) {
  const info = vi.fn();
  const logger = { info, isLevelEnabled: (level: string) => level === 'debug' } as unknown as Logger;
  const execution = {
    switchToRpc: () => ({
      getData: () => ({ meta: { correlationId: 'c0ffee00-0000-4000-8000-000000000000' }, data: {} }),
      getContext: () => context,
    }),
  } as unknown as ExecutionContext;
  const next: CallHandler = { handle: () => of('answer') };
  await lastValueFrom(new RpcContextInterceptor(logger).intercept(execution, next));
  return info.mock.calls[0];
}

describe('RpcContextInterceptor', () => {
  it('names the pattern of a message over TCP and over Redis (its channel), so each replica counts what it handled', async () => {
    expect(await handledLine(new TcpContext([undefined as never, 'content.posts.get']))).toEqual([
      { pattern: 'content.posts.get', outcome: 'ok', ms: expect.any(Number) },
      'message handled',
    ]);
    expect(await handledLine(new RedisContext(['content.posts.get']))).toEqual([
      { pattern: 'content.posts.get', outcome: 'ok', ms: expect.any(Number) },
      'message handled',
    ]);
  });
});
