import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { describeError } from './describe-error.js';

/**
 * A chore a service runs on a timer of its own: once shortly after start (at most a minute
 * in), then every `intervalMs`, one run at a time. A failed run is logged and tried again at
 * the next tick; shutdown waits for a run in progress. Every replica runs its own, so the chore
 * must be safe to run twice at once (a DELETE or an UPDATE that touches each row once).
 */
export abstract class PeriodicTask implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  protected constructor(
    name: string,
    private readonly intervalMs: number,
    /** What the log says could not be done, e.g. "sweep the trash". */
    private readonly chore: string,
  ) {
    this.logger = new Logger(name);
  }

  /** One run; what it did is for it to log. */
  protected abstract runOnce(): Promise<void>;

  onApplicationBootstrap(): void {
    this.schedule(Math.min(this.intervalMs, 60_000));
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(wait: number): void {
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.logger.warn(`cannot ${this.chore}: ${describeError(error)}`))
        .finally(() => {
          this.running = undefined;
          if (this.timer) this.schedule(this.intervalMs);
        });
    }, wait);
    this.timer.unref();
  }
}
