import { Controller } from '@nestjs/common';
import { engageAdminOperations, type AppSubscriber, type AppSubscriberQuery, type NewsletterSubscriber } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { SubscriberListsService } from './subscriber-lists.service.js';

@Controller()
export class SubscriberListsController {
  constructor(private readonly lists: SubscriberListsService) {}

  @Handles(engageAdminOperations.listNewsletterSubscribers)
  newsletter(): Promise<NewsletterSubscriber[]> {
    return this.lists.newsletter();
  }

  @Handles(engageAdminOperations.listAppSubscribers)
  apps(query: AppSubscriberQuery): Promise<AppSubscriber[]> {
    return this.lists.apps(query);
  }
}
