import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { describeError, SERVICE_CONFIG } from '@livefully/service-kit';
import type { ContentConfig } from '../config/content.config.js';
import { TrashService } from './trash.service.js';

/**
 * Empties the trash of what is past its retention: once shortly after start, then every
 * TRASH_SWEEP_INTERVAL_MS. Every replica runs one; the sweep itself makes that safe (each item
 * is purged once), so no leader is needed. A failed sweep is logged and tried again next time.
 */
@Injectable()
export class TrashSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TrashSweeper');
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly trash: TrashService,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.intervalMs = config.TRASH_SWEEP_INTERVAL_MS;
  }

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
      this.running = this.run().finally(() => {
        this.running = undefined;
        if (this.timer) this.schedule(this.intervalMs);
      });
    }, wait);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    try {
      const { purged } = await this.trash.sweep();
      if (purged.length > 0) this.logger.log(`purged ${purged.length} item(s) past their time in the trash`);
    } catch (error) {
      this.logger.warn(`cannot sweep the trash: ${describeError(error)}`);
    }
  }
}
