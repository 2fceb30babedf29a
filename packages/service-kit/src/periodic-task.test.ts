import { describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from './periodic-task.js';

class Counting extends PeriodicTask {
  runs = 0;
  finished = 0;
  constructor(private readonly failFirst: boolean) {
    super('Counting', 5, 'count');
  }
  protected async runOnce(): Promise<void> {
    this.runs += 1;
    if (this.failFirst && this.runs === 1) throw new Error('first run fails');
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.finished += 1;
  }
}

describe('PeriodicTask', () => {
  it('runs again after a failed run, and stops at shutdown after the run in progress', async () => {
    const task = new Counting(true);
    const warn = vi.spyOn(task['logger'], 'warn').mockImplementation(() => undefined);
    task.onApplicationBootstrap();
    await vi.waitFor(() => expect(task.finished).toBeGreaterThanOrEqual(2));
    expect(warn).toHaveBeenCalledWith('cannot count: first run fails');
    await task.onApplicationShutdown();
    const { runs, finished } = task;
    expect(finished).toBe(runs - 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(task.runs).toBe(runs);
  });
});
