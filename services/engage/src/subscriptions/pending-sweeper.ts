import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { describeError, SERVICE_CONFIG } from '@livefully/service-kit';
import type { EngageConfig } from '../config/engage.config.js';
import { SubscriptionsService } from './subscriptions.service.js';

/**
 * Removes entries left unconfirmed for PENDING_EXPIRY_DAYS: shortly after start, then every
 * PENDING_SWEEP_INTERVAL_MS. Every replica sweeps; a DELETE removes each entry once.
 */
@Injectable()
export class PendingSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PendingSweeper');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(SERVICE_CONFIG) private readonly config: EngageConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(Math.min(this.config.PENDING_SWEEP_INTERVAL_MS, 60_000));
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
        if (this.timer) this.schedule(this.config.PENDING_SWEEP_INTERVAL_MS);
      });
    }, wait);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    try {
      const removed = await this.subscriptions.sweepPending(this.config.PENDING_EXPIRY_DAYS);
      if (removed > 0) this.logger.log(`removed ${removed} subscription(s) left unconfirmed`);
    } catch (error) {
      this.logger.warn(`cannot sweep unconfirmed subscriptions: ${describeError(error)}`);
    }
  }
}
