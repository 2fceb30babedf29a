import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SERVICE_CONFIG, SERVICE_LOGGER, type Logger } from '@livefully/service-kit';
import type { IdentityConfig } from '../config/identity.config.js';
import { AdminStore } from './admin-store.js';

/** Grants ADMIN_EMAILS before the service takes messages; every replica may run it at once. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly admins: AdminStore,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const emails = this.config.ADMIN_EMAILS;
    if (emails.length === 0) return;
    const { added, kept } = await this.admins.bootstrap(emails);
    this.logger.info(
      { added, kept },
      `admin bootstrap: ${added.length} of ${emails.length} ADMIN_EMAILS address(es) added; the others are already known and left as they are`,
    );
  }
}
