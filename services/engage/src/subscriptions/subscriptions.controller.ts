import { Controller } from '@nestjs/common';
import {
  engageOperations,
  type AppSubscription,
  type AppSubscriptionReceipt,
  type EmailSubscription,
  type EmailSubscriptionReceipt,
} from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { SubscriptionsService } from './subscriptions.service.js';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Handles(engageOperations.subscribeEmail)
  subscribeEmail(request: EmailSubscription): Promise<EmailSubscriptionReceipt> {
    return this.subscriptions.subscribeEmail(request);
  }

  @Handles(engageOperations.subscribeApp)
  subscribeApp(request: AppSubscription): Promise<AppSubscriptionReceipt> {
    return this.subscriptions.subscribeApp(request);
  }
}
