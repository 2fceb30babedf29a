import type { Logger } from 'pino';
import { withoutCorrelation } from './correlation.js';

/** How often frequent successes (reads, handled messages) are summed up in one log line. */
export const SUMMARY_MS = 10_000;

/**
 * Frequent successes counted per group and written as one line per period (when there were
 * any): `{ ...fields, periodMs, [listName]: [{ ...group, count, avgMs, maxMs }] }`. A line each
 * cost more than the work it described (docs/read-cache.md, "Cost of a hit"); failures keep a
 * line each where they are logged. The last period's counts are written on `flush()` too.
 */
export class SummedLog<Group extends Record<string, string | number | null | undefined>> {
  private counts = new Map<string, { group: Group; count: number; totalMs: number; maxMs: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly line: { message: string; listName: string; fields?: Record<string, unknown> },
    private readonly periodMs = SUMMARY_MS,
  ) {}

  add(group: Group, ms: number): void {
    const key = Object.values(group).join('\u0000');
    const entry = this.counts.get(key);
    if (entry) {
      entry.count += 1;
      entry.totalMs += ms;
      entry.maxMs = Math.max(entry.maxMs, ms);
    } else {
      this.counts.set(key, { group, count: 1, totalMs: ms, maxMs: ms });
    }
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.periodMs);
      this.timer.unref();
    }
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.counts.size === 0) return;
    const list = [...this.counts.values()].map(({ group, count, totalMs, maxMs }) => ({
      ...group,
      count,
      avgMs: Math.round((totalMs / count) * 10) / 10,
      maxMs,
    }));
    this.counts = new Map();
    // Outside the context of the request that happened to start the period: the line is no one's.
    withoutCorrelation(() =>
      this.logger.info({ ...this.line.fields, periodMs: this.periodMs, [this.line.listName]: list }, this.line.message),
    );
  }
}
