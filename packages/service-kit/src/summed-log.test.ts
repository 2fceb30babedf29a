import { pino, type Logger } from 'pino';
import { currentCorrelationId, withCorrelation } from './correlation.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SummedLog } from './summed-log.js';

describe('SummedLog', () => {
  afterEach(() => vi.useRealTimers());

  it('writes one line per period with a count, mean and max per group, and nothing for an empty period', () => {
    vi.useFakeTimers();
    const info = vi.fn();
    const log = new SummedLog<{ pattern: string }>(
      { info } as unknown as Logger,
      { message: 'messages handled', listName: 'patterns' },
      1_000,
    );
    log.add({ pattern: 'content.posts.get' }, 2);
    log.add({ pattern: 'content.posts.get' }, 4);
    log.add({ pattern: 'content.topics.list' }, 1);
    expect(info).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(info.mock.calls).toEqual([
      [
        {
          periodMs: 1_000,
          patterns: [
            { pattern: 'content.posts.get', count: 2, avgMs: 3, maxMs: 4 },
            { pattern: 'content.topics.list', count: 1, avgMs: 1, maxMs: 1 },
          ],
        },
        'messages handled',
      ],
    ]);
    vi.advanceTimersByTime(5_000);
    log.flush();
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('writes its line outside the context of the request that started the period', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { mixin: () => ({ correlationId: currentCorrelationId() }) },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const log = new SummedLog<{ route: string }>(logger, { message: 'reads', listName: 'routes' }, 5);
    withCorrelation('first-request-0001', () => log.add({ route: '/api/topics' }, 1));
    await vi.waitFor(() => expect(lines.map((line) => line.msg)).toEqual(['reads']));
    expect(lines[0]).not.toHaveProperty('correlationId');
  });
});
