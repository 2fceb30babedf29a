import { Controller } from '@nestjs/common';
import {
  engageOperations,
  subscriptionOperations,
  type AppSubscriptionReceipt,
  type EmailSubscriptionReceipt,
  type SubscribeAppMessage,
  type SubscribeEmailMessage,
  type SubscriptionChange,
  type SubscriptionTokenInput,
} from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { SubscriptionsService } from './subscriptions.service.js';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Handles(engageOperations.subscribeEmail)
  subscribeEmail(request: SubscribeEmailMessage): Promise<EmailSubscriptionReceipt> {
    return this.subscriptions.subscribeEmail(request);
  }

  @Handles(engageOperations.subscribeApp)
  subscribeApp(request: SubscribeAppMessage): Promise<AppSubscriptionReceipt> {
    return this.subscriptions.subscribeApp(request);
  }

  @Handles(subscriptionOperations.confirmSubscription)
  confirm({ token, requestId }: SubscriptionTokenInput & { requestId?: string | undefined }): Promise<SubscriptionChange> {
    return this.subscriptions.confirm(token, requestId);
  }

  @Handles(subscriptionOperations.unsubscribe)
  unsubscribe({ token }: SubscriptionTokenInput): Promise<SubscriptionChange> {
    return this.subscriptions.unsubscribe(token);
  }

  @Handles(subscriptionOperations.oneClickUnsubscribe)
  oneClick({ token }: SubscriptionTokenInput): Promise<SubscriptionChange> {
    return this.subscriptions.unsubscribe(token);
  }
}
