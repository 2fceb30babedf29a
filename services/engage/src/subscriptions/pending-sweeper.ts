import { Inject, Injectable } from '@nestjs/common';
import { PeriodicTask, SERVICE_CONFIG } from '@livefully/service-kit';
import type { EngageConfig } from '../config/engage.config.js';
import { SubscriptionsService } from './subscriptions.service.js';

/**
 * Removes entries left unconfirmed for PENDING_EXPIRY_DAYS: shortly after start, then every
 * PENDING_SWEEP_INTERVAL_MS. Every replica sweeps; a DELETE removes each entry once.
 */
@Injectable()
export class PendingSweeper extends PeriodicTask {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(SERVICE_CONFIG) private readonly config: EngageConfig,
  ) {
    super('PendingSweeper', config.PENDING_SWEEP_INTERVAL_MS, 'sweep unconfirmed subscriptions');
  }

  protected async runOnce(): Promise<void> {
    const removed = await this.subscriptions.sweepPending(this.config.PENDING_EXPIRY_DAYS);
    if (removed > 0) this.logger.log(`removed ${removed} subscription(s) left unconfirmed`);
  }
}
