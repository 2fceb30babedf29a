import { Controller } from '@nestjs/common';
import { engageAdminOperations, type EngageCounts } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { ContactInboxService } from '../contact-messages/admin/contact-inbox.service.js';
import { SubscriberListsService } from '../subscriptions/admin/subscriber-lists.service.js';

/** The admin dashboard's numbers in one message: open messages and subscribers per list. */
@Controller()
export class EngageCountsController {
  constructor(
    private readonly inbox: ContactInboxService,
    private readonly lists: SubscriberListsService,
  ) {}

  @Handles(engageAdminOperations.counts)
  async counts(): Promise<EngageCounts> {
    const [openMessages, newsletterSubscribers, appSubscribers] = await Promise.all([
      this.inbox.countOpen(),
      this.lists.countNewsletter(),
      this.lists.countApps(),
    ]);
    return { openMessages, newsletterSubscribers, appSubscribers };
  }
}
