import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AppSubscriberQuerySchema,
  ENGAGE_ADMIN_PATTERNS,
  type AppSubscriber,
  type AppSubscriberQuery,
  type NewsletterSubscriber,
} from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { SubscriberListsService } from './subscriber-lists.service.js';

@Controller()
export class SubscriberListsController {
  constructor(private readonly lists: SubscriberListsService) {}

  @MessagePattern(ENGAGE_ADMIN_PATTERNS.listNewsletterSubscribers)
  newsletter(): Promise<NewsletterSubscriber[]> {
    return this.lists.newsletter();
  }

  @MessagePattern(ENGAGE_ADMIN_PATTERNS.listAppSubscribers)
  apps(@Payload(new ZodMessagePipe(AppSubscriberQuerySchema)) query: AppSubscriberQuery): Promise<AppSubscriber[]> {
    return this.lists.apps(query);
  }
}
