import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ENGAGE_ADMIN_PATTERNS, type EngageCounts } from '@livefully/contracts';
import { ContactInboxService } from '../contact-messages/admin/contact-inbox.service.js';
import { SubscriberListsService } from '../subscriptions/admin/subscriber-lists.service.js';

/** The admin dashboard's numbers in one message: open messages and subscribers per list. */
@Controller()
export class EngageCountsController {
  constructor(
    private readonly inbox: ContactInboxService,
    private readonly lists: SubscriberListsService,
  ) {}

  @MessagePattern(ENGAGE_ADMIN_PATTERNS.counts)
  async counts(): Promise<EngageCounts> {
    const [openMessages, newsletterSubscribers, appSubscribers] = await Promise.all([
      this.inbox.countOpen(),
      this.lists.countNewsletter(),
      this.lists.countApps(),
    ]);
    return { openMessages, newsletterSubscribers, appSubscribers };
  }
}
