import { Inject, Injectable } from '@nestjs/common';
import { PeriodicTask, SERVICE_CONFIG } from '@livefully/service-kit';
import type { ContentConfig } from '../config/content.config.js';
import { TrashService } from './trash.service.js';

/**
 * Empties the trash of what is past its retention: once shortly after start, then every
 * TRASH_SWEEP_INTERVAL_MS. Every replica runs one; the sweep itself makes that safe (each item
 * is purged once), so no leader is needed.
 */
@Injectable()
export class TrashSweeper extends PeriodicTask {
  constructor(
    private readonly trash: TrashService,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    super('TrashSweeper', config.TRASH_SWEEP_INTERVAL_MS, 'sweep the trash');
  }

  protected async runOnce(): Promise<void> {
    const { purged } = await this.trash.sweep();
    if (purged.length > 0) this.logger.log(`purged ${purged.length} item(s) past their time in the trash`);
  }
}
