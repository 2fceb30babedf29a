import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AppSubscriptionSchema,
  EmailSubscriptionSchema,
  ENGAGE_PATTERNS,
  type AppSubscription,
  type AppSubscriptionReceipt,
  type EmailSubscription,
  type EmailSubscriptionReceipt,
} from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { SubscriptionsService } from './subscriptions.service.js';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(ENGAGE_PATTERNS.subscribeEmail)
  subscribeEmail(@Payload(new ZodMessagePipe(EmailSubscriptionSchema)) request: EmailSubscription): Promise<EmailSubscriptionReceipt> {
    return this.subscriptions.subscribeEmail(request);
  }

  @MessagePattern(ENGAGE_PATTERNS.subscribeApp)
  subscribeApp(@Payload(new ZodMessagePipe(AppSubscriptionSchema)) request: AppSubscription): Promise<AppSubscriptionReceipt> {
    return this.subscriptions.subscribeApp(request);
  }
}
